/** The page title as text: a string, or the first text value of an object. */
export function titleText(title: unknown): string | undefined {
  if (typeof title === 'string') return title || undefined;
  if (title && typeof title === 'object') {
    const text = Object.values(title).find((value) => typeof value === 'string' && value !== '');
    return text as string | undefined;
  }
  return undefined;
}

/** The path and query of a URL ("/products/tent"), or the text itself when it is not a URL. */
export function urlPath(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

/** Host, path and query of a URL without the scheme ("cdn.example.com/app.js"), or the text itself. */
export function shortUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}
