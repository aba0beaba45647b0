import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTabs } from '@/test/fake-tabs';
import { getSession, keyWasRefused, SESSION_STORAGE_KEY, shareSignIn, signIn, signOut } from './session';
import { ANSWER_WAIT_MS, startSharedSession, type SharedSessionHandle } from './session-share';

const BASE = 'http://api.test';
const config = Promise.resolve({ baseUrl: BASE });
const openTabSession = { type: 'session', apiKey: 'key-of-the-open-tab', baseUrl: BASE, remember: false };

let handle: SharedSessionHandle | undefined;
const start = async (...args: Parameters<typeof startSharedSession>) =>
  (handle = await startSharedSession(...args));
/** Let the channel deliver what was posted. */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  handle?.stop();
  handle = undefined;
  signOut({ everyTab: false });
  vi.useRealTimers();
});

describe('a new tab', () => {
  it('opens signed in with the session an open tab answers, without waiting out the bound', async () => {
    const [thisTab, openTab] = fakeTabs(2);
    openTab!.answerAsks(openTabSession);
    const startedAt = performance.now();
    const { session } = await start(config, { channel: thisTab });
    expect(session).toEqual({ apiKey: 'key-of-the-open-tab', baseUrl: BASE });
    expect(performance.now() - startedAt).toBeLessThan(ANSWER_WAIT_MS);
  });

  it('shows sign-in when no tab answers, once the bound has passed and not before', async () => {
    vi.useFakeTimers();
    const [thisTab] = fakeTabs(2);
    const started = vi.fn();
    void start(config, { channel: thisTab }).then(started);
    await vi.advanceTimersByTimeAsync(ANSWER_WAIT_MS - 1);
    expect(started).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toHaveBeenCalledOnce();
    expect(getSession().apiKey).toBeNull();
  });

  it('shows sign-in at once where the browser has no BroadcastChannel', async () => {
    const startedAt = performance.now();
    const { session } = await start(config, { channel: null });
    expect(session.apiKey).toBeNull();
    expect(performance.now() - startedAt).toBeLessThan(ANSWER_WAIT_MS / 2);
  });

  it('keeps a key remembered in the tab where the browser has no BroadcastChannel', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ apiKey: 'remembered', baseUrl: BASE }));
    const { session } = await start(config, { channel: null });
    expect(session.apiKey).toBe('remembered');
  });

  it('does not ask when it remembers a key of its own', async () => {
    const [thisTab, openTab] = fakeTabs(2);
    openTab!.answerAsks(openTabSession);
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ apiKey: 'remembered', baseUrl: BASE }));
    const { session } = await start(config, { channel: thisTab });
    await delivered();
    expect(session.apiKey).toBe('remembered');
    expect(openTab!.heard).toEqual([]);
  });
});

describe('a signed-in tab', () => {
  it('answers a new tab that asks', async () => {
    const [thisTab, newTab] = fakeTabs(2);
    await start(config, { channel: thisTab, waitMs: 0 });
    signIn({ apiKey: 'my-key', baseUrl: BASE, remember: true });
    newTab!.postMessage({ type: 'ask' });
    await delivered();
    expect(newTab!.heard.at(-1)).toEqual({
      type: 'session',
      apiKey: 'my-key',
      baseUrl: BASE,
      remember: true,
    });
  });

  it('signs out every tab when it signs out, and is signed out when another tab signs out', async () => {
    const [thisTab, otherTab] = fakeTabs(2);
    await start(config, { channel: thisTab, waitMs: 0 });
    signIn({ apiKey: 'my-key', baseUrl: BASE, remember: true });
    signOut();
    await delivered();
    expect(otherTab!.heard).toEqual([{ type: 'ask' }, { type: 'signed-out' }]);

    signIn({ apiKey: 'my-key', baseUrl: BASE, remember: true });
    otherTab!.postMessage({ type: 'signed-out' });
    await delivered();
    expect(getSession().apiKey).toBeNull();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    // The sign-in page says "Please sign in again" and returns to the page, as after a refused key.
    expect(keyWasRefused()).toBe(true);
  });

  it('leaves the other tabs signed in when a key typed at sign-in is not accepted', async () => {
    const [thisTab, otherTab] = fakeTabs(2);
    await start(config, { channel: thisTab, waitMs: 0 });
    signIn({ apiKey: 'typo', baseUrl: BASE, remember: false });
    signOut({ everyTab: false });
    await delivered();
    expect(otherTab!.heard).toEqual([{ type: 'ask' }]);
  });

  it('keeps its own key when another tab signs in; a tab on the sign-in page takes it', async () => {
    const [thisTab, otherTab] = fakeTabs(2);
    await start(config, { channel: thisTab, waitMs: 0 });
    signIn({ apiKey: 'my-key', baseUrl: BASE, remember: false });
    otherTab!.postMessage({ type: 'signed-in', apiKey: 'their-key', baseUrl: BASE, remember: false });
    await delivered();
    expect(getSession().apiKey).toBe('my-key');

    signOut({ everyTab: false });
    otherTab!.postMessage({ type: 'signed-in', apiKey: 'their-key', baseUrl: BASE, remember: false });
    await delivered();
    expect(getSession().apiKey).toBe('their-key');
  });

  it('tells the tabs on the sign-in page once it signed in', async () => {
    const [thisTab, otherTab] = fakeTabs(2);
    await start(config, { channel: thisTab, waitMs: 0 });
    signIn({ apiKey: 'my-key', baseUrl: BASE, remember: false });
    shareSignIn();
    await delivered();
    expect(otherTab!.heard).toContainEqual({
      type: 'signed-in',
      apiKey: 'my-key',
      baseUrl: BASE,
      remember: false,
    });
  });
});

describe('the key', () => {
  it('never reaches localStorage, whether shared, remembered or signed out', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const [thisTab, openTab] = fakeTabs(2);
    openTab!.answerAsks({ ...openTabSession, remember: true });
    await start(config, { channel: thisTab });
    openTab!.postMessage({ type: 'ask' });
    openTab!.postMessage({ type: 'signed-out' });
    await delivered();
    signIn({ apiKey: 'typed-key', baseUrl: BASE, remember: true });
    shareSignIn();
    const localWrites = setItem.mock.contexts.filter((storage) => storage === localStorage);
    expect(localWrites).toEqual([]);
    expect(JSON.stringify({ ...localStorage })).not.toMatch(/key-of-the-open-tab|typed-key/);
    setItem.mockRestore();
  });
});

describe.runIf(typeof BroadcastChannel === 'function')('over a real BroadcastChannel', () => {
  it('a new tab gets the session of an open tab', async () => {
    const name = `session-test-${Math.random()}`;
    const thisTab = new BroadcastChannel(name);
    const openTab = new BroadcastChannel(name);
    openTab.onmessage = (event: MessageEvent<{ type: string }>) => {
      if (event.data.type === 'ask') openTab.postMessage(openTabSession);
    };
    try {
      const { session } = await start(config, { channel: thisTab });
      expect(session.apiKey).toBe('key-of-the-open-tab');
    } finally {
      thisTab.close();
      openTab.close();
    }
  });
});
