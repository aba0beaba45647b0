import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DataTable, type ColumnSpec } from './index';

interface Row {
  id: string;
}

const columns: ColumnSpec<Row>[] = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({
  id,
  header: `Column ${id}`,
  width: 200,
  accessor: (row) => `${row.id}${id}`,
}));

function table(revealColumnId?: string) {
  return (
    <MantineProvider env="test">
      <MemoryRouter>
        <DataTable
          label="Wide"
          data={[{ id: 'r1' }]}
          columns={columns}
          getRowId={(row) => row.id}
          revealColumnId={revealColumnId}
        />
      </MemoryRouter>
    </MantineProvider>
  );
}

/** Lay the table out as a browser would (jsdom has no layout): 200 px columns in a 400 px frame. */
function layOut(frame: HTMLElement) {
  let scrollLeft = 0;
  Object.defineProperty(frame, 'clientWidth', { configurable: true, get: () => 400 });
  Object.defineProperty(frame, 'scrollLeft', {
    configurable: true,
    get: () => scrollLeft,
    set: (value: number) => (scrollLeft = value),
  });
  frame.querySelectorAll('thead th').forEach((header, at) => {
    Object.defineProperty(header, 'offsetLeft', { configurable: true, get: () => at * 200 });
    Object.defineProperty(header, 'offsetWidth', { configurable: true, get: () => 200 });
  });
}

describe('DataTable revealColumnId', () => {
  it('scrolls the frame sideways to the column asked for, and back', () => {
    const view = render(table());
    const frame = screen.getByRole('table', { name: 'Wide' }).parentElement!;
    layOut(frame);
    expect(frame.scrollLeft).toBe(0);

    view.rerender(table('f'));
    // Its right edge (1,200 px) at the frame's right edge.
    expect(frame.scrollLeft).toBe(800);

    view.rerender(table('b'));
    expect(frame.scrollLeft).toBe(200);
  });
});
