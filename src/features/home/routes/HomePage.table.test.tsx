import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_DAY, TEST_NOW } from '@mocks/lib/test-clock';
import { catchDownloads, csvRecords } from '@/test/catch-downloads';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock({ now: SEED_DAY });

beforeEach(() => {
  vi.useFakeTimers({ now: TEST_NOW, shouldAdvanceTime: true, toFake: ['Date'] });
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/?view=table (Home as one table of every change)', () => {
  it('lists every item of every section, filters by kind in the address, and downloads every row with its audit and unit', async () => {
    const files = catchDownloads();
    const { router } = renderRoute('/?period=7d&view=table');
    const table = await screen.findByRole(
      'table',
      { name: 'Changes across the account' },
      { timeout: 60_000 },
    );
    const kinds = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent ?? '');
    expect(kinds.some((text) => text.includes('Failed or stopped run'))).toBe(true);
    expect(kinds.some((text) => text.includes('Score drop'))).toBe(true);
    expect(kinds.some((text) => text.includes('Pages newly broken'))).toBe(true);

    await userEvent.click(screen.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pages newly broken', hidden: true }));
    expect(router.state.location.search).toContain('kind=broken');
    const count = Number(
      /^([\d,]+) changes? since/.exec(screen.getByText(/changes? since/).textContent!)![1]!.replace(/,/g, ''),
    );
    expect(count).toBeGreaterThan(0);
    for (const row of within(table).getAllByRole('row').slice(1))
      expect(row).toHaveTextContent('Pages newly broken');

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(files).toHaveLength(1);
    expect(files[0]!.name).toBe('changes-broken.csv');
    const [header, ...records] = await csvRecords(files[0]!);
    expect(header).toEqual(
      expect.arrayContaining(['Audit', 'Sub-folder', 'Kind', 'What changed', 'Count', 'Unit']),
    );
    expect(records).toHaveLength(count);
    const audit = header!.indexOf('Audit');
    const unit = header!.indexOf('Unit');
    const names = new Set(mock.ref.current.audits.all().map((row) => row.name));
    for (const record of records) {
      expect(names.has(record[audit]!)).toBe(true);
      expect(record[unit]).toBe('pages');
    }
  }, 90_000);
});
