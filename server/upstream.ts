// The proxy's calls to the service, made by @fastify/reply-from through this object (its `undici`
// option takes anything with undici's `request`): one undici pool of bounded size and timeouts, a
// bounded wait in line for a free connection, and each call cancelled the moment its client leaves —
// reply-from itself notices a client that left only once the service has answered.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Pool, type Dispatcher } from 'undici';
import type { ServerLimits } from './limits';
import { BoundedSlots, SlotWaitTimeout } from './slots';

/** A wait that ran out: for a free connection, for the service's headers, or for the next chunk of its body. */
export type TimeoutPhase = 'queue' | 'headers' | 'body';

/** What the calls report, for metrics (metrics.ts). */
export interface UpstreamObserver {
  /** The service's answer headers arrived `seconds` after the call was sent. */
  answered(seconds: number, status: number): void;
  /** The client left (or its upload was cut) while its call waited or was open: the call was cancelled. */
  aborted(): void;
  timedOut(phase: TimeoutPhase): void;
}

/** undici's error codes for its own timeouts. */
const TIMEOUT_CODES: Record<string, TimeoutPhase> = {
  UND_ERR_HEADERS_TIMEOUT: 'headers',
  UND_ERR_BODY_TIMEOUT: 'body',
};

type RequestOptions = Dispatcher.RequestOptions;
type ResponseData = Dispatcher.ResponseData;

/** Why a call was cancelled (the reason reply-from logs). */
export class ClientLeftError extends Error {
  constructor() {
    super('the client left before its answer was sent: call cancelled');
    this.name = 'ClientLeftError';
  }
}

/** The client's answer a call is made for, and a signal that aborts when the client leaves before it was sent whole. */
interface Client {
  response: ServerResponse;
  left: AbortSignal;
}

function clientOf(response: ServerResponse): Client {
  const controller = new AbortController();
  const leave = () => controller.abort(new ClientLeftError());
  if (response.destroyed) leave();
  else response.once('close', () => response.writableFinished || leave());
  return { response, left: controller.signal };
}

/** The upstream pool; hand it to @fastify/reply-from as `undici` and start each call inside `forClient`. */
export class UpstreamCalls {
  readonly #pool: Pool;
  readonly #slots: BoundedSlots;
  readonly #clients = new AsyncLocalStorage<Client>();

  constructor(
    origin: string,
    limits: ServerLimits,
    private readonly observer: UpstreamObserver,
  ) {
    this.#pool = new Pool(origin, {
      connections: limits.upstreamConnections,
      headersTimeout: limits.serviceTimeoutMs,
      bodyTimeout: limits.serviceBodyTimeoutMs,
    });
    this.#slots = new BoundedSlots(limits.upstreamConnections, limits.queueTimeoutMs);
  }

  /** Calls holding an upstream connection now. */
  get inFlight(): number {
    return this.#slots.held;
  }

  /** Calls waiting for a free upstream connection now. */
  get queueLength(): number {
    return this.#slots.waiting;
  }

  /** Runs `start`; the upstream call it makes (at once or later) is cancelled if the client leaves before its answer was sent. */
  forClient<T>(response: ServerResponse, start: () => T): T {
    return this.#clients.run(clientOf(response), start);
  }

  /** undici's `request`, as reply-from calls it (with a callback), or with a promise. */
  request(options: RequestOptions): Promise<ResponseData>;
  request(options: RequestOptions, callback: (error: Error | null, data: ResponseData) => void): void;
  request(
    options: RequestOptions,
    callback?: (error: Error | null, data: ResponseData) => void,
  ): Promise<ResponseData> | void {
    const answer = this.#call(options, this.#clients.getStore());
    if (!callback) return answer;
    answer.then(
      (data) => callback(null, data),
      (error: Error) => callback(error, undefined as unknown as ResponseData),
    );
  }

  /** Cancels every open call and closes the connections. */
  close(): Promise<void> {
    return this.#pool.destroy();
  }

  async #call(options: RequestOptions, client: Client | undefined): Promise<ResponseData> {
    const signal = client?.left;
    let outcomeReported = false;
    const report = (error: unknown) => {
      if (outcomeReported) return;
      outcomeReported = true;
      const phase =
        error instanceof SlotWaitTimeout ? 'queue' : TIMEOUT_CODES[(error as { code?: string }).code ?? ''];
      if (signal?.aborted) this.observer.aborted();
      else if (phase) this.observer.timedOut(phase);
    };

    let release: () => void;
    try {
      release = await this.#slots.acquire(signal);
    } catch (error) {
      report(error);
      throw error;
    }
    const sentAt = performance.now();
    try {
      const data = await this.#pool.request({ ...options, signal });
      this.observer.answered((performance.now() - sentAt) / 1000, data.statusCode);
      data.body.once('error', report);
      // The connection is free once the body is read or destroyed, or the client's answer is over
      // (an empty body nobody reads, as for HEAD, never closes).
      data.body.once('close', release);
      client?.response.once('close', release);
      return data;
    } catch (error) {
      release();
      report(error);
      throw error;
    }
  }
}
