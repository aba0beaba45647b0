import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ruleSnapshotId } from '@mocks/reports/families/rule-summary';
import { renderRoute } from '@/test/render-route';
import { settingsRouteMock } from '@/test/settings-route-mock';

const mock = settingsRouteMock();
const db = () => mock.ref.current;

/** Pick an option of a Mantine select by its label. */
async function choose(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, option: string) {
  await user.click(field);
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('rules', () => {
  it('lists the rule library with where each rule is used', async () => {
    const first = db().rules.all()[0]!;
    const user = userEvent.setup();
    renderRoute('/settings/rules');
    const table = await screen.findByRole('table', { name: 'Rules' });
    expect(within(table).getByRole('link', { name: first.name })).toHaveAttribute(
      'href',
      `/settings/rules/${first.id}`,
    );
    expect(screen.getByText(`${db().rules.size} in total`)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Filter' }), 'pixel');
    expect(await screen.findByText(`2 of ${db().rules.size} match`)).toBeInTheDocument();
  });

  it('shows a failed library with Retry', async () => {
    mock.server.use(
      http.post('*/v3/rule-library', () =>
        HttpResponse.json({ message: 'Library offline' }, { status: 500 }),
      ),
    );
    renderRoute('/settings/rules');
    const panel = await screen.findByTestId('error-panel');
    expect(panel).toHaveTextContent('Could not load the rules');
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('creates a rule with conditions and a live preview; a double click saves it once', async () => {
    const before = db().rules.size;
    const user = userEvent.setup();
    renderRoute('/settings/rules/new');
    const form = await screen.findByRole('form', { name: 'New rule' });
    await user.click(within(form).getByRole('button', { name: 'Create rule' }));
    expect(await within(form).findByText('Give the rule a name')).toBeInTheDocument();

    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'GA4 on product pages');
    await user.click(within(form).getByRole('button', { name: 'Add page filter' }));
    await user.type(within(form).getByRole('textbox', { name: 'Value' }), '/products');
    await user.click(within(form).getByRole('button', { name: 'Add tag condition' }));
    await choose(user, within(form).getByRole('combobox', { name: /^Tag/ }), 'Google Analytics 4');
    await user.click(within(form).getByRole('button', { name: 'Add variable of tag condition 1' }));
    await user.type(within(form).getByRole('textbox', { name: 'Variable 1' }), 'page_title');
    const preview = within(form).getByRole('list');
    expect(preview).toHaveTextContent('Applies to pages where the url contains “/products”.');
    expect(preview).toHaveTextContent('Google Analytics 4 must fire, where page_title is set.');

    await user.dblClick(within(form).getByRole('button', { name: 'Create rule' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'GA4 on product pages' }),
    ).toBeInTheDocument();
    expect(db().rules.size).toBe(before + 1);
    const created = db().rules.all().at(-1)!;
    expect(created.pageFilters).toEqual([
      expect.objectContaining({ type: 1, matchType: 'Contains', value: '/products' }),
    ]);
    expect(created.tags?.[0]).toMatchObject({ tagId: 101, clause: 'Then', matchType: 'IsSet' });
    expect(created.tags?.[0]?.variables?.[0]).toMatchObject({ variable: 'page_title' });
  });

  it('keeps the input and shows a duplicate name at the field', async () => {
    const user = userEvent.setup();
    renderRoute('/settings/rules/new');
    const form = await screen.findByRole('form', { name: 'New rule' });
    const name = within(form).getByRole('textbox', { name: /^Name/ });
    await user.type(name, 'GA4 fires on every page');
    await user.click(within(form).getByRole('button', { name: 'Create rule' }));
    expect(await within(form).findByText('Another rule already has this name')).toBeInTheDocument();
    expect(name).toHaveValue('GA4 fires on every page');
  });

  it('edits a rule, shows where it is used, applies it to an audit, and deletes it', async () => {
    const rule = db()
      .rules.all()
      .find((row) => row.name === 'No TikTok Pixel on checkout pages')!;
    const user = userEvent.setup();
    const view = renderRoute(`/settings/rules/${rule.id}`);
    const form = await screen.findByRole('form', { name: `Edit ${rule.name}` });
    await waitFor(() =>
      expect(within(form).getByRole('list')).toHaveTextContent('TikTok Pixel must not fire.'),
    );
    const name = within(form).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'No TikTok on checkout');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText(/Saved at/)).toBeInTheDocument();
    expect(db().rules.get(rule.id)!.name).toBe('No TikTok on checkout');

    await user.click(screen.getByRole('tab', { name: 'Used by' }));
    const audits = await screen.findByRole('table', { name: 'Audits that check No TikTok on checkout' });
    const using = [...db().auditConfig.ruleIds].filter(([, ids]) => ids.includes(rule.id)).length;
    await waitFor(() => expect(within(audits).queryAllByRole('link')).toHaveLength(using));
    await choose(
      user,
      screen.getByRole('combobox', { name: 'Apply to an audit' }),
      db()
        .audits.all()
        .find((audit) => !(db().auditConfig.ruleIds.get(audit.id) ?? []).includes(rule.id))!.name,
    );
    await user.click(screen.getByRole('button', { name: 'Apply rule' }));
    await waitFor(() => expect(within(audits).queryAllByRole('link')).toHaveLength(using + 1));

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “No TikTok on checkout”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete rule' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/settings/rules'));
    expect(db().rules.get(rule.id)).toBeUndefined();
  });

  it('adds a rule to an audit by name from the rule previews', async () => {
    const audit = db()
      .audits.all()
      .find((row) => (db().auditConfig.ruleIds.get(row.id) ?? []).length > 0)!;
    const missing = db()
      .rules.all()
      .find((rule) => !db().auditConfig.ruleIds.get(audit.id)!.includes(rule.id))!;
    const user = userEvent.setup();
    renderRoute(`/audits/${audit.id}/settings/rules`);
    const table = await screen.findByRole('table', { name: 'Rules on this audit' });
    await choose(user, screen.getByRole('combobox', { name: 'Add a rule by name' }), missing.name);
    expect(
      await within(table).findByRole('button', { name: `Remove rule ${missing.id}` }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(db().auditConfig.ruleIds.get(audit.id)).toContain(missing.id));
  });

  it('shows the original rule of a report snapshot, and explains an unknown one', async () => {
    const [auditId, ruleIds] = [...db().auditConfig.ruleIds].find(([, ids]) => ids.length > 0)!;
    const run = db()
      .runs.get(auditId)!
      .find((item) => item.completed)!;
    const rule = db().rules.get(ruleIds[0]!)!;
    renderRoute(`/settings/rules/snapshots/rule/${ruleSnapshotId(run.id, rule.id)}`);
    expect(await screen.findByRole('table', { name: `Original rule: ${rule.name}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the rule' })).toHaveAttribute(
      'href',
      `/settings/rules/${rule.id}`,
    );
    const missing = renderRoute('/settings/rules/snapshots/tag/12');
    expect(await within(missing.container).findByTestId('error-panel')).toHaveTextContent(
      'Could not find the original of tag condition snapshot 12',
    );
  });
});
