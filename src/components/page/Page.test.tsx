import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { Page } from './Page';

const hostileName = `Acme\u202Efdp.exe${'Aa0'.repeat(700)}`;

function renderPage() {
  render(
    <MantineProvider theme={theme} env="test">
      <MemoryRouter>
        <Page
          title={hostileName}
          breadcrumbs={[{ label: hostileName, to: '/audits/1' }, { label: hostileName }]}
        >
          content
        </Page>
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('Page with names from the data', () => {
  it('keeps the full text of every breadcrumb and of the h1 in their titles', () => {
    renderPage();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs.querySelector('a')).toHaveAttribute('title', hostileName);
    expect(crumbs.querySelector('p')).toHaveAttribute('title', hostileName);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('title', hostileName);
  });

  it('isolates the name in the document title, so an override cannot reorder the suffix', () => {
    renderPage();
    expect(document.title).toBe(`\u2068${hostileName}\u2069 · Site Audit Dashboard`);
  });
});

describe('Page focus', () => {
  function renderWithField(typing: boolean) {
    render(
      <MantineProvider theme={theme} env="test">
        <MemoryRouter>
          <input aria-label="Search" />
          <Page title="Audits">content</Page>
        </MemoryRouter>
      </MantineProvider>,
    );
    if (typing) screen.getByRole('textbox', { name: 'Search' }).focus();
  }

  it('moves the focus to the heading once the page has painted', async () => {
    renderWithField(false);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Audits' })).toHaveFocus());
  });

  it('leaves the focus in a field the user is typing into', async () => {
    renderWithField(true);
    // Two frames: by then the page has moved the focus if it was going to.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });

  it('leaves the focus where the user moved it meanwhile, and in an open dialog', async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <MemoryRouter>
          <button type="button">Search</button>
          <div role="dialog" aria-modal="true" aria-label="Palette">
            <button type="button">First result</button>
          </div>
          <Page title="Audits">content</Page>
        </MemoryRouter>
      </MantineProvider>,
    );
    screen.getByRole('button', { name: 'First result' }).focus();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
    expect(screen.getByRole('button', { name: 'First result' })).toHaveFocus();
  });
});
