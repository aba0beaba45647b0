import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock();
beforeAll(() => Promise.all([import('./index'), import('./NewAuditPage')]), 60_000);

const db = () => mock.ref.current;

/** A seeded audit with labels, login actions, rules and blocking: every part has something to copy. */
function richSource() {
  const source = db()
    .audits.all()
    .find((audit) => db().auditConfig.loginActions.has(audit.id))!;
  db().audits.update(source.id, { labelIds: [11, 13] });
  db().auditConfig.ruleIds.set(source.id, [401, 404]);
  db().auditConfig.blocking.set(source.id, { tagIds: [108], tagCategoryIds: [] });
  return db().audits.get(source.id)!;
}

describe('/audits/new?from=:auditId (duplicate)', () => {
  it('prefills a copy, copies each part with its progress, and retries the part that failed', async () => {
    const source = richSource();
    mock.server.use(
      http.put(
        '*/v2/web-audits/:id/rules',
        () => HttpResponse.json({ message: 'Rules are being reindexed' }, { status: 503 }),
        { once: true },
      ),
    );
    const user = userEvent.setup();
    const { router } = renderRoute(`/audits/${source.id}`);
    await user.click(await screen.findByRole('link', { name: 'Duplicate' }, { timeout: 15_000 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Duplicate audit' })).toBeVisible();
    expect(router.state.location.search).toBe(`?from=${source.id}`);
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue(`Copy of ${source.name}`);
    expect(screen.getByRole('textbox', { name: /^Starting URLs/ })).toHaveValue(
      source.startingUrls.join('\n'),
    );

    const before = db().audits.size;
    await user.click(screen.getByRole('button', { name: 'Create copy' }));
    const progress = await screen.findByRole('region', { name: 'Copying its settings' }, { timeout: 10_000 });
    // The parts are copied side by side: the failed one can settle before the others.
    expect(await within(progress).findByText('6 of 7 parts copied')).toBeVisible();
    expect(within(progress).getByText('— Failed: Rules are being reindexed')).toBeVisible();
    expect(within(progress).getByText('— Copied: 2 labels')).toBeVisible();
    expect(within(progress).getByText('— Copied: 1 tag, no tag categories')).toBeVisible();
    expect(within(progress).getByText(/— Copied: 4 actions · type 1 masked value again/)).toBeVisible();
    expect(db().audits.size).toBe(before + 1);
    const copy = db().audits.all().at(-1)!;
    expect(copy.name).toBe(`Copy of ${source.name}`);
    expect(db().auditConfig.ruleIds.get(copy.id)).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Retry the failed part' }));
    expect(await within(progress).findByText('— Copied: 2 rules')).toBeVisible();
    expect(within(progress).getByText('7 of 7 parts copied')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Retry/ })).toBeNull();
    expect(db().auditConfig.ruleIds.get(copy.id)).toEqual([401, 404]);
    expect(db().auditConfig.loginActions.get(copy.id)?.length).toBe(
      db().auditConfig.loginActions.get(source.id)?.length,
    );
    expect(db().audits.get(copy.id)!.labelIds).toEqual([11, 13]);

    await user.click(screen.getByRole('link', { name: 'Open the new audit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/audits/${copy.id}`));
    const checklist = await screen.findByRole('region', { name: 'Set up this audit' });
    const rules = await within(checklist).findByText('Configured · 2 rules');
    expect(rules).toBeVisible();
  });

  it('says when the audit to duplicate cannot be read, with Retry', async () => {
    renderRoute('/audits/new?from=999999');
    const panel = await screen.findByTestId('error-panel', {}, { timeout: 15_000 });
    expect(panel).toHaveTextContent('Could not load the audit to duplicate');
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('says when the address names no audit to duplicate', async () => {
    renderRoute('/audits/new?from=abc');
    expect(await screen.findByText('"abc" is not an audit id.', {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create copy' })).toBeNull();
  });
});
