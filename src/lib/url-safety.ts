/** True for an absolute http(s) URL; everything else (javascript:, data:, relative…) is refused. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The href to use for an attacker-controlled URL: the URL if it is http(s), otherwise undefined. */
export function safeHref(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  return isHttpUrl(value) ? new URL(value.trim()).href : undefined;
}
