import { HttpResponse } from 'msw';

/** Items of a long list written per slice (about a few milliseconds of JSON.stringify each). */
const SLICE_ITEMS = 2_000;

/**
 * A long JSON array as an answer written a slice at a time, the event loop free between slices: the
 * stub server answers other callers meanwhile, as a real service does, instead of holding every call
 * while it writes 50,000 audits.
 */
export function slicedJsonArray(items: readonly unknown[], status: number): Response {
  const encoder = new TextEncoder();
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (next > 0) await new Promise((resolve) => setTimeout(resolve, 0));
      const slice = items.slice(next, next + SLICE_ITEMS);
      const inner = JSON.stringify(slice).slice(1, -1);
      const text = `${next === 0 ? '[' : ','}${inner}`;
      next += SLICE_ITEMS;
      const last = next >= items.length;
      controller.enqueue(encoder.encode(last ? `${text}]` : text));
      if (last) controller.close();
    },
  });
  return new HttpResponse(body, { status, headers: { 'Content-Type': 'application/json' } });
}

/** Lists at least this long are written in slices by the stub server. */
export const SLICED_FROM_ITEMS = 10_000;
