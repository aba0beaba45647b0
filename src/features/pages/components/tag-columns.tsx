import { Badge, Button } from '@mantine/core';
import type { PageTag } from '@/api/pages/schemas';
import type { ColumnSpec } from '@/components/data-table';
import { formatBytes, formatCount, formatMs } from '@/lib/format';

/** Broken when any request of the tag answered with an error (or not at all). */
export const isBrokenTag = (tag: PageTag) =>
  (tag.pageTagInstances ?? []).some(
    (instance) => (instance.statusCode ?? 0) >= 400 || instance.statusCode === 0,
  );

const accounts = (tag: PageTag) =>
  [...new Set((tag.pageTagInstances ?? []).map((instance) => instance.account).filter(Boolean))].join(', ');

const variableCount = (tag: PageTag) => tag.pageTagInstances?.[0]?.tagInstanceVariables?.length ?? 0;

/** Duplicates and multiples in words. */
export function repeatsText(tag: PageTag): string {
  const duplicates = tag.tagDuplicateRequestCount ?? 0;
  const multiples = tag.tagMultipleRequestCount ?? 0;
  if (!duplicates && !multiples) return 'Fired once';
  const parts = [];
  if (duplicates) parts.push(`${duplicates} duplicate${duplicates === 1 ? '' : 's'}`);
  if (multiples) parts.push(`${multiples} multiple${multiples === 1 ? '' : 's'}`);
  return parts.join(', ');
}

/** Columns of the page's tags; `onShowVariables` opens a tag's variables below the table. */
export function tagColumns(onShowVariables: (tag: PageTag) => void): ColumnSpec<PageTag>[] {
  return [
    { id: 'name', header: 'Tag', width: 200, hideable: false, accessor: (tag) => tag.name },
    { id: 'category', header: 'Category', width: 160, accessor: (tag) => tag.category },
    { id: 'account', header: 'Account', width: 200, mono: true, accessor: accounts },
    {
      id: 'requests',
      header: 'Requests',
      width: 100,
      align: 'right',
      accessor: (tag) => tag.tagRequestCount ?? tag.pageTagInstances?.length,
      cell: (tag) => formatCount(tag.tagRequestCount ?? tag.pageTagInstances?.length),
    },
    {
      id: 'repeats',
      header: 'Duplicates',
      width: 150,
      accessor: repeatsText,
      cell: (tag) =>
        (tag.tagDuplicateRequestCount ?? 0) + (tag.tagMultipleRequestCount ?? 0) > 0 ? (
          <Badge color="yellow" variant="light" radius="sm" tt="none">
            {repeatsText(tag)}
          </Badge>
        ) : (
          repeatsText(tag)
        ),
    },
    {
      id: 'status',
      header: 'Status',
      width: 110,
      accessor: (tag) => (isBrokenTag(tag) ? 'Broken' : 'Working'),
      cell: (tag) => (
        <Badge color={isBrokenTag(tag) ? 'red' : 'teal'} variant="light" radius="sm" tt="none">
          {isBrokenTag(tag) ? 'Broken' : 'Working'}
        </Badge>
      ),
    },
    {
      id: 'loadTime',
      header: 'Load time',
      unit: 'ms',
      width: 110,
      align: 'right',
      accessor: (tag) => tag.pageTagInstances?.[0]?.loadTime,
      cell: (tag) => formatMs(tag.pageTagInstances?.[0]?.loadTime),
    },
    {
      id: 'bytes',
      header: 'Size',
      unit: 'bytes',
      width: 100,
      align: 'right',
      accessor: (tag) => tag.pageTagInstances?.[0]?.bytes,
      cell: (tag) => formatBytes(tag.pageTagInstances?.[0]?.bytes),
    },
    {
      id: 'variables',
      header: 'Variables',
      width: 150,
      align: 'right',
      accessor: variableCount,
      cell: (tag) =>
        variableCount(tag) === 0 ? (
          'none'
        ) : (
          <Button size="compact-xs" variant="subtle" onClick={() => onShowVariables(tag)}>
            Show {variableCount(tag)} variables
          </Button>
        ),
    },
  ];
}
