import { describe, expect, it } from 'vitest';
import { whenControlled, type ServiceWorkerClient } from './controlled';

/** A stand-in for `navigator.serviceWorker`: `claim()` makes a worker control the page. */
function serviceWorkerClient(controlled: boolean) {
  const events = new EventTarget();
  const client = {
    controller: controlled ? ({} as ServiceWorker) : null,
    addEventListener: events.addEventListener.bind(events),
  };
  const claim = () => {
    client.controller = {} as ServiceWorker;
    events.dispatchEvent(new Event('controllerchange'));
  };
  return { client: client as ServiceWorkerClient, claim };
}

/** Whether `promise` has settled by the time queued microtasks and a macrotask have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('whenControlled', () => {
  it('holds the mock’s start until its worker controls the page', async () => {
    const { client, claim } = serviceWorkerClient(false);
    const ready = whenControlled(client);
    expect(await settled(ready)).toBe(false);
    claim();
    expect(await settled(ready)).toBe(true);
  });

  it('lets a page the worker already controls start at once', async () => {
    const { client } = serviceWorkerClient(true);
    expect(await settled(whenControlled(client))).toBe(true);
  });
});
