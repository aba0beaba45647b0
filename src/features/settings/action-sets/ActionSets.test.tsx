import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { actionSetStore } from '@mocks/resources/action-sets/store';
import { renderRoute } from '@/test/render-route';
import { settingsRouteMock } from '@/test/settings-route-mock';

const mock = settingsRouteMock();

const sets = () => actionSetStore(mock.ref.current);
const setNamed = (name: string) =>
  sets()
    .all()
    .find((row) => row.name === name)!;

describe('/settings/action-sets', () => {
  it('creates an action set: what a step needs is asked at its field, then one set is created', async () => {
    const before = sets().all().length;
    const user = userEvent.setup();
    renderRoute('/settings/action-sets/new');
    const form = await screen.findByRole('form', { name: 'New action set' });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Close the newsletter pop-up');
    await user.click(within(form).getByRole('button', { name: 'Create action set' }));
    expect(await within(form).findByText('Enter the element selector')).toBeInTheDocument();

    await user.type(within(form).getByRole('textbox', { name: 'Element selector' }), '#newsletter-close');
    await user.dblClick(within(form).getByRole('button', { name: 'Create action set' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Close the newsletter pop-up' }),
    ).toBeInTheDocument();
    expect(sets().all()).toHaveLength(before + 1);
    expect(setNamed('Close the newsletter pop-up').actions[0]).toMatchObject({
      actionType: 'click',
      sequence: 0,
      selectors: [{ selectorType: 'css', value: '#newsletter-close' }],
    });
  });

  it('saves the actions in their new order, keeping their ids', async () => {
    const set = setNamed('Sign in as the QA customer');
    const [first, second] = set.actions;
    const user = userEvent.setup();
    renderRoute(`/settings/action-sets/${set.id}`);
    const form = await screen.findByRole('form', { name: `Edit ${set.name}` });
    await user.click(within(form).getByRole('button', { name: 'Move step 1 down' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText(/Saved at/)).toBeInTheDocument();
    expect(
      setNamed(set.name)
        .actions.slice(0, 2)
        .map((action) => action.id),
    ).toEqual([second!.id, first!.id]);
  });

  it('sets the rules checked after an action, in its drawer', async () => {
    const set = setNamed('Sign in as the QA customer');
    const submit = set.actions[3]!;
    const rule = mock.ref.current.rules.all()[0]!;
    const user = userEvent.setup();
    renderRoute(`/settings/action-sets/${set.id}`);
    await user.click(await screen.findByRole('button', { name: 'Page filter and rules of step 4' }));
    const drawer = await screen.findByRole('dialog', { name: 'Action' });
    await user.click(await within(drawer).findByRole('combobox', { name: 'Rules' }));
    await user.click(await screen.findByRole('option', { name: rule.name, hidden: true }));
    await user.click(within(drawer).getByRole('button', { name: 'Save rules' }));
    expect(await within(drawer).findByText(/Saved at/)).toBeInTheDocument();
    expect(setNamed(set.name).ruleIds[submit.id!]).toEqual([rule.id]);
  });
});
