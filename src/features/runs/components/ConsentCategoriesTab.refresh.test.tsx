import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runData } from '@mocks/db/run-data';
import { SEED_DAY, TEST_NOW } from '@mocks/lib/test-clock';
import { runUnapprovedCookieCount } from '@mocks/reports/families/cookie-privacy';
import { formatCount } from '@/lib/format';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock({ now: SEED_DAY });
const db = () => mock.ref.current;

/**
 * The seeded approval change: the audit whose latest run counts `_ga` cookies unapproved (a category
 * withdrew consent for them) while the run before approved them, and the category it replaced.
 */
function approvalChange() {
  const categories = db().consentCategories.all();
  const withdrawn = categories.find((row) => row.name.startsWith('Analytics — not consented'))!;
  const consented = categories.find((row) => row.name === 'Analytics (consented)')!;
  const audit = db()
    .audits.all()
    .find((row) => db().auditConsentCategories.get(row.id)?.includes(withdrawn.id))!;
  const [head, base] = db()
    .runs.get(audit.id)!
    .filter((run) => run.completed && run.totalUrl > 0)
    .sort((a, b) => b.started.localeCompare(a.started));
  return { audit, head: head!, base: base!, withdrawn, consented };
}

/** A run's unapproved cookies, as the mock counts them now. */
const unapprovedCookies = (auditId: number, runId: number) =>
  runUnapprovedCookieCount(db(), auditId, runId, runData(db(), auditId, runId)!);

const unapprovedTile = (count: number) =>
  screen.findByRole(
    'link',
    { name: `Unapproved cookies: ${formatCount(count)}, show them` },
    { timeout: 20_000 },
  );

/** The item of Home's cookie section naming the audit ("Show more" until it shows), or null when none does. */
async function cookieItemOf(auditName: string) {
  const section = await screen.findByRole('region', { name: 'Cookies that became unapproved' });
  await within(section).findAllByRole('listitem', {}, { timeout: 30_000 });
  for (;;) {
    const link = within(section).queryByRole('link', { name: auditName });
    if (link) return link.closest('li')!;
    const more = within(section).queryByRole('button', { name: 'Show more' });
    if (!more) return null;
    await userEvent.click(more);
  }
}

beforeEach(() => {
  vi.useFakeTimers({ now: TEST_NOW, shouldAdvanceTime: true, toFake: ['Date'] });
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('Reprocess of a run’s consent categories', () => {
  it('shows the reprocessed figures on the run’s report, its comparison and Home, without a reload', async () => {
    const { audit, head, base, withdrawn, consented } = approvalChange();
    const report = `/audits/${audit.id}/runs/${head.id}/reports/cookie-privacy`;
    const compare =
      `/audits/${audit.id}/compare?base=${base.id}&head=${head.id}` +
      '&dim=consent-compliance&kind=changed&attr=status&from=Approved&to=Unapproved';
    const before = unapprovedCookies(audit.id, head.id);

    // Every figure is read once, and kept by the app while the analyst moves on.
    const { router } = renderRoute(report);
    expect(await unapprovedTile(before)).toBeInTheDocument();
    await router.navigate(compare);
    expect(
      await screen.findByText(/^Showing [1-9][\d,]* of [\d,]+ items$/, {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    await router.navigate('/?period=7d');
    await vi.waitFor(
      async () => expect(await cookieItemOf(audit.name)).toHaveTextContent(/_ga(,| ).*became unapproved/),
      { timeout: 60_000 },
    );

    // The audit approves Google Analytics again; reprocessing the latest run applies that to it.
    db().auditConsentCategories.set(
      audit.id,
      db()
        .auditConsentCategories.get(audit.id)!
        .map((id) => (id === withdrawn.id ? consented.id : id)),
    );
    await router.navigate(`/audits/${audit.id}/runs/${head.id}/consent-categories`);
    await userEvent.click(await screen.findByRole('button', { name: 'Reprocess' }));
    await userEvent.click(screen.getByRole('button', { name: `Reprocess run ${head.id}` }));
    expect(
      await screen.findByText(/The run now uses the audit’s current consent categories/),
    ).toBeInTheDocument();
    const after = unapprovedCookies(audit.id, head.id);
    expect(after, 'the reprocess approves the _ga cookies').toBeLessThan(before);

    await router.navigate(report);
    expect(await unapprovedTile(after)).toBeInTheDocument();
    await router.navigate(compare);
    expect(
      await screen.findByText(/^Showing 0 of [\d,]+ items$/, {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('No items match these filters.')).toBeInTheDocument();
    // Home tells the audit's change again from the reprocessed runs: its _ga cookies are approved
    // in both now (the item is gone once the run totals say so too).
    await router.navigate('/?period=7d');
    await vi.waitFor(
      async () => {
        const item = await cookieItemOf(audit.name);
        if (item) expect(item).toHaveTextContent('no cookie became unapproved');
      },
      { timeout: 60_000 },
    );
  }, 120_000);
});
