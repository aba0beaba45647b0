import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

const { scenario } = routeTestMock();

/** The body rows of a table (the header row left out). */
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('a drill-down row selected (cookie inventory › Cookies)', () => {
  it('narrows the cookie table to the selected cookie, shows its pages right after it, and names each download', async () => {
    const { auditId, runId } = scenario.completedRun();
    const user = userEvent.setup();
    renderRoute(`/audits/${auditId}/runs/${runId}/reports/cookie-inventory/cookies`);
    const cookies = await screen.findByRole('table', { name: 'Cookies' });
    await waitFor(() => expect(bodyRows(cookies).length).toBeGreaterThan(1));
    const all = bodyRows(cookies).length;
    const link = within(bodyRows(cookies)[1]!).getAllByRole('link')[0]!;
    const name = link.textContent!;

    await user.click(link);
    const pages = await screen.findByRole('table', { name: 'Pages with the selected cookie' });
    await waitFor(() => expect(bodyRows(cookies)).toHaveLength(1));
    expect(bodyRows(cookies)[0]).toHaveTextContent(name);
    const cookieSection = screen.getByRole('region', { name: 'Cookies' });
    const pageSection = screen.getByRole('region', { name: 'Pages with the selected cookie' });
    expect(cookieSection).toHaveTextContent(`The selected one of ${all} cookies`);
    // The pages follow the one cookie at once.
    expect(cookieSection.nextElementSibling).toBe(pageSection);
    await waitFor(() => expect(bodyRows(pages).length).toBeGreaterThan(0));

    // Two downloads, each saying what it holds.
    expect(within(cookieSection).getByRole('button', { name: 'Download 1 cookie (CSV)' })).toBeEnabled();
    const total = Number(
      within(pageSection).getByTestId('cookie-pages-total').textContent!.replace(/\D/g, ''),
    );
    expect(
      within(pageSection).getByRole('button', {
        name: `Download all ${total} ${total === 1 ? 'page' : 'pages'} (CSV)`,
      }),
    ).toBeEnabled();

    await user.click(within(cookieSection).getByRole('button', { name: `Show all ${all} cookies` }));
    await waitFor(() => expect(bodyRows(cookies)).toHaveLength(all));
    expect(screen.queryByRole('table', { name: 'Pages with the selected cookie' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cookies', level: 3 })).toHaveFocus();
  });
});
