import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { PrintControl } from './PrintControl';
import { renderPagedTableScreen } from './paged-table-screen';
import { holdPrint, requestPrint, setPrintPhase } from './print-store';

/** A screen with the print action and a paged table of `total` rows, 50 on screen. */
const renderScreen = (total: number, gate: { current?: Promise<void> } = {}) =>
  renderPagedTableScreen(<PrintControl />, total, gate);

afterEach(() => {
  vi.restoreAllMocks();
  act(() => setPrintPhase('idle'));
});

describe('Print / Save as PDF', () => {
  it('reads every row the print needs, then opens the print dialog on the whole table, and returns after it', async () => {
    let release = () => {};
    const gate = { current: new Promise<void>((resolve) => (release = resolve)) };
    const { user, bodyRows } = renderScreen(1200, gate);
    let rowsWhenPrinted = 0;
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      rowsWhenPrinted = bodyRows();
    });
    await user.click(screen.getByRole('button', { name: 'Print / Save as PDF' }));
    const preparing = await screen.findByRole('dialog', { name: 'Preparing the print' });
    expect(await within(preparing).findByText('Preparing… 1,000 of 1,200 rows')).toBeVisible();
    expect(print).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(rowsWhenPrinted).toBe(1200);
    act(() => void window.dispatchEvent(new Event('afterprint')));
    // Back to the screen: the page of 50 rows, virtualized again.
    expect(bodyRows()).toBeLessThanOrEqual(50);

    // A second print reads the rows again: it waits for them, as the first did.
    gate.current = new Promise<void>((resolve) => (release = resolve));
    await user.click(screen.getByRole('button', { name: 'Print / Save as PDF' }));
    expect(await screen.findByText('Preparing… 1,000 of 1,200 rows')).toBeVisible();
    expect(print).toHaveBeenCalledTimes(1);
    release();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    expect(rowsWhenPrinted).toBe(1200);
    act(() => void window.dispatchEvent(new Event('afterprint')));
  });

  it('waits for a part still arriving (a chart whose code loads) before opening the print dialog', async () => {
    const { user } = renderScreen(20);
    let arriving: (() => void) | undefined;
    act(() => {
      arriving = holdPrint();
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Print / Save as PDF' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(print).not.toHaveBeenCalled();
    act(() => arriving!());
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    act(() => void window.dispatchEvent(new Event('afterprint')));
  });

  it('says when a screen holds more than 5,000 rows and offers the download instead of printing', async () => {
    const { user } = renderScreen(6000);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Print / Save as PDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Too many rows to print' });
    expect(dialog).toHaveTextContent('This screen holds 6,000 rows; a print holds at most 5,000.');
    expect(within(dialog).getByRole('button', { name: 'Download Pages (6,000 rows, CSV)' })).toBeVisible();
    expect(print).not.toHaveBeenCalled();
  });

  it('takes the command palette’s print request', async () => {
    renderScreen(120);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    act(() => requestPrint());
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });
});
