import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceSegments } from './ChoiceSegments';

const ranges = [
  { value: 'run', label: 'Up to this run', disabled: true },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
];

function Controlled({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('7');
  return (
    <ChoiceSegments
      aria-label="Trend range"
      data={ranges}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('ChoiceSegments', () => {
  it('is a named radio group whose checked choice follows clicks and the arrow keys', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Trend range' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '7 days' })).toBeChecked();

    await userEvent.click(screen.getByText('30 days'));
    expect(onChange).toHaveBeenLastCalledWith('30');
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '7 days' })).not.toBeChecked();

    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '7 days' })).toBeChecked();
  });

  it('does not choose a disabled choice', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const disabled = screen.getByRole('radio', { name: 'Up to this run' });
    expect(disabled).toBeDisabled();
    await userEvent.click(screen.getByText('Up to this run'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: '7 days' })).toBeChecked();
  });

  it('takes its name from a visible label, and disables every choice in a read-only form', () => {
    render(
      <>
        <span id="mode-label">Match</span>
        <ChoiceSegments
          aria-labelledby="mode-label"
          data={[
            { value: 'all', label: 'All filters' },
            { value: 'any', label: 'Any filter' },
          ]}
          value="all"
          onChange={() => {}}
          disabled
        />
      </>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Match' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All filters' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Any filter' })).toBeDisabled();
  });
});
