import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { DataTable, type ColumnSpec } from './index';

interface Item {
  id: string;
  name: string;
  size: number;
  note: string;
}

const columns: ColumnSpec<Item>[] = [
  { id: 'name', header: 'Name', accessor: (item) => item.name },
  { id: 'size', header: 'Size', accessor: (item) => item.size },
  { id: 'note', header: 'Note', accessor: (item) => item.note, sortable: false },
];

/** A table of three resizable columns: two sortable, one not; a button before it to tab from. */
function renderTable() {
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <button type="button">Before</button>
        <DataTable
          label="Items"
          data={[{ id: 'a', name: 'Alpha', size: 3, note: 'first' }]}
          columns={columns}
          getRowId={(item) => item.id}
          columnsMenu={false}
        />
      </MemoryRouter>
    </MantineProvider>,
  );
  return userEvent.setup();
}

describe('DataTable header keyboard', () => {
  it('takes one tab stop per column: the sort button, or the width slider of a column that does not sort', async () => {
    const user = renderTable();
    screen.getByRole('button', { name: 'Before' }).focus();
    const stops: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await user.tab();
      const focused = document.activeElement as HTMLElement;
      stops.push(
        `${focused.getAttribute('role') ?? focused.tagName.toLowerCase()} ${focused.closest('th')?.getAttribute('aria-label')}`,
      );
    }
    expect(stops).toEqual(['button Name', 'button Size', 'slider Note']);
  });

  it('resizes a sortable column from its sort button with Shift+arrow keys', async () => {
    const user = renderTable();
    const sortButton = screen.getByRole('button', { name: 'Size' });
    expect(sortButton).toHaveAttribute('aria-keyshortcuts', 'Shift+ArrowLeft Shift+ArrowRight');
    const slider = screen.getByRole('slider', { name: 'Width of column Size' });
    const before = Number(slider.getAttribute('aria-valuenow'));
    sortButton.focus();
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
    expect(slider).toHaveAttribute('aria-valuenow', String(before + 32));
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(slider).toHaveAttribute('aria-valuenow', String(before + 16));
    expect(sortButton).toHaveFocus();
  });
});
