import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { TextChip } from './TextChip';

describe('TextChip', () => {
  it('keeps a long name inside its box and the full name in its title', () => {
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
