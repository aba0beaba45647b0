import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeUrl } from './SafeUrl';

function renderUrl(url: string) {
  render(
    <MantineProvider env="test">
      <SafeUrl url={url} />
    </MantineProvider>,
  );
}

describe('SafeUrl', () => {
  it('links an http(s) URL in a new tab without opener or referrer', () => {
    renderUrl('https://shop.example/p?xss="><svg onload=alert(1)>');
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.getAttribute('href')).toMatch(/^https:\/\/shop\.example\//);
  });

  it('shows a script URL as text, never as a link', () => {
    renderUrl(' JaVa\tScRiPt:alert(1)');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(/ScRiPt:alert\(1\)/)).toBeInTheDocument();
  });
});
