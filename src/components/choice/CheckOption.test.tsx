import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckOption } from './CheckOption';

describe('CheckOption', () => {
  it('is a checkbox named by its label, toggled by a click on the label or Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<CheckOption label="Page title" checked={false} onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Page title' });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText('Page title'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    rerender(<CheckOption label="Page title" checked onChange={onChange} />);
    expect(box).toBeChecked();
    box.focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('takes no change while disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CheckOption label="Final page URL" checked disabled onChange={onChange} />);
    expect(screen.getByRole('checkbox', { name: 'Final page URL' })).toBeDisabled();
    await user.click(screen.getByText('Final page URL'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
