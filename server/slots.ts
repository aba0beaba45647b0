// A fixed number of slots (the upstream pool's connections): a caller beyond them waits in line, first
// come first served, for a bounded time; one whose client has left leaves the line at once.

/** Thrown to a caller that waited its whole bounded time without a free slot. */
export class SlotWaitTimeout extends Error {
  readonly code = 'SLOT_WAIT_TIMEOUT';

  constructor(waitedMs: number) {
    super(`no free upstream connection within ${waitedMs} ms`);
    this.name = 'SlotWaitTimeout';
  }
}

interface Waiter {
  grant: () => void;
}

/** Gives back a slot; calling it again does nothing. */
export type Release = () => void;

/** At most `size` holders at once; the others wait in line at most `maxWaitMs`, or until their signal aborts. */
export class BoundedSlots {
  readonly #line: Waiter[] = [];
  #free: number;

  constructor(
    private readonly size: number,
    private readonly maxWaitMs: number,
  ) {
    this.#free = size;
  }

  /** Slots taken now. */
  get held(): number {
    return this.size - this.#free;
  }

  /** Callers waiting for a slot now. */
  get waiting(): number {
    return this.#line.length;
  }

  /** A slot, once one is free; rejects after `maxWaitMs`, or with the signal's reason when it aborts first. */
  acquire(signal?: AbortSignal): Promise<Release> {
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    if (this.#free > 0) return Promise.resolve(this.#take());
    return new Promise<Release>((resolve, reject) => {
      const leave = (error: Error) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        const index = this.#line.indexOf(waiter);
        if (index >= 0) this.#line.splice(index, 1);
        reject(error);
      };
      const onAbort = () => leave(signal?.reason as Error);
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          resolve(this.#take());
        },
      };
      const timer = setTimeout(() => leave(new SlotWaitTimeout(this.maxWaitMs)), this.maxWaitMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#line.push(waiter);
    });
  }

  #take(): Release {
    this.#free -= 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#free += 1;
      this.#line.shift()?.grant();
    };
  }
}
