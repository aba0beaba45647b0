/** Largest HAR file accepted, in bytes (20 MB). */
export const HAR_MAX_FILE_BYTES = 20 * 1024 * 1024;
/** Largest total of one upload, in bytes (50 MB). */
export const HAR_MAX_TOTAL_BYTES = 50 * 1024 * 1024;
/** Most HAR files in one upload. */
export const HAR_MAX_FILES = 10;
/** HAR versions accepted: 1.2, and 1.1 whose structure it extends. */
export const HAR_VERSIONS: readonly string[] = ['1.2', '1.1'];

/** How many structural problems a check reports before it stops looking. */
const MAX_PROBLEMS = 20;
/** How many of them the one-line message names. */
const PROBLEMS_IN_MESSAGE = 3;

/** One request of a HAR file, as a run needs it. */
export interface HarRequest {
  url: string;
  method: string;
  status: number;
  /** Media type of the response, without parameters (may be empty). */
  mimeType: string;
  /** Size of the response body in bytes. */
  size: number;
  /** Duration in milliseconds. */
  time: number;
  /** When it started (RFC 3339, UTC). */
  startedAt: string;
  /** Title of the page it belongs to, when the file groups entries into pages. */
  page?: string;
  /** The cookies its response set, as Set-Cookie header values (`_ga=GA1.2; Domain=.example.com`). */
  setCookies?: string[];
}

/** What a valid HAR file holds. */
export interface HarDigest {
  version: string;
  /** The tool that wrote it ("Chrome 126"), when named. */
  creator?: string;
  pageCount: number;
  /** Its http(s) requests, in file order. */
  requests: HarRequest[];
  /** Entries left out because their URL is not http(s) (data:, blob:, ws:…). */
  skipped: number;
}

/** The result of checking one file: its digest, or a message naming the file and what is wrong. */
export type HarCheck =
  | { ok: true; fileName: string; har: HarDigest }
  | { ok: false; fileName: string; message: string; problems: string[] };

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "20 MB", "1.4 MB", "312 KB". */
function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = bytes / 1024 / 1024;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

/** Why a file cannot be a HAR upload judging by its name and size alone, or undefined. */
export function harFileProblem(fileName: string, size: number): string | undefined {
  if (!/\.har$/i.test(fileName)) return `${fileName} is not a HAR file: its name must end in .har`;
  if (size === 0) return `${fileName} is empty`;
  if (size > HAR_MAX_FILE_BYTES)
    return `${fileName} is too large (${sizeText(size)}): a HAR file may be at most ${sizeText(HAR_MAX_FILE_BYTES)}`;
  return undefined;
}

/** Why a set of files cannot be uploaded together (count and total size), or undefined. */
export function harBatchProblem(files: readonly { size: number }[]): string | undefined {
  if (files.length > HAR_MAX_FILES) return `Upload at most ${HAR_MAX_FILES} HAR files at a time`;
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > HAR_MAX_TOTAL_BYTES)
    return `These files add up to ${sizeText(total)}: one upload may be at most ${sizeText(HAR_MAX_TOTAL_BYTES)}`;
  return undefined;
}

function failure(fileName: string, problems: string[]): HarCheck {
  const named = problems.slice(0, PROBLEMS_IN_MESSAGE).join('; ');
  const more = problems.length - PROBLEMS_IN_MESSAGE;
  const suffix = more > 0 ? ` (and ${more}${problems.length >= MAX_PROBLEMS ? '+' : ''} more)` : '';
  return {
    ok: false,
    fileName,
    message: `${fileName} is not a valid HAR ${HAR_VERSIONS[0]} file: ${named}${suffix}`,
    problems,
  };
}

/** Collects "path is missing" / "path must be a number" problems up to a limit. */
class Problems {
  readonly list: string[] = [];
  get full(): boolean {
    return this.list.length >= MAX_PROBLEMS;
  }
  add(problem: string): undefined {
    if (!this.full) this.list.push(problem);
    return undefined;
  }
  object(parent: JsonObject, key: string, path: string): JsonObject | undefined {
    const value = parent[key];
    if (value === undefined) return this.add(`${path}.${key} is missing`);
    return isObject(value) ? value : this.add(`${path}.${key} must be an object`);
  }
  string(parent: JsonObject, key: string, path: string): string | undefined {
    const value = parent[key];
    if (value === undefined) return this.add(`${path}.${key} is missing`);
    return typeof value === 'string' ? value : this.add(`${path}.${key} must be a string`);
  }
  number(parent: JsonObject, key: string, path: string): number | undefined {
    const value = parent[key];
    if (value === undefined) return this.add(`${path}.${key} is missing`);
    return typeof value === 'number' && Number.isFinite(value)
      ? value
      : this.add(`${path}.${key} must be a number`);
  }
}

const isHttp = (url: string) => /^https?:\/\//i.test(url);

/** Cookies kept per response at most, and characters per cookie (a header is at most 4 KB in browsers). */
const MAX_COOKIES = 50;
const MAX_COOKIE_TEXT = 4096;

/** A HAR cookie object (`response.cookies[]`) as a Set-Cookie header value; undefined without a name. */
function cookieHeader(cookie: unknown): string | undefined {
  if (!isObject(cookie) || typeof cookie.name !== 'string' || cookie.name.trim() === '') return undefined;
  const text = (key: string) => (typeof cookie[key] === 'string' ? (cookie[key] as string).trim() : '');
  return [
    `${cookie.name.trim()}=${text('value')}`,
    ...(text('domain') ? [`Domain=${text('domain')}`] : []),
    ...(text('path') ? [`Path=${text('path')}`] : []),
    ...(text('expires') ? [`Expires=${text('expires')}`] : []),
    ...(cookie.secure === true ? ['Secure'] : []),
    ...(cookie.httpOnly === true ? ['HttpOnly'] : []),
    ...(text('sameSite') ? [`SameSite=${text('sameSite')}`] : []),
  ].join('; ');
}

/**
 * The cookies a HAR response set: its Set-Cookie headers (each value, and each line of a folded
 * one), else its `cookies` list; at most 50, each cut to 4 KB.
 */
function responseCookies(response: JsonObject): string[] {
  const headers = Array.isArray(response.headers) ? response.headers : [];
  const fromHeaders = headers.flatMap((header: unknown) =>
    isObject(header) &&
    typeof header.name === 'string' &&
    header.name.trim().toLowerCase() === 'set-cookie' &&
    typeof header.value === 'string'
      ? header.value.split('\n')
      : [],
  );
  const listed = fromHeaders.length
    ? fromHeaders
    : (Array.isArray(response.cookies) ? response.cookies : []).map(cookieHeader);
  return listed
    .filter((text): text is string => typeof text === 'string' && text.includes('=') && !text.startsWith('='))
    .map((text) => text.trim().slice(0, MAX_COOKIE_TEXT))
    .filter(Boolean)
    .slice(0, MAX_COOKIES);
}

function pageTitles(log: JsonObject, problems: Problems): Map<string, string> {
  const titles = new Map<string, string>();
  if (log.pages === undefined) return titles;
  if (!Array.isArray(log.pages)) {
    problems.add('log.pages must be a list');
    return titles;
  }
  log.pages.forEach((page: unknown, index) => {
    if (!isObject(page)) return void problems.add(`log.pages[${index}] must be an object`);
    const id = problems.string(page, 'id', `log.pages[${index}]`);
    const title = typeof page.title === 'string' ? page.title.trim() : '';
    if (id !== undefined) titles.set(id, title || id);
  });
  return titles;
}

function readEntry(
  entry: unknown,
  path: string,
  problems: Problems,
  pages: Map<string, string>,
): HarRequest | undefined {
  if (!isObject(entry)) return problems.add(`${path} must be an object`);
  const startedDateTime = problems.string(entry, 'startedDateTime', path);
  const started = startedDateTime === undefined ? Number.NaN : Date.parse(startedDateTime);
  if (startedDateTime !== undefined && Number.isNaN(started))
    problems.add(`${path}.startedDateTime is not a date-time`);
  const time = problems.number(entry, 'time', path);
  const request = problems.object(entry, 'request', path);
  const method = request && problems.string(request, 'method', `${path}.request`);
  const url = request && problems.string(request, 'url', `${path}.request`);
  const response = problems.object(entry, 'response', path);
  const status = response && problems.number(response, 'status', `${path}.response`);
  const content = response && problems.object(response, 'content', `${path}.response`);
  const timings = problems.object(entry, 'timings', path);
  if (timings)
    for (const phase of ['send', 'wait', 'receive']) problems.number(timings, phase, `${path}.timings`);
  if (method === '') problems.add(`${path}.request.method is empty`);
  if (!method || url === undefined || status === undefined || time === undefined || !content)
    return undefined;
  if (Number.isNaN(started)) return undefined;
  const size = [content.size, response.bodySize].find(
    (value): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0,
  );
  const page = typeof entry.pageref === 'string' ? pages.get(entry.pageref) : undefined;
  const setCookies = responseCookies(response);
  const harRequest: HarRequest = {
    url: url.trim(),
    method: method.trim().toUpperCase(),
    status: Math.trunc(status),
    mimeType: typeof content.mimeType === 'string' ? (content.mimeType.split(';')[0] ?? '').trim() : '',
    size: size ?? 0,
    time: Math.max(0, time),
    startedAt: new Date(started).toISOString(),
    ...(page ? { page } : {}),
    ...(setCookies.length ? { setCookies } : {}),
  };
  return harRequest;
}

function creatorName(log: JsonObject): string | undefined {
  const creator = log.creator;
  if (!isObject(creator) || typeof creator.name !== 'string' || !creator.name.trim()) return undefined;
  const version = typeof creator.version === 'string' ? creator.version.trim() : '';
  return `${creator.name.trim()}${version ? ` ${version}` : ''}`;
}

/** Parse `JSON.parse` output of a HAR file: its structure checked, its requests read. */
export function readHar(fileName: string, json: unknown): HarCheck {
  const problems = new Problems();
  if (!isObject(json)) return failure(fileName, ['it has no "log" object at the top level']);
  const log = json.log;
  if (!isObject(log)) return failure(fileName, ['it has no "log" object at the top level']);
  const version = problems.string(log, 'version', 'log');
  if (version !== undefined && !HAR_VERSIONS.includes(version.trim()))
    return failure(fileName, [`log.version is "${version.slice(0, 20)}", expected "${HAR_VERSIONS[0]}"`]);
  const pages = pageTitles(log, problems);
  const entries = log.entries;
  if (entries === undefined) problems.add('log.entries is missing');
  else if (!Array.isArray(entries)) problems.add('log.entries must be a list');
  else if (entries.length === 0) problems.add('log.entries is empty: the file has no requests');
  const requests: HarRequest[] = [];
  let skipped = 0;
  if (Array.isArray(entries)) {
    for (let index = 0; index < entries.length && !problems.full; index++) {
      const request = readEntry(entries[index], `log.entries[${index}]`, problems, pages);
      if (!request) continue;
      if (isHttp(request.url)) requests.push(request);
      else skipped++;
    }
    if (!problems.list.length && entries.length > 0 && requests.length === 0)
      problems.add('none of its entries is an http(s) request');
  }
  if (problems.list.length || version === undefined) return failure(fileName, problems.list);
  const creator = creatorName(log);
  return {
    ok: true,
    fileName,
    har: {
      version: version.trim(),
      ...(creator ? { creator } : {}),
      pageCount: pages.size,
      requests,
      skipped,
    },
  };
}

/** Check the text of a HAR file: JSON, then its HAR 1.2 structure. */
export function parseHar(fileName: string, text: string): HarCheck {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 160) : 'it cannot be parsed';
    return { ok: false, fileName, message: `${fileName} is not valid JSON (${reason})`, problems: [reason] };
  }
  return readHar(fileName, json);
}

/** Check a picked or dropped file: name and size first (without reading it), then its content. */
export async function checkHarFile(file: Pick<File, 'name' | 'size' | 'text'>): Promise<HarCheck> {
  const problem = harFileProblem(file.name, file.size);
  if (problem) return { ok: false, fileName: file.name, message: problem, problems: [problem] };
  let text: string;
  try {
    text = await file.text();
  } catch {
    const message = `${file.name} could not be read: it may have been moved or deleted`;
    return { ok: false, fileName: file.name, message, problems: [message] };
  }
  return parseHar(file.name, text);
}
