import { isHttpUrl } from '@/lib/url-safety';

/** Longest starting URL accepted (the webhook address rule uses the same bound). */
const MAX_URL_LENGTH = 2048;
/** How much of a refused line an error message quotes. */
const QUOTE_LENGTH = 80;

/** A line of the starting URLs that is not an address the audit can start from. */
export interface UrlLineProblem {
  /** Line number in the field, counted from 1 (blank lines count). */
  line: number;
  message: string;
}

/** The starting URLs read from the field: each once, in order, with where each came from. */
export interface StartingUrlList {
  urls: string[];
  /** The line number of each URL of `urls`. */
  lines: number[];
  problems: UrlLineProblem[];
  /** Lines repeating an earlier URL (left out of `urls`). */
  duplicates: number;
}

const splitLines = (text: string) => text.split(/\r\n|\r|\n/);

/** The same address written differently (`HTTPS://Example.com` and `https://example.com/`) compares equal. */
function urlKey(text: string): string {
  try {
    return new URL(text).href;
  } catch {
    return text;
  }
}

function problemOf(text: string): string | undefined {
  if (text.length > MAX_URL_LENGTH)
    return `is longer than ${MAX_URL_LENGTH.toLocaleString('en-US')} characters`;
  if (!isHttpUrl(text)) return 'is not an http(s) address';
  return undefined;
}

/** Read the field's text: one URL per line; blank lines skipped, repeats counted, bad lines reported at their line. */
export function readStartingUrls(text: string): StartingUrlList {
  const list: StartingUrlList = { urls: [], lines: [], problems: [], duplicates: 0 };
  const seen = new Set<string>();
  splitLines(text).forEach((raw, index) => {
    const value = raw.trim();
    if (!value) return;
    const line = index + 1;
    const problem = problemOf(value);
    if (problem) {
      const quoted = value.length > QUOTE_LENGTH ? `${value.slice(0, QUOTE_LENGTH)}…` : value;
      list.problems.push({ line, message: `Line ${line}: “${quoted}” ${problem}` });
      return;
    }
    const key = urlKey(value);
    if (seen.has(key)) {
      list.duplicates += 1;
      return;
    }
    seen.add(key);
    list.urls.push(value);
    list.lines.push(line);
  });
  return list;
}

/**
 * The field's text without blank lines and without lines repeating an earlier URL (lines that are
 * not addresses are kept, to be corrected), and how many repeats were removed.
 */
export function withoutDuplicateUrls(text: string): { text: string; removed: number } {
  const seen = new Set<string>();
  let removed = 0;
  const kept = splitLines(text)
    .map((line) => line.trim())
    .filter((line) => {
      if (!line) return false;
      if (!isHttpUrl(line)) return true;
      const key = urlKey(line);
      if (seen.has(key)) {
        removed += 1;
        return false;
      }
      seen.add(key);
      return true;
    });
  return { text: kept.join('\n'), removed };
}

/**
 * A pasted list as one entry per line: URLs separated by new lines, tabs, spaces, or commas and
 * semicolons before the next address (a spreadsheet column, a CSV row, a sentence); quotes around
 * an entry and a trailing separator are dropped.
 */
export function pastedUrlLines(text: string): string {
  return text
    .split(/\s+|[,;](?=\s*https?:\/\/)/i)
    .map((entry) => entry.replace(/^["'<]+|["'>,;]+$/g, ''))
    .filter(Boolean)
    .join('\n');
}

/** The host of the first usable starting URL (to suggest a new sub-folder's domain), or ''. */
export function firstHost(text: string): string {
  const [first] = readStartingUrls(text).urls;
  return first ? new URL(first).host : '';
}

/** A host without a leading `www.`, lower-cased. */
const siteOf = (host: string) => host.toLowerCase().replace(/^www\./, '');

/**
 * Whether a host belongs to a sub-folder's domain: the same site (with or without `www.`), or a
 * sub-domain of the domain as written (`blog.example.com` is on `example.com`, not on `www.example.com`).
 */
export function onDomain(host: string, domain: string): boolean {
  const wanted = domain
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/[/:].*$/, '');
  const site = host.toLowerCase();
  return wanted !== '' && (siteOf(site) === siteOf(wanted) || site.endsWith(`.${wanted}`));
}

/** Hosts of the usable starting URLs that are not on `domain`, with how many URLs each, most first. */
export function hostsOutside(text: string, domain: string): Array<{ host: string; count: number }> {
  const counts = new Map<string, number>();
  for (const url of readStartingUrls(text).urls) {
    const { hostname } = new URL(url);
    if (!onDomain(hostname, domain)) counts.set(hostname, (counts.get(hostname) ?? 0) + 1);
  }
  return [...counts].map(([host, count]) => ({ host, count })).sort((a, b) => b.count - a.count);
}
