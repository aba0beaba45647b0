import { isHttpUrl } from '@/lib/url-safety';
import { hostOfDomain, registrableDomain } from './site-domain';

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

/**
 * Whether a host belongs to a sub-folder's domain: on the same registrable domain, so any host of
 * the same site counts (`shop.acme-outdoors.com` is on `www.acme-outdoors.com`), another site does not.
 */
export function onDomain(host: string, domain: string): boolean {
  const wanted = hostOfDomain(domain);
  return wanted !== '' && registrableDomain(host) === registrableDomain(wanted);
}

/** The starting URLs outside a sub-folder's domain: each as typed, and their hosts with how many URLs each. */
export interface OutsideDomain {
  urls: string[];
  /** Most used first. */
  hosts: Array<{ host: string; count: number }>;
}

/** The usable starting URLs of the field's text that are not on `domain`, and their hosts. */
export function outsideDomain(text: string, domain: string): OutsideDomain {
  const urls: string[] = [];
  const counts = new Map<string, number>();
  for (const url of readStartingUrls(text).urls) {
    const { hostname } = new URL(url);
    if (onDomain(hostname, domain)) continue;
    urls.push(url);
    counts.set(hostname, (counts.get(hostname) ?? 0) + 1);
  }
  const hosts = [...counts].map(([host, count]) => ({ host, count })).sort((a, b) => b.count - a.count);
  return { urls, hosts };
}
