/** A cookie as a Set-Cookie header sets it (RFC 6265), with the defaults its request gives. */
export interface SetCookie {
  name: string;
  /** Without a leading dot; the request's host when the header names none. */
  domain: string;
  path: string;
  /** The Expires attribute as written; undefined for a session cookie or one with Max-Age. */
  expires?: string;
  /** Max-Age in seconds, which wins over Expires. */
  maxAge?: number;
  secure: boolean;
  httpOnly: boolean;
  sameSite?: string;
}

/** The host and the directory of the path of a request URL ("/a/b/c" → "/a/b"); blanks when it is not a URL. */
function requestParts(url: string): { host: string; directory: string } {
  try {
    const parsed = new URL(url);
    const directory = parsed.pathname.slice(0, parsed.pathname.lastIndexOf('/'));
    return { host: parsed.hostname.toLowerCase(), directory: directory || '/' };
  } catch {
    return { host: '', directory: '/' };
  }
}

/**
 * Read a Set-Cookie header value sent in answer to `requestUrl`: its name and attributes (the value
 * is left out: it may be a secret). Undefined when it names no cookie.
 */
export function parseSetCookie(header: string, requestUrl: string): SetCookie | undefined {
  const [pair = '', ...attributes] = header.split(';');
  const equals = pair.indexOf('=');
  const name = (equals < 0 ? '' : pair.slice(0, equals)).trim();
  if (name === '') return undefined;
  const request = requestParts(requestUrl);
  const cookie: SetCookie = {
    name,
    domain: request.host,
    path: request.directory,
    secure: false,
    httpOnly: false,
  };
  for (const attribute of attributes) {
    const at = attribute.indexOf('=');
    const key = (at < 0 ? attribute : attribute.slice(0, at)).trim().toLowerCase();
    const value = at < 0 ? '' : attribute.slice(at + 1).trim();
    if (key === 'domain' && value) cookie.domain = value.replace(/^\./, '').toLowerCase();
    else if (key === 'path' && value.startsWith('/')) cookie.path = value;
    else if (key === 'expires' && value) cookie.expires = value;
    else if (key === 'max-age' && /^-?\d+$/.test(value)) cookie.maxAge = Number(value);
    else if (key === 'secure') cookie.secure = true;
    else if (key === 'httponly') cookie.httpOnly = true;
    else if (key === 'samesite' && value) cookie.sameSite = value;
  }
  return cookie;
}
