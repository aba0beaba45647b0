import { buildUrl, request, type DownloadedFile } from '../client';
import { ApiError } from '../errors';
import { getSession } from '../session';

const certificateTypes = 'application/x-x509-ca-cert, application/x-pem-file, application/pkix-cert';

/**
 * GET /v2/manual-journeys/certificates/default as a file (asked for with a certificate media type).
 * A server that only answers the certificate's details (JSON) gives a clear error instead of a
 * useless download.
 */
export async function downloadDefaultCertificate(signal?: AbortSignal): Promise<DownloadedFile> {
  const file = await request('/v2/manual-journeys/certificates/default', {
    responseType: 'file',
    headers: { Accept: certificateTypes },
    signal,
  });
  if (/json/i.test(file.blob.type)) {
    throw new ApiError({
      kind: 'parse',
      message: 'This service offers the certificate’s details only, not its file',
      details: 'Install the certificate named above from your device management tool instead.',
      path: '/v2/manual-journeys/certificates/default',
    });
  }
  return file;
}

/** How a live session is cleaned up when its tab closes. */
export interface LiveSessionCleanup {
  journeyId: number;
  runId: number;
  /**
   * The journey exists only for this session: POST …/delete removes it with the session (the
   * operation meant for this). Otherwise only the live run is discarded, keeping the journey and
   * its earlier runs.
   */
  wholeJourney: boolean;
}

/**
 * Send the cleanup of a live session as the page unloads. A keepalive fetch outlives the page as
 * a beacon does, but, unlike `navigator.sendBeacon`, it carries the API key in the Authorization
 * header like every other call: the key never goes into a URL or a request body.
 */
export function sendLiveSessionCleanup({ journeyId, runId, wholeJourney }: LiveSessionCleanup): void {
  const { apiKey } = getSession();
  if (!apiKey) return;
  const path = wholeJourney
    ? `/v2/manual-journeys/${journeyId}/delete`
    : `/v2/manual-journeys/${journeyId}/runs/${runId}`;
  globalThis
    .fetch(buildUrl(path), {
      method: wholeJourney ? 'POST' : 'DELETE',
      headers: { Authorization: apiKey },
      keepalive: true,
    })
    .catch(() => undefined);
}
