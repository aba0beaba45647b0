import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock();
const db = () => mock.ref.current;

/** The note's text without the bidi isolates set around values from the data (U+2068, U+2069). */
const textOf = (element: HTMLElement) => element.textContent?.replace(/[\u2068\u2069]/g, '');

describe('/audits/:auditId/settings/general: starting URLs and the sub-folder’s domain', () => {
  it('warns of starting URLs on another site than the sub-folder’s, and still saves them', async () => {
    const audit = db().audits.all()[0]!;
    const domain = db().domains.get(audit.domainId)!;
    renderRoute(`/audits/${audit.id}/settings/general`);
    const urls = await screen.findByRole('textbox', { name: /^Starting URLs/ });
    await waitFor(() => expect(urls).toHaveValue(audit.startingUrls.join('\n')));
    expect(screen.queryByRole('status', { name: 'Starting URLs on another site' })).not.toBeInTheDocument();

    // Another host of the same site is on the sub-folder's domain.
    await userEvent.clear(urls);
    await userEvent.type(urls, `https://shop.${domain.domain.replace(/^www\./, '')}/`);
    expect(screen.queryByRole('status', { name: 'Starting URLs on another site' })).not.toBeInTheDocument();

    await userEvent.clear(urls);
    await userEvent.type(urls, 'https://shop.example.com');
    const note = await screen.findByRole('status', { name: 'Starting URLs on another site' });
    expect(textOf(note)).toContain(
      `https://shop.example.com is not on ${domain.domain}, the domain of the sub-folder ${domain.name}. ` +
        'The audit will scan shop.example.com.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/Saved at/);
    expect(db().audits.get(audit.id)!.startingUrls).toEqual(['https://shop.example.com']);
  });
});
