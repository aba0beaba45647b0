import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { DataTable, type ColumnSpec } from './index';

interface Item {
  id: string;
  name: string;
  size: number;
}

const columns: ColumnSpec<Item>[] = [
  { id: 'name', header: 'Name', accessor: (item) => item.name },
  { id: 'size', header: 'Size', accessor: (item) => item.size, align: 'right' },
];

const items: Item[] = [
  { id: 'a', name: 'Alpha', size: 1 },
  { id: 'b', name: 'Beta', size: 2 },
];

/** Render a table of two linked rows that reports row intent to a spy. */
function renderTable() {
  const onRowIntent = vi.fn<(item: Item) => void>();
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <DataTable
          label="Items"
          data={items}
          columns={columns}
          getRowId={(item) => item.id}
          rowHref={(item) => `/items/${item.id}`}
          onRowIntent={onRowIntent}
          columnsMenu={false}
        />
      </MemoryRouter>
    </MantineProvider>,
  );
  return { user: userEvent.setup(), onRowIntent };
}

const intents = (spy: ReturnType<typeof renderTable>['onRowIntent']) =>
  spy.mock.calls.map(([item]) => item.id);

/** Move the pointer between two elements as a browser does (user-event sends no relatedTarget). */
function movePointer(from: Element, to: Element) {
  fireEvent.pointerOut(from, { relatedTarget: to });
  fireEvent.pointerOver(to, { relatedTarget: from });
}

describe('DataTable onRowIntent', () => {
  it('reports a row once each time the pointer enters it, not on moves inside it', () => {
    const { onRowIntent } = renderTable();
    const alpha = screen.getByRole('link', { name: 'Alpha' });
    const alphaSize = screen.getByText('1');
    const beta = screen.getByRole('link', { name: 'Beta' });
    movePointer(document.body, alpha);
    movePointer(alpha, alphaSize);
    movePointer(alphaSize, alpha);
    expect(intents(onRowIntent)).toEqual(['a']);

    movePointer(alpha, beta);
    movePointer(beta, alpha);
    movePointer(alpha, document.body);
    movePointer(document.body, alpha);
    expect(intents(onRowIntent)).toEqual(['a', 'b', 'a', 'a']);
  });

  it('reports a row when keyboard focus moves into it, once per row', async () => {
    const { user, onRowIntent } = renderTable();
    act(() => screen.getByRole('row', { name: /Alpha/ }).focus());
    expect(intents(onRowIntent)).toEqual(['a']);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Alpha' })).toHaveFocus();
    expect(intents(onRowIntent)).toEqual(['a']);

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('row', { name: /Beta/ })).toHaveFocus();
    expect(intents(onRowIntent)).toEqual(['a', 'b']);
  });
});
