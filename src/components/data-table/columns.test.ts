import { describe, expect, it } from 'vitest';
import { buildColumnDefs, contentWidth, headerWidth } from './columns';

describe('headerWidth', () => {
  it('gives a column room for its header on two lines, split at the best word break', () => {
    // "Pages with tag" / "Pages without tag" must not end as the same cut-off "Pages wit…".
    expect(headerWidth('Pages without tag')).toBeGreaterThanOrEqual(Math.ceil('without tag'.length * 8));
    expect(headerWidth('Unique count of Cookie domain')).toBeGreaterThan(headerWidth('Unique count'));
    expect(headerWidth('ID')).toBeLessThan(100);
  });

  it('stops growing at 320 px: a longer header takes a third line instead', () => {
    expect(headerWidth('A very long header that names its column in far too many words, twice over')).toBe(
      320,
    );
  });
});

describe('contentWidth', () => {
  it('fits the longest text between the bounds', () => {
    const name = 'Acme Outdoors US — Homepage & global navigation';
    expect(contentWidth([name, 'short'], 220, 480)).toBeGreaterThan(name.length * 8);
    expect(contentWidth(['a'], 220, 480)).toBe(220);
    expect(contentWidth(['x'.repeat(500)], 220, 480)).toBe(480);
  });
});

describe('buildColumnDefs', () => {
  it('starts a column at least as wide as its header needs, but leaves control columns alone', () => {
    const [wide, control] = buildColumnDefs<{ id: string }>([
      { id: 'a', header: 'Pages without tag', accessor: (row) => row.id, width: 90 },
      { id: 'b', header: 'Select all rows', accessor: () => '', width: 40, control: true },
    ]);
    expect(wide?.size).toBe(headerWidth('Pages without tag'));
    expect(control?.size).toBe(40);
  });
});
