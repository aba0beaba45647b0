import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { TextChip } from './TextChip';

describe('TextChip', () => {
  it('shows a long name on one line and keeps the full name in its title', () => {
    const name = `Marketing${'Aa0'.repeat(700)}`;
    render(
      <MantineProvider theme={theme} env="test">
        <TextChip text={name} size="xs" variant="outline" />
      </MantineProvider>,
    );
    const label = screen.getByText(name);
    expect(label.closest('[title]')).toHaveAttribute('title', name);
  });
});
