/**
 * The one vocabulary of the service's coded values shown to users ("1st_party" → "First party"):
 * every screen that shows such a value asks here. A value the vocabulary does not list is put in
 * words by rule (underscores become spaces, the letters sentence case, an `x-` prefix dropped), so a
 * newer service's value still reads as words; no value reads as an en dash.
 */
const vocabulary = {
  /** Whose domain a cookie lives on (CookiePartyType). */
  cookieParty: {
    '1st_party': 'First party',
    owned_3rd_party: 'Owned third party',
    '3rd_party': 'Third party',
  },
  /** A session cookie or one with an expiry date (CookieExpirationType). */
  cookieExpiration: { session: 'Session', timestamp: 'Persistent' },
  /** A cookie's SameSite attribute; `Empty` (or none) when the cookie set none. */
  sameSite: { None: 'None', Lax: 'Lax', Strict: 'Strict', Empty: 'Not set' },
  /** How a file differs from the previous run (AuditRun_FileChanges_FileChangeType). */
  fileChange: {
    new_file: 'New',
    not_changed: 'Not changed',
    changed_file: 'Changed',
    deleted_file: 'Deleted',
    unknown: 'No previous run',
  },
  /** A user's role in the account (UserDocument permissions). */
  userRole: { admin: 'Admin', user: 'Standard user', guest: 'Guest' },
  /** How an audit run stands (RunStatus). */
  runStatus: { queued: 'Queued', running: 'Running', completed: 'Completed', failed: 'Failed' },
  /** How often an audit or a web journey runs (audit frequencies and WebJourneyFrequency). */
  frequency: {
    paused: 'Paused',
    once: 'Once',
    '15 minutes': 'Every 15 minutes',
    '1 hour': 'Hourly',
    hourly: 'Hourly',
    '6 hours': 'Every 6 hours',
    '12 hours': 'Every 12 hours',
    daily: 'Daily',
    'every 3 days': 'Every 3 days',
    weekly: 'Weekly',
    biweekly: 'Every 2 weeks',
    monthly: 'Monthly',
    quarterly: 'Every 3 months',
  },
  /** What a network request loaded (the grid's request_resource_type). */
  resourceType: {
    document: 'Document',
    script: 'Script',
    stylesheet: 'Stylesheet',
    image: 'Image',
    font: 'Font',
    xhr: 'XHR / fetch',
    fetch: 'XHR / fetch',
    media: 'Media',
    other: 'Other',
  },
  /** A browser console message's level (ConsoleMessage level, the grid's log_level). */
  logLevel: { error: 'Error', warn: 'Warning', info: 'Info', debug: 'Debug', other: 'Other' },
} satisfies Record<string, Record<string, string>>;

/** A kind of coded value the vocabulary knows. */
export type VocabularyKind = keyof typeof vocabulary;

const EMPTY = '–';

/** An abbreviation kept in capitals when a code is put in words. */
const keptUpper = new Set(['url', 'urls', 'http', 'https', 'id', 'ids', 'ms', 'cls', 'wj', 'p75']);

/** A code in words by rule: `PAGE_LOAD_TIME` → "Page load time", `x-unknown` → "Unknown". */
export function codeWords(code: string): string {
  const words = code
    .trim()
    .replace(/^x-/i, '')
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => (keptUpper.has(word.toLowerCase()) ? word.toUpperCase() : word.toLowerCase()));
  const text = words.join(' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : EMPTY;
}

/** A code as the vocabulary matches it: case, spaces, hyphens and underscores aside ("1st party" = "1st_party"). */
const matchKey = (code: string) =>
  code
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '_');

/** Each kind's words by match key, built at first use. */
const wordsByKey = new Map<VocabularyKind, ReadonlyMap<string, string>>();

/** The vocabulary's own words for a value of `kind` (spelled as the service or the grid spells it), if it lists it. */
export function listedLabel(kind: VocabularyKind, value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  let words = wordsByKey.get(kind);
  if (!words) {
    words = new Map(Object.entries(vocabulary[kind]).map(([code, label]) => [matchKey(code), label]));
    wordsByKey.set(kind, words);
  }
  return words.get(matchKey(String(value)));
}

/** A coded value of `kind` in words: the vocabulary's, else by rule; an en dash for no value. */
export function valueLabel(kind: VocabularyKind, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  return listedLabel(kind, value) ?? codeWords(String(value));
}

/** The report an alert metric's code starts with, in words (AlertMetricTypeEnum prefixes). */
const metricFamilies: ReadonlyArray<readonly [string, string]> = [
  ['ACCOUNT_USAGE_V2_', 'Account usage'],
  ['ACCOUNT_USAGE_', 'Account usage'],
  ['SCORE_', 'Score'],
  ['PAGE_SUMMARY_WEB_VITALS_', 'Web vitals'],
  ['PAGE_SUMMARY_', 'Page summary'],
  ['TAG_INVENTORY_', 'Tag inventory'],
  ['TAG_HEALTH_', 'Tag health'],
  ['TAG_DUPLICATES_AND_MULTIPLES_', 'Tag duplicates and multiples'],
  ['VARIABLE_INVENTORY_', 'Variable inventory'],
  ['BROWSER_LOGS_', 'Browser logs'],
  ['COOKIE_INVENTORY_', 'Cookie inventory'],
  ['PRIVACY_COOKIES_', 'Cookie privacy'],
  ['PRIVACY_TAGS_', 'Tag privacy'],
  ['PRIVACY_REQUESTS_', 'Request privacy'],
  ['FILE_CHANGES_', 'File changes'],
  ['RULE_RESULTS_', 'Rule summary'],
];

/** Words of an alert metric's code that are abbreviations or read better spelled out. */
const metricWords: Readonly<Record<string, string>> = {
  AVG: 'average',
  WJ: 'web journey',
  P75: '75th percentile',
};

/**
 * An alert metric in words, its report first: `PAGE_SUMMARY_AVG_PAGE_LOAD_TIME` → "Page summary:
 * average page load time"; a code of no known report by rule.
 */
export function alertMetricLabel(code: string): string {
  const family = metricFamilies.find(([prefix]) => code.startsWith(prefix));
  if (!family) return codeWords(code);
  const rest = code
    .slice(family[0].length)
    .split('_')
    .filter(Boolean)
    .map((word) => metricWords[word] ?? word.toLowerCase())
    .join(' ');
  return rest ? `${family[1]}: ${rest}` : family[1];
}

/** Content types in words, by their exact type; families (image/…, font/…) by their first part. */
const contentTypes: Readonly<Record<string, string>> = {
  'text/html': 'HTML document',
  'text/css': 'Stylesheet',
  'text/javascript': 'Script',
  'application/javascript': 'Script',
  'application/x-javascript': 'Script',
  'application/json': 'JSON',
  'text/plain': 'Text',
  'text/xml': 'XML',
  'application/xml': 'XML',
};
const contentFamilies: Readonly<Record<string, string>> = {
  image: 'Image',
  font: 'Font',
  video: 'Video',
  audio: 'Audio',
};

/**
 * A response's content type in words ("text/html" → "HTML document", "image/png" → "Image (png)");
 * none, or an unregistered `x-unknown` one, reads "Unknown type"; any other as it came.
 */
export function contentTypeLabel(mimeType: string | undefined): string {
  const type = (mimeType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === '' || /(^|\/)x-unknown$/.test(type) || type === 'application/octet-stream')
    return 'Unknown type';
  if (Object.hasOwn(contentTypes, type)) return contentTypes[type]!;
  const [family = '', subtype = ''] = type.split('/');
  return Object.hasOwn(contentFamilies, family) ? `${contentFamilies[family]} (${subtype})` : type;
}
