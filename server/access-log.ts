// One access-log line per request, and the requests still in flight (what a shutdown cuts).
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** The status logged for a client that left before its answer was sent whole (nginx's convention). */
export const CLIENT_LEFT_STATUS = 499;

/** A request not answered yet: what the shutdown log names when it cuts it. */
export interface RequestInFlight {
  method: string;
  path: string;
  ms: number;
}

const pathOf = (request: FastifyRequest) => request.url.split('?', 1)[0] ?? '/';

/**
 * One access-log line per request, written when the answer is sent or the client leaves: method, path
 * (no query string), status, time, client address — never a header, so never the API key (it travels
 * in Authorization). Replaces Fastify's two lines per request ("incoming request", "request
 * completed"); error logs stay. `onDone` hears of every request once it is over (metrics).
 */
export class AccessLog extends LogController {
  /** Each request in flight, with its client's address (gone from the socket once the client has left). */
  readonly #inFlight = new Map<FastifyReply, string | undefined>();

  constructor(private readonly onDone: (request: FastifyRequest, status: number) => void = () => {}) {
    super();
  }

  /** The requests in flight now, oldest first. */
  inFlight(): RequestInFlight[] {
    return [...this.#inFlight.keys()].map((reply) => ({
      method: reply.request.method,
      path: pathOf(reply.request),
      ms: Math.round(reply.elapsedTime),
    }));
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    this.#inFlight.set(reply, request.ip);
    // A finished answer is logged by requestCompleted (after the onResponse hooks, maybe after this).
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished && this.#inFlight.has(reply))
        this.#write(null, request, reply, CLIENT_LEFT_STATUS);
    });
  }

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.#inFlight.has(reply)) this.#write(error, request, reply, reply.statusCode);
  }

  #write(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply, status: number) {
    const ip = this.#inFlight.get(reply);
    this.#inFlight.delete(reply);
    this.onDone(request, status);
    const line = {
      method: request.method,
      path: pathOf(request),
      status,
      ms: Math.round(reply.elapsedTime),
      ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}
