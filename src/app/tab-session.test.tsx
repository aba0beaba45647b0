import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '@/api/demo';
import { signOut } from '@/api/session';
import { startSharedSession, type SharedSessionHandle } from '@/api/session-share';
import { formatDateTime } from '@/lib/format';
import { fakeTabs, type FakeTabChannel } from '@/test/fake-tabs';
import { TEST_BASE_URL } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { createRoutes } from './router';
import { returnWhenSignedInElsewhere } from './tab-session';

const { scenario } = routeTestMock();
const openTabSession = { apiKey: DEMO_API_KEY, baseUrl: TEST_BASE_URL, remember: false };
const cleanups: Array<() => void> = [];

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  signOut({ everyTab: false });
});

/** Start a tab at `path` as main.tsx does: its session first (asking the other tabs), then its first screen. */
async function startTab(path: string, channel: FakeTabChannel, waitMs?: number) {
  const handle: SharedSessionHandle = await startSharedSession(Promise.resolve({ baseUrl: TEST_BASE_URL }), {
    channel,
    waitMs,
  });
  const queryClient = createQueryClient({ onUnauthorized: () => signOut({ refused: true }) });
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  cleanups.push(handle.stop, returnWhenSignedInElsewhere(router, queryClient));
  render(
    <Providers queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

/** A run's address and the heading its page shows. */
function aRun() {
  const { auditId, run } = scenario.completedRun();
  return { path: `/audits/${auditId}/runs/${run.id}`, heading: `Run of ${formatDateTime(run.started)}` };
}

const keyField = () => screen.getByLabelText(/^API key/, { selector: 'input' });
const urlField = () => screen.getByRole('textbox', { name: 'Service URL' });

/** Type a key and the test service's URL on the sign-in page, and submit. */
async function signInWith(key: string) {
  await userEvent.clear(urlField());
  await userEvent.type(urlField(), TEST_BASE_URL);
  await userEvent.clear(keyField());
  await userEvent.type(keyField(), key);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

const showsRun = (heading: string) => screen.findByRole('heading', { level: 1, name: heading });
const showsSignIn = () => screen.findByRole('heading', { name: 'Sign in' });

describe('a run opened in a new tab (Ctrl+click)', () => {
  it('opens signed in, at its address, with the session of the open tab', async () => {
    const [newTab, openTab] = fakeTabs(2);
    openTab!.answerAsks({ type: 'session', ...openTabSession });
    const run = aRun();
    const router = await startTab(run.path, newTab!);
    expect(await showsRun(run.heading)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(run.path);
  });

  it('asks to sign in, keeping the run address for after, when no open tab answers', async () => {
    const [newTab] = fakeTabs(2);
    const run = aRun();
    const router = await startTab(run.path, newTab!);
    expect(await showsSignIn()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(run.path);
    expect(screen.queryByText('Please sign in again')).not.toBeInTheDocument();
  });
});

describe('tabs of one origin', () => {
  it('go to sign-in, remembering where they were, when another tab signs out', async () => {
    const [thisTab, otherTab] = fakeTabs(2);
    otherTab!.answerAsks({ type: 'session', ...openTabSession });
    const run = aRun();
    const router = await startTab(run.path, thisTab!);
    await showsRun(run.heading);
    otherTab!.postMessage({ type: 'signed-out' });
    expect(await screen.findByText('Please sign in again')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(run.path);
  });

  it('tell the other tabs when the user signs out in one', async () => {
    const [thisTab, otherTab] = fakeTabs(2);
    otherTab!.answerAsks({ type: 'session', ...openTabSession });
    const run = aRun();
    await startTab(run.path, thisTab!);
    await showsRun(run.heading);
    await userEvent.click(await screen.findByTestId('account-menu'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await showsSignIn();
    await waitFor(() => expect(otherTab!.heard).toContainEqual({ type: 'signed-out' }));
  });

  it('are told when a tab signs in with a key the service accepts', async () => {
    const [thisTab, otherTab] = fakeTabs(2);
    const router = await startTab('/sign-in?next=%2Faudits', thisTab!, 0);
    await showsSignIn();
    await signInWith(DEMO_API_KEY);
    await waitFor(() => expect(router.state.location.pathname).toBe('/audits'));
    expect(otherTab!.heard).toContainEqual({ type: 'signed-in', ...openTabSession });
  });

  it('stay signed in when a key typed in another tab is refused', async () => {
    const [thisTab, otherTab] = fakeTabs(2);
    await startTab('/sign-in', thisTab!, 0);
    await showsSignIn();
    await signInWith('not-a-key');
    expect(await screen.findByText('This API key was not accepted by the service')).toBeInTheDocument();
    expect(otherTab!.heard).toEqual([{ type: 'ask' }]);
  });

  it('on the sign-in page, return to where they were when another tab signs in', async () => {
    const [thisTab, otherTab] = fakeTabs(2);
    const run = aRun();
    await startTab(run.path, thisTab!, 0);
    await showsSignIn();
    otherTab!.postMessage({ type: 'signed-in', ...openTabSession });
    expect(await showsRun(run.heading)).toBeInTheDocument();
  });
});
