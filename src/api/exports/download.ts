import { request, type DownloadedFile } from '../client';
import { getSession } from '../session';
import { gridExportFileFormats, type ExportItem } from './schemas';

/** How an export's file is fetched: through the service with the API key, or at an outside address. */
export type ExportDownload = { kind: 'service'; path: string } | { kind: 'external'; href: string };

/** The address the service answers at: the configured base URL, or this page's origin for the embedded mock. */
function serviceBase(): string {
  const { baseUrl } = getSession();
  return (baseUrl || globalThis.location?.origin || '').replace(/\/+$/, '');
}

/** The service's download operation (`GET /v3/exports/{exportUuid}`, which redirects to the file). */
const DOWNLOAD_OPERATION = /\/v3\/exports\/[\w-]+$/;

/**
 * Where to get a completed export's file. A link on the service's own address is fetched with
 * the API key (a plain link would not carry it, and the key must never go into a URL); an http(s)
 * link elsewhere (a pre-signed storage address) is opened as it is, without the key. Anything
 * else — an unfinished export, a `javascript:` or relative link — gives undefined.
 *
 * Behind `npm run serve` the base is a path on this page's origin (`/api`) and the browser never
 * learns the service's own address, so its links cannot be told by their origin: there a link to the
 * service's download operation (`…/v3/exports/{uuid}`) is called through the base. The key still goes
 * only to this origin, whose proxy forwards to the service — never to the link's host.
 */
export function exportDownload(item: ExportItem): ExportDownload | undefined {
  if (item.exportStatus !== 'completed') return undefined;
  let url: URL;
  try {
    url = new URL(item.exportDownloadLink.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const base = serviceBase();
  const here = globalThis.location?.href;
  const service = base ? URL.parse(`${base}/`, here) : null;
  if (service && url.origin === service.origin && url.pathname.startsWith(service.pathname)) {
    return { kind: 'service', path: `/${url.pathname.slice(service.pathname.length)}${url.search}` };
  }
  const proxied = service !== null && here !== undefined && service.origin === new URL(here).origin;
  const operation = proxied ? DOWNLOAD_OPERATION.exec(url.pathname) : null;
  if (operation) return { kind: 'service', path: `${operation[0]}${url.search}` };
  return { kind: 'external', href: url.href };
}

/** A name for the downloaded file when the service gives none: the export's name, with its grid format. */
export function fallbackFileName(item: ExportItem): string {
  const format = gridExportFileFormats.find((value) => value === item.specificExportType.toLowerCase());
  const base = item.exportName.replace(/[\p{Cc}\\/:*?"<>|]+/gu, ' ').trim() || `export-${item.exportId}`;
  return format && !base.toLowerCase().endsWith(`.${format}`) ? `${base}.${format}` : base;
}

/** GET the export's file from the service with the API key (following its redirect to the file). */
export async function fetchExportFile(path: string, signal?: AbortSignal): Promise<DownloadedFile> {
  return request(path, { responseType: 'file', signal, timeoutMs: 120_000, headers: { Accept: '*/*' } });
}
