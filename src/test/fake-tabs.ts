import type { SessionChannel } from '@/api/session-share';

type Listener = (event: { data: unknown }) => void;

/** One tab's end of an in-memory BroadcastChannel: it hears what the others post, never its own. */
export class FakeTabChannel implements SessionChannel {
  /** Every message this tab heard, in order. */
  readonly heard: unknown[] = [];
  private readonly listeners = new Set<Listener>();

  constructor(private readonly bus: Set<FakeTabChannel>) {
    bus.add(this);
  }

  postMessage(message: unknown): void {
    // A copy, a moment later, as a real channel delivers it (structured clone, in a later task).
    const copy = structuredClone(message);
    for (const tab of this.bus) if (tab !== this) void Promise.resolve().then(() => tab.deliver(copy));
  }

  addEventListener(_type: 'message', listener: Listener): void {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'message', listener: Listener): void {
    this.listeners.delete(listener);
  }

  /** Answer each `{type:'ask'}` with `answer` (an open tab, scripted). */
  answerAsks(answer: unknown): void {
    this.addEventListener('message', ({ data }) => {
      if ((data as { type?: unknown }).type === 'ask') this.postMessage(answer);
    });
  }

  private deliver(data: unknown) {
    this.heard.push(data);
    for (const listener of this.listeners) listener({ data });
  }
}

/** `count` tabs of one origin joined by an in-memory BroadcastChannel. */
export function fakeTabs(count: number): FakeTabChannel[] {
  const bus = new Set<FakeTabChannel>();
  return Array.from({ length: count }, () => new FakeTabChannel(bus));
}
