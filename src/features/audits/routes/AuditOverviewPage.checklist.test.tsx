import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { journeyStore } from '@mocks/web-journeys/store';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock();
beforeAll(() => import('./index'), 60_000);

const db = () => mock.ref.current;

/** An audit just created (no run yet) in the first sub-folder. */
function newAudit() {
  const domain = db().domains.all()[0]!;
  const audit = db().audits.insert({
    name: 'Fresh audit',
    domainId: domain.id,
    folderId: domain.folderId,
    ownerId: 101,
    created: '2026-11-22T09:00:00.000Z',
    lastUpdated: '2026-11-22T09:00:00.000Z',
    limit: 100,
    queued: false,
    recipients: [],
    startingUrls: [`https://${domain.domain}/`],
    frequency: 'weekly',
    filters: { include: [], exclude: [] },
    labelIds: [],
  });
  db().runs.set(audit.id, []);
  return audit;
}

async function openChecklist(auditId: number) {
  renderRoute(`/audits/${auditId}`);
  return screen.findByRole('region', { name: 'Set up this audit' }, { timeout: 15_000 });
}

describe('/audits/:auditId setup checklist', () => {
  it('counts the sections a new audit holds and links each to its settings screen', async () => {
    const audit = newAudit();
    db().auditConfig.ruleIds.set(audit.id, [401, 402]);
    db().audits.update(audit.id, { filters: { include: [], exclude: ['\\.pdf$'] } });
    db().auditConsentCategories.set(audit.id, [db().consentCategories.all()[0]!.id]);

    const checklist = await openChecklist(audit.id);
    expect(await within(checklist).findByText('3 of 7 sections configured')).toBeVisible();
    expect(within(checklist).getByText('Configured · 2 rules')).toBeVisible();
    expect(within(checklist).getByText('Configured · 1 pattern')).toBeVisible();
    expect(within(checklist).getByText('Configured · 1 category')).toBeVisible();
    expect(within(checklist).getAllByText('Not set up yet')).toHaveLength(4);
    expect(within(checklist).getByRole('link', { name: 'Rules' })).toHaveAttribute(
      'href',
      `/audits/${audit.id}/settings/rules`,
    );
    expect(within(checklist).getByRole('link', { name: 'Login actions' })).toHaveAttribute(
      'href',
      `/audits/${audit.id}/settings/login-actions`,
    );
    expect(within(checklist).getByRole('link', { name: 'Custom headers' })).toHaveAttribute(
      'href',
      '/settings/custom-headers',
    );
    expect(screen.getByRole('button', { name: 'Run now' })).toBeEnabled();
  });

  it('counts a custom header group applied to every audit', async () => {
    const audit = newAudit();
    const user = userEvent.setup();
    const group = journeyStore(db()).headerGroups.find((candidate) => candidate.id === 501)!;
    group.applyToAll = true;
    const checklist = await openChecklist(audit.id);
    expect(await within(checklist).findByText('1 of 7 sections configured')).toBeVisible();
    expect(within(checklist).getByText('Configured · 1 header group')).toBeVisible();
    await user.click(within(checklist).getByRole('link', { name: 'Blocking' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings: Fresh audit' })).toBeVisible();
  });

  it('says which section could not be checked, and checks it again on Retry', async () => {
    const audit = newAudit();
    mock.server.use(
      http.get(
        '*/v2/web-audits/:id/rules',
        () => HttpResponse.json({ message: 'Rules are being reindexed' }, { status: 500 }),
        { once: true },
      ),
    );
    const user = userEvent.setup();
    const checklist = await openChecklist(audit.id);
    expect(await within(checklist).findByText('Could not check: Rules are being reindexed')).toBeVisible();
    db().auditConfig.ruleIds.set(audit.id, [401]);
    await user.click(within(checklist).getByRole('button', { name: 'Retry checking Rules' }));
    expect(await within(checklist).findByText('Configured · 1 rule')).toBeVisible();
    expect(within(checklist).getByText('1 of 7 sections configured')).toBeVisible();
  });

  it('is not shown once the audit has completed a run', async () => {
    const audit = db()
      .audits.all()
      .find((candidate) =>
        db()
          .runs.get(candidate.id)
          ?.some((run) => run.completed),
      )!;
    renderRoute(`/audits/${audit.id}`);
    expect(await screen.findByRole('table', { name: 'Run history' }, { timeout: 15_000 })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Set up this audit' })).toBeNull());
  });
});
