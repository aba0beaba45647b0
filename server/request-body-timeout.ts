// An upload is bounded by its idle gaps, not by its length (nginx's client_body_timeout): a request whose
// body stops arriving for REQUEST_BODY_TIMEOUT while the server is ready for more gets 408 and its
// connection is closed, which cancels its upstream call (upstream.ts). An upload that keeps moving may
// take as long as it needs; one the server itself holds back (its buffer full while the call waits for
// an upstream connection) is not in a gap of the client's.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { requestCheckIntervalMs } from './limits';

interface Upload {
  request: IncomingMessage;
  response: ServerResponse;
  socket: Socket;
  /** The connection's bytes received when last seen, and when they last grew. */
  bytesRead: number;
  movedAt: number;
}

/** Whether a request has a body to wait for: a length above 0, or chunked. */
export function hasRequestBody(headers: IncomingHttpHeaders): boolean {
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

/** The error Node's own request timeout raises: the server's client-error handler answers it with 408. */
function requestTimeoutError(gapMs: number): Error {
  return Object.assign(new Error(`no request bytes for ${gapMs / 1000} s`), {
    code: 'ERR_HTTP_REQUEST_TIMEOUT',
  });
}

/** Cuts, with 408, every request whose body stops arriving for `gapMs` (checked once a second at most). */
export function registerRequestBodyTimeout(app: FastifyInstance, gapMs: number): void {
  const uploads = new Set<Upload>();
  let timer: NodeJS.Timeout | undefined;

  const cut = ({ response, socket }: Upload) => {
    // As for Node's own timeouts, Fastify's client-error handler writes the 408 and closes the
    // connection; an answer already under way can only be cut.
    if (response.headersSent || !app.server.emit('clientError', requestTimeoutError(gapMs), socket))
      socket.destroy();
  };

  const check = () => {
    const now = performance.now();
    for (const upload of uploads) {
      const { request, socket } = upload;
      if (request.complete || socket.destroyed) {
        uploads.delete(upload);
      } else if (socket.bytesRead !== upload.bytesRead || request.readableLength > 0) {
        // Bytes arrived, or the server has not yet read those it has: not a gap of the client's.
        upload.bytesRead = socket.bytesRead;
        upload.movedAt = now;
      } else if (now - upload.movedAt >= gapMs) {
        uploads.delete(upload);
        cut(upload);
      }
    }
    if (uploads.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!hasRequestBody(request.headers)) return;
    const { socket } = request.raw;
    uploads.add({
      request: request.raw,
      response: reply.raw,
      socket,
      bytesRead: socket.bytesRead,
      movedAt: performance.now(),
    });
    timer ??= setInterval(check, requestCheckIntervalMs(gapMs)).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    uploads.clear();
  });
}
