import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { Page } from './Page';

/** Render a page at `path` (any address: the page does not read it) inside the app's providers. */
function renderPageAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page title="Things">content</Page> }], {
    initialEntries: [path],
  });
  render(
    <Providers queryClient={new QueryClient()} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  // Set up after user-event, which installs a clipboard of its own.
  const user = userEvent.setup();
  return { user, router };
}

/** Replace the browser's clipboard (undefined: a browser without the clipboard API). */
function mockClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(window.navigator, 'clipboard', { value: clipboard, configurable: true });
}

afterEach(() => {
  vi.restoreAllMocks();
  // Notifications live in a module-wide store: one test's toast must not show in the next.
  notifications.clean();
});

describe('Copy link in the page header', () => {
  it('copies the address of the view, its filters and sort included, and says so', async () => {
    const { user } = renderPageAt('/things?q=acme&sort=-name');
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    mockClipboard({ writeText });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/things?q=acme&sort=-name`),
    );
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('shows the link to copy by hand when the browser has no clipboard', async () => {
    const { user } = renderPageAt('/things?q=acme');
    mockClipboard(undefined);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    const field = await screen.findByRole('textbox', { name: 'Link' });
    expect(field).toHaveValue(`${window.location.origin}/things?q=acme`);
    expect(field).toHaveAttribute('readonly');
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it('shows the link to copy by hand when the browser refuses to copy', async () => {
    const { user } = renderPageAt('/things');
    mockClipboard({ writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('textbox', { name: 'Link' })).toHaveValue(
      `${window.location.origin}/things`,
    );
  });

  it('offers the link to this run or to the latest run on a run screen', async () => {
    const { user } = renderPageAt('/audits/12/runs/345/cookies?sort=-domain');
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    mockClipboard({ writeText });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Link to the latest run' }));
    expect(writeText).toHaveBeenLastCalledWith(
      `${window.location.origin}/audits/12/runs/latest/cookies?sort=-domain`,
    );
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Link to this run' }));
    expect(writeText).toHaveBeenLastCalledWith(
      `${window.location.origin}/audits/12/runs/345/cookies?sort=-domain`,
    );
  });

  it('leaves the focus on the h1 when the page opens', async () => {
    renderPageAt('/things');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Things' })).toHaveFocus());
  });
});
