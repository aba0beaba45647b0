import { formatCount } from '@/lib/format';

/** "1,234 ms", or an en dash when there is no value. */
export function formatMs(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value)
    ? '–'
    : `${formatCount(Math.round(value))} ms`;
}

/** "12.3 KB" below a megabyte, "1.24 MB" above. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return '–';
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

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
