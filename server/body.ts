// Request bodies on their way to the service: raw bytes, never parsed, decoded or re-encoded, and
// read whole (up to a size) before the upstream call opens, as nginx's request buffering does — so a
// slow or trickling upload holds no upstream connection while it arrives. A longer body streams on.
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';

type Done = (error: Error | null, body?: Readable) => void;

async function* bufferedThenRest(buffered: Buffer[], rest: IncomingMessage): AsyncGenerator<Buffer> {
  yield* buffered;
  for await (const chunk of rest) yield chunk as Buffer;
}

/**
 * A Fastify content-type parser for every type: hands on a stream of the very bytes received, once the
 * body has ended or `limit` bytes have arrived (the rest then follows as it comes).
 */
export function bufferRequestBody(limit: number) {
  return (_request: unknown, payload: IncomingMessage, done: Done): void => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (error: Error | null, body?: Readable) => {
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', onError);
      payload.off('close', onClose);
      done(error, body);
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size <= limit) return;
      payload.pause();
      settle(null, Readable.from(bufferedThenRest(chunks, payload), { objectMode: false }));
    };
    const onEnd = () => settle(null, Readable.from(chunks, { objectMode: false }));
    const onError = (error: Error) => settle(error);
    const onClose = () => settle(new Error('the client left during its upload'));
    payload.on('data', onData);
    payload.once('end', onEnd);
    payload.once('error', onError);
    payload.once('close', onClose);
  };
}
