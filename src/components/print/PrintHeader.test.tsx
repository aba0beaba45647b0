import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PrintHeader } from './PrintHeader';
import { renderPagedTableScreen } from './paged-table-screen';
import { setPrintPhase } from './print-store';

/** A screen with its print header and a paged table of 67 rows, 50 on screen. */
const renderScreen = () => renderPagedTableScreen(<PrintHeader title="Pages" />, 67);

afterEach(() => act(() => setPrintPhase('idle')));

describe("the browser's own Print (Ctrl+P) of a paged table", () => {
  it('says on paper that it printed the page on screen, not every row', () => {
    renderScreen();
    expect(screen.queryByText(/^Printed 50 of 67 rows/)).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getByText('Printed 50 of 67 rows of Pages — use Print for every row')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.queryByText(/^Printed 50 of 67 rows/)).not.toBeInTheDocument();
  });
});
