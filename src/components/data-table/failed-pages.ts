import type { FailedPage } from '@/api/paged-read';
import { formatCount } from '@/lib/format';

/** "Page 2 failed (Gateway timeout)" or "Pages 2, 5 and 9 failed (…)": the pages waiting for Retry, from 1. */
export function failedPagesText(failed: readonly FailedPage[]): string {
  const numbers = failed.map(({ page }) => formatCount(page + 1));
  const listed = numbers.length > 1 ? `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}` : numbers[0];
  const reasons = [...new Set(failed.map(({ message }) => message))].join('; ');
  return `${numbers.length > 1 ? 'Pages' : 'Page'} ${listed} failed (${reasons})`;
}
