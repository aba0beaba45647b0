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

/** A coded value of `kind` in words: the vocabulary's, else by rule; an en dash for no value. */
export function valueLabel(kind: VocabularyKind, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const text = String(value);
  const words: Readonly<Record<string, string>> = vocabulary[kind];
  return Object.hasOwn(words, text) ? words[text]! : codeWords(text);
}
