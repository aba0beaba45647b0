import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { GRID_PAGE_SIZE_MAX, GRID_PAGE_SIZE_MIN } from '@/api/grid/query-schemas';
import type { Pagination as PaginationMetadata } from '@/api/pagination';
import { formatCount } from '@/lib/format';

/** Page sizes offered, from the reference's minimum to its maximum. */
export const PAGE_SIZES = [GRID_PAGE_SIZE_MIN, 25, 50, 100, 250, 500, 1000, 2500, 5000, GRID_PAGE_SIZE_MAX];

interface GridPagerProps {
  pagination: PaginationMetadata;
  /** Zero-based page of the query. */
  page: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

const controlLabels = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};

/** "Rows 101–200 of 5,432", page buttons and the page size (server-side paging). */
export function GridPager({ pagination, page, size, onPage, onSize }: GridPagerProps) {
  const first = pagination.totalCount === 0 ? 0 : page * size + 1;
  const last = page * size + pagination.currentPageSize;
  const sizes = PAGE_SIZES.includes(size) ? PAGE_SIZES : [...PAGE_SIZES, size].sort((a, b) => a - b);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="grid-row-range">
        {pagination.totalCount === 0
          ? 'No rows'
          : `Rows ${formatCount(first)}–${formatCount(last)} of ${formatCount(pagination.totalCount)}`}
      </Text>
      <Group gap="sm" wrap="wrap">
        {pagination.totalPageCount > 1 && (
          <nav aria-label="Result pages">
            <Pagination
              size="sm"
              total={pagination.totalPageCount}
              value={page + 1}
              onChange={(next) => onPage(next - 1)}
              withEdges
              getItemProps={(item) => ({
                'aria-label': `Page ${item}`,
                'aria-current': item === page + 1 ? 'page' : undefined,
              })}
              getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
            />
          </nav>
        )}
        <NativeSelect
          size="xs"
          label="Rows per page"
          styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 } }}
          value={String(size)}
          data={sizes.map((value) => ({ value: String(value), label: formatCount(value) }))}
          onChange={(event) => onSize(Number(event.currentTarget.value))}
        />
      </Group>
    </Group>
  );
}
