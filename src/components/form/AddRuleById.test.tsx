import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { AddRuleById } from './AddRuleById';

function renderField(ruleIds: number[]) {
  const onAdd = vi.fn();
  render(
    <MantineProvider theme={theme} env="test">
      <AddRuleById ruleIds={ruleIds} onAdd={onAdd} alreadyListed={(id) => `Rule ${id} is already listed`} />
    </MantineProvider>,
  );
  return { onAdd, field: screen.getByRole('textbox', { name: /Add a rule by id/ }) };
}

describe('AddRuleById', () => {
  it('adds a new id with Enter and empties the field', async () => {
    const { onAdd, field } = renderField([3]);
    await userEvent.type(field, '12{Enter}');
    expect(onAdd).toHaveBeenCalledWith(12);
    expect(field).toHaveValue('');
  });

  it('explains an empty id and a listed one, keeps the typed id and adds nothing', async () => {
    const { onAdd, field } = renderField([3]);
    await userEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(screen.getByText('Enter a rule id')).toBeInTheDocument();
    await userEvent.type(field, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(screen.getByText('Rule 3 is already listed')).toBeInTheDocument();
    expect(field).toHaveValue('3');
    expect(onAdd).not.toHaveBeenCalled();
  });
});
