/** At most this many characters of one part of a file name (a long filter value is cut). */
const PART_MAX = 40;

/** One part of a file name: lower case, letters (accents dropped) and digits, other runs of characters as one `-`. */
export const fileNamePart = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PART_MAX)
    .replace(/-+$/, '');

/**
 * A download's file name that says what it holds: its parts (`run-50248`, `pages`, a filter, a sort)
 * made safe and joined with `-`, empty parts left out, and the extension: `run-50248-pages-status-404.csv`.
 */
export function downloadFileName(
  parts: readonly (string | number | undefined | null | false)[],
  extension: string,
) {
  const name = parts
    .filter((part): part is string | number => part !== undefined && part !== null && part !== false)
    .map((part) => fileNamePart(String(part)))
    .filter((part) => part !== '')
    .join('-');
  return `${name || 'download'}.${extension}`;
}

/**
 * The parts a query string adds to a file name: each `key value` pair but paging (`page`, `size`) and
 * `skip`, in order; a sort names its direction (`sort=-load_time` → `sort-load-time-desc`).
 */
export function searchFileNameParts(search: URLSearchParams, skip: readonly string[] = []): string[] {
  const parts: string[] = [];
  for (const [key, value] of search) {
    if (value === '' || skip.includes(key) || /(^|\.)(page|size)$/.test(key)) continue;
    const text = /(^|\.)sort$/.test(key)
      ? value
          .split(',')
          .map((rule) => (rule.startsWith('-') ? `${rule.slice(1)} desc` : rule))
          .join(' ')
      : value;
    parts.push(`${key.replace(/^.*\./, '')} ${text}`);
  }
  return parts;
}
