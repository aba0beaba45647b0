import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { DataTable, type ColumnSpec } from './index';

interface Item {
  id: string;
  name: string;
}

const columns: ColumnSpec<Item>[] = [
  {
    id: 'pick',
    header: 'Pick',
    width: 48,
    control: true,
    sortable: false,
    accessor: () => undefined,
    cell: (item) => <input type="checkbox" aria-label={`Pick ${item.name}`} />,
    headerCell: <input type="checkbox" aria-label="Pick every item" />,
  },
  { id: 'name', header: 'Name', accessor: (item) => item.name },
];

/** A table of linked rows whose first column holds a control of its own. */
function renderTable() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <DataTable
            label="Items"
            data={[
              { id: 'a', name: 'Alpha' },
              { id: 'b', name: 'Beta' },
            ]}
            columns={columns}
            getRowId={(item) => item.id}
            rowHref={(item) => `/items/${item.id}`}
            columnsMenu={false}
          />
        ),
      },
      { path: '/items/:id', element: <p>Item page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('DataTable control columns', () => {
  it('shows the header control in place of the column name', () => {
    renderTable();
    const header = screen.getByRole('columnheader', { name: 'Pick every item' });
    expect(within(header).getByRole('checkbox')).toBeInTheDocument();
    expect(within(header).queryByRole('slider')).not.toBeInTheDocument();
  });

  it('links the first cell that is not a control, and a click on the control stays on the page', async () => {
    const { router, user } = renderTable();
    const row = screen.getByRole('row', { name: /Alpha/ });
    expect(within(row).getByRole('link', { name: 'Alpha' })).toHaveAttribute('href', '/items/a');
    expect(within(row).getByRole('checkbox', { name: 'Pick Alpha' }).closest('a')).toBeNull();

    await user.click(within(row).getByRole('checkbox', { name: 'Pick Alpha' }));
    expect(within(row).getByRole('checkbox', { name: 'Pick Alpha' })).toBeChecked();
    expect(router.state.location.pathname).toBe('/');
  });
});
