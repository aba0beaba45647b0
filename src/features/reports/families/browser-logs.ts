import type { ColumnSpec } from '@/components/data-table';
import { col } from '../columns';
import type { FamilyScreenOf, ReportRow } from '../types';
import { pagesTable, pagesView } from './shared/tables';

/** The tag a message came from (its `relatedTag`); the id is the server's sort field. */
const relatedTagColumn: ColumnSpec<ReportRow> = {
  id: 'relatedTag.tagName',
  header: 'Related tag',
  width: 200,
  accessor: (row) => {
    const tag = row.relatedTag as { tagName?: string } | undefined;
    return tag?.tagName;
  },
};

const relatedTagId = (row: ReportRow) => (row.relatedTag as { tagId?: number } | undefined)?.tagId;

const countColumns = [
  col.number('errorLogCount', 'Errors'),
  col.number('warnLogCount', 'Warnings'),
  col.number('infoLogCount', 'Info'),
  col.number('debugLogCount', 'Debug'),
  col.number('otherLogCount', 'Other'),
];

/** Browser logs: what the run's pages wrote to the browser console, the most common messages and where. */
export const browserLogsScreen: FamilyScreenOf<'browser-logs'> = {
  label: 'Browser logs',
  description:
    'The messages the run’s pages wrote to the browser console by level, which messages are most common, which tag they came from and the pages they appear on.',
  summary: {
    op: 'summary',
    tiles: [
      { label: 'Pages', field: 'filteredPageCount', drill: { view: 'pages' } },
      { label: 'Errors', field: 'errorLogCount' },
      { label: 'Warnings', field: 'warnLogCount' },
      { label: 'Info', field: 'infoLogCount' },
      { label: 'Debug', field: 'debugLogCount' },
      { label: 'Other', field: 'otherLogCount' },
    ],
  },
  trends: [
    { name: 'error_logs', label: 'Errors', runField: 'errorLogCount' },
    { name: 'warn_logs', label: 'Warnings', runField: 'warnLogCount' },
    { name: 'info_logs', label: 'Info', runField: 'infoLogCount' },
    { name: 'debug_logs', label: 'Debug', runField: 'debugLogCount' },
    { name: 'other_logs', label: 'Other', runField: 'otherLogCount' },
  ],
  views: [
    {
      id: 'messages',
      label: 'Messages',
      params: { level: 'Level', tagId: 'Related tag' },
      tables: [
        {
          id: 'messages',
          title: 'Most common messages',
          op: 'messages',
          rows: 'messages',
          rowId: (row) => `${String(row.level)}:${relatedTagId(row) ?? ''}:${String(row.message)}`,
          columns: [
            col.text('level', 'Level', { width: 100 }),
            col.text('message', 'Message', { width: 420 }),
            col.number('logCount', 'Messages'),
            col.number('pageCount', 'Pages'),
            relatedTagColumn,
          ],
          select: (row) => {
            const tagId = relatedTagId(row);
            return { level: String(row.level), ...(tagId === undefined ? {} : { tagId }) };
          },
          selectLabel: (row) => String(row.message),
        },
        pagesTable({
          id: 'pages',
          title: 'Pages with messages of the selected level and tag',
          needs: ['level'],
          bodyParams: ['level', 'tagId'],
          columns: countColumns,
        }),
      ],
    },
    pagesView(countColumns, { level: 'Level' }),
  ],
};
