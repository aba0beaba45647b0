/**
 * What MOCK_HOSTILE may rewrite in an answer, decided by the field's name and the value's shape.
 * Ids, keys, dates, enums, numbers, emails, colours, time zones, recurrence rules, secrets and
 * pagination keep their values; free text and URLs are attacker-controlled.
 */

/** How a field is treated: left as is, given a text payload, or given a hostile URL. */
export type FieldKind = 'keep' | 'text' | 'url';

/** Objects under these keys are served as they are (paging, totals, column headers). */
const keptSubtrees = new Set(['metadata', 'pagination', 'validationReport']);

/** Identifiers, secrets, enums and service-owned addresses, by whole name. */
const keptNames =
  /^(ids?|uuids?|keys?|token|secret|signature|password|hash|checksum|etag|cursor|type|status|state|kind|level|mode|method|operator|clause|action|code|frequency|location|permissions|visibility|format|timezone|icon|trendName|fieldName|propName|maskedValue|exportDownloadLink|userAgent)$/i;
/** …and by the end of a camelCase or snake_case name (`auditId`, `s3Key`, `partyType`, `tzId`). */
const keptEndings =
  /(Id|ID|Ids|IDs|_id|Uuid|UUID|Uuids|Key|Keys|Token|Secret|Signature|Hash|Type|Types|_type|Status|Statuses|_status|State|Mode|Kind|Level|Format|Operator|Operators|Function|Functions|Code|Unit|Clause|Rule|Timezone|At|Date)$/;
/** Addresses the mock serves itself (screenshots, thumbnails): not attacker-controlled. */
const serviceOwned = /^(screenshot|thumbnail)/i;

/** URLs: `url`, `pageUrl`, `final_page_url`, `href`, `link`, `redirectUri`, and lists of them (`startingUrls`). */
const urlNames = /(^|[a-z0-9_])(url|href|link|uri)s?$|(Url|URL|Href|Link|Uri|URI)s?$/;

/** Free text by whole name. */
const textNames =
  /^(names?|title|labels?|messages?|description|notes?|values?|subject|selectors?|text|comments?|summary|domains?|hosts?|hostname|fqdn|accounts?|filename|username|variables?|args?|match|actual|expected|vendor|query|search|js|script|snippet|content|body|html|alt|caption|reason|details|error|source|initiator|keywords?|tags?|sendingPlatform)$/i;
/** …and by the end of a camelCase or snake_case name (`auditName`, `cookieDomain`, `outer_html`). */
const textEndings =
  /(Name|Names|Title|Label|Labels|Message|Messages|Description|Notes|Note|Value|Values|Subject|Selector|Selectors|Text|Domain|Domains|Host|Account|Accounts|Html|HTML|Comment|Pattern|Patterns|Filter|Filters|Log|Variable|Variables|Query|Content|Snippet|Source|_name|_title|_html|_text|_value|_domain|_message)$/;

/** Values that are never rewritten, whatever the field: dates, numbers, enums, emails, colours, zones, rules. */
const keptValues = [
  /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/, // ISO date / date-time
  /^[-+]?\d+(\.\d+)?$/, // a number as text
  /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/, // UPPER_SNAKE enum
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/, // email address
  /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i, // hex colour
  /^(rgb|hsl)a?\(/i, // functional colour
  /^(UTC|GMT|(Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/[A-Za-z0-9_+/-]+)$/, // IANA zone
  /^(RRULE:|EXRULE:|DTSTART)|^FREQ=/, // recurrence rule
];

/** An absolute http(s) address. */
const webAddress = /^https?:\/\//i;

/** True when the object under `key` is served untouched (pagination, metadata). */
export function isKeptSubtree(key: string): boolean {
  return keptSubtrees.has(key);
}

/** How the strings under `key` are treated, from the key alone (`undefined`: decided by the value). */
export function kindOfKey(key: string): FieldKind | undefined {
  if (keptNames.test(key) || keptEndings.test(key) || serviceOwned.test(key)) return 'keep';
  if (urlNames.test(key)) return 'url';
  if (textNames.test(key) || textEndings.test(key)) return 'text';
  return undefined;
}

/** How one string is treated, given the kind its key suggests. */
export function kindOfValue(keyKind: FieldKind | undefined, value: string): FieldKind {
  if (keyKind === 'keep' || value.trim() === '') return 'keep';
  if (webAddress.test(value)) return 'url';
  if (keyKind !== 'text' || keptValues.some((pattern) => pattern.test(value))) return 'keep';
  return 'text';
}

/** True when the strings under `key` are patterns (`includeFilters`, `pathPattern`, `matchValue`). */
export function isPatternKey(key: string): boolean {
  return /pattern|filter|regex|match/i.test(key);
}

/** A grid column id as a field name: `FINAL_PAGE_URL` → `finalPageUrl`. */
export function columnKey(columnId: string): string {
  return columnId.toLowerCase().replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}
