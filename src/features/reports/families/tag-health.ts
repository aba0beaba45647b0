import type { ColumnSpec } from '@/components/data-table';
import { col, formatFigure } from '../columns';
import type { FamilyScreenOf, ReportRow, ReportTable } from '../types';
import { pagesTable, tagAccountsTable, tagsTable, tagsView } from './shared/tables';

/** A count inside one of the row's distribution objects; its id is the `group.key` path the server sorts by. */
function bucket(group: string, key: string, header: string): ColumnSpec<ReportRow> {
  const read = (row: ReportRow) => {
    const value = (row[group] as Record<string, unknown> | undefined)?.[key];
    return typeof value === 'number' ? value : undefined;
  };
  return {
    id: `${group}.${key}`,
    header,
    accessor: read,
    align: 'right',
    width: 120,
    cell: (row) => formatFigure(read(row)),
  };
}

/** Columns of a tag's (or account's) request figures. */
const figureColumns = [
  col.number('tagInstanceCount', 'Tag requests'),
  col.number('tagRequestSizeAverage', 'Avg. size', 'bytes'),
  bucket('tagLoadTimeDistribution', 'below500', '< 500 ms'),
  bucket('tagLoadTimeDistribution', '500to1000', '500–1000 ms'),
  bucket('tagLoadTimeDistribution', '1000to2000', '1–2 s'),
  bucket('tagLoadTimeDistribution', 'above2000', '≥ 2 s'),
  bucket('tagStatusCodeDistribution', 'good', 'Good'),
  bucket('tagStatusCodeDistribution', 'redirect', 'Redirected'),
  bucket('tagStatusCodeDistribution', 'broken', 'Broken'),
];

const pageTableColumns = [
  col.number('filteredTagLoadTimeAverage', 'Avg. tag load time', 'ms'),
  col.number('filteredTagRequestSizeAverage', 'Avg. tag size', 'bytes'),
  col.number('filteredTagInstanceCount', 'Tag requests'),
  col.number('filteredBrokenTagCount', 'Broken tag requests'),
];

/** The tags table: select a tag for the tables below it. */
function figureTagsTable(
  id: string,
  title: string,
  body?: Record<string, unknown>,
): ReportTable & { op: 'tags' } {
  return tagsTable({
    id,
    title,
    body,
    columns: [...figureColumns, col.number('filteredTagAccountCount', 'Accounts')],
  });
}

/** A page table (server-paged) with a fixed request filter and the selected tag. */
function figurePagesTable(
  id: string,
  title: string,
  body?: Record<string, unknown>,
): ReportTable & { op: 'pages' } {
  return pagesTable({ id, title, body, bodyParams: ['tagId'], columns: pageTableColumns });
}

const broken = { tagStatusCode: 'broken' };
const slow = { tagLoadTime: { min: 2000 } };

/** Tag health: how fast and how large tag requests are, and which of them failed. */
export const tagHealthScreen: FamilyScreenOf<'tag-health'> = {
  label: 'Tag health',
  description:
    'How long tag requests took to load and how large they were, which tags are slow (2 s or more) and which failed.',
  summary: {
    op: 'summary',
    tiles: [
      { label: 'Pages', field: 'filteredPageCount', drill: { view: 'pages' } },
      { label: 'Tag requests', field: 'filteredTagInstanceCount' },
      { label: 'Avg. tag load time', field: 'filteredTagLoadTimeAverage', format: 'ms' },
      { label: 'Avg. tag request size', field: 'filteredTagRequestSizeAverage', format: 'bytes' },
      { label: 'Slow tag requests', field: 'filteredSlowTagCount' },
      { label: 'Slow tag requests (%)', field: 'filteredSlowTagPercentage', format: 'percent' },
      { label: 'Broken tag requests', field: 'filteredBrokenTagCount' },
      { label: 'Broken tag requests (%)', field: 'filteredBrokenTagPercentage', format: 'percent' },
    ],
  },
  trends: [
    {
      name: 'average_tag_load_time',
      label: 'Avg. tag load time',
      runField: 'totalTagLoadTimeAverage',
      format: 'ms',
    },
    {
      name: 'average_tag_request_size',
      label: 'Avg. tag request size',
      runField: 'totalTagRequestSizeAverage',
      format: 'bytes',
    },
    { name: 'slow_tags', label: 'Slow tag requests', runField: 'totalSlowTagCount' },
    {
      name: 'slow_tag_percentage',
      label: 'Slow tag requests (%)',
      runField: 'slowTagPercentage',
      format: 'percent',
    },
    { name: 'broken_tags', label: 'Broken tag requests', runField: 'totalBrokenTagCount' },
    {
      name: 'broken_tag_percentage',
      label: 'Broken tag requests (%)',
      runField: 'brokenTagPercentage',
      format: 'percent',
    },
    { name: 'tag_requests', label: 'Tag requests', runField: 'totalTagInstanceCount' },
  ],
  views: [
    tagsView([
      figureTagsTable('tags', 'Tags by load time and status'),
      tagAccountsTable(figureColumns),
      {
        ...figurePagesTable('pages', 'Pages with the selected tag'),
        needs: ['tagId'],
        bodyParams: ['tagId', 'tagAccount'],
      },
    ]),
    {
      id: 'broken',
      label: 'Broken tags',
      params: { tagId: 'Tag' },
      tables: [
        figureTagsTable('broken-tags', 'Tags with failed requests', broken),
        figurePagesTable('broken-pages', 'Pages with failed tag requests', broken),
      ],
    },
    {
      id: 'slow',
      label: 'Slow tags',
      params: { tagId: 'Tag' },
      tables: [
        figureTagsTable('slow-tags', 'Tags with requests of 2 s or more', slow),
        figurePagesTable('slow-pages', 'Pages with slow tag requests', slow),
      ],
    },
    {
      id: 'pages',
      label: 'Pages',
      tables: [figurePagesTable('pages', 'Pages')],
    },
  ],
};
