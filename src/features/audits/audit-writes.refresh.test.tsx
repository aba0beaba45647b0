import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock();
const db = () => mock.ref.current;

/** An audit whose latest run has completed (so it may be archived) and a rule it checks. */
function idleAuditWithRule() {
  for (const audit of db().audits.all()) {
    const [ruleId] = db().auditConfig.ruleIds.get(audit.id) ?? [];
    if (!audit.deleted && ruleId !== undefined && db().runs.get(audit.id)?.[0]?.completed)
      return { audit, rule: db().rules.get(ruleId)! };
  }
  throw new Error('no idle audit with a rule');
}

/** The live audits that check the rule. */
const auditsChecking = (ruleId: number) =>
  db()
    .audits.all()
    .filter((audit) => !audit.deleted && db().auditConfig.ruleIds.get(audit.id)?.includes(ruleId)).length;

/** The rules library narrowed to one rule, where its "Audits" figure shows. */
const libraryOf = (ruleName: string) => `/settings/rules?q=${encodeURIComponent(ruleName)}`;

/** The rules library's "Audits" figure of the rule. */
async function auditsFigureOf(ruleName: string) {
  const table = await screen.findByRole('table', { name: 'Rules' }, { timeout: 10_000 });
  const at = within(table)
    .getAllByRole('columnheader')
    .findIndex((header) => header.textContent?.startsWith('Audits'));
  const link = await within(table).findByRole('link', { name: ruleName });
  const row = link.closest<HTMLElement>('[role="row"], tr')!;
  return within(row).getAllByRole('cell')[at]!.textContent;
}

describe('writes to an audit refresh what they change, without a reload', () => {
  it('archiving an audit takes it off the rules library’s count of audits', async () => {
    const { audit, rule } = idleAuditWithRule();
    const count = auditsChecking(rule.id);
    const { router } = renderRoute(libraryOf(rule.name));
    expect(await auditsFigureOf(rule.name)).toBe(String(count));

    await router.navigate(`/audits/${audit.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Archive' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: `Archive “${audit.name}”?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive audit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/audits/archived'));

    await router.navigate(libraryOf(rule.name));
    await waitFor(async () => expect(await auditsFigureOf(rule.name)).toBe(String(count - 1)));
  }, 60_000);

  it('saving an audit’s rules counts the rule it no longer checks one audit fewer', async () => {
    const { audit, rule } = idleAuditWithRule();
    const count = auditsChecking(rule.id);
    const { router } = renderRoute(libraryOf(rule.name));
    expect(await auditsFigureOf(rule.name)).toBe(String(count));

    await router.navigate(`/audits/${audit.id}/settings/rules`);
    await screen.findByRole('table', { name: 'Rules on this audit' }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: `Remove rule ${rule.id}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/Saved at/);

    await router.navigate(libraryOf(rule.name));
    await waitFor(async () => expect(await auditsFigureOf(rule.name)).toBe(String(count - 1)));
  }, 60_000);
});
