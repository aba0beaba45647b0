import type { ColumnSpec } from '@/components/data-table';
import { col } from '../columns';
import { itemParam } from '@/lib/routes/item-param';
import type { FamilyScreenOf, ReportRow } from '../types';
import { pagesTable, pagesView } from './shared/tables';

const tagOf = (row: ReportRow) => row.tag as { tagId?: number; tagName?: string } | undefined;

/** The tag a file belongs to; the id is the server's sort field. */
const tagColumn: ColumnSpec<ReportRow> = {
  id: 'tag.tagName',
  header: 'Tag',
  width: 200,
  accessor: (row) => tagOf(row)?.tagName,
};

/** The file a row names, as the file-pages request wants it. */
const fileOf = (row: ReportRow) => ({
  filename: row.filename,
  requestDomain: row.requestDomain,
  partyType: row.partyType,
  fileChangeType: row.fileChangeType,
  tagId: tagOf(row)?.tagId,
});

const fileText = (value: string) => {
  const file = itemParam.read(value);
  return file ? `${String(file.filename)} (${String(file.requestDomain)})` : value;
};

/** File changes: which tag files are new, changed or gone since the previous run, and where they load. */
export const fileChangesScreen: FamilyScreenOf<'file-changes'> = {
  label: 'File changes',
  description:
    'The tag script files this run loaded compared with the previous completed run: which are new, changed in size or date, unchanged or gone, and the pages that load them.',
  summary: {
    op: 'summary',
    tiles: [
      { label: 'Pages', field: 'filteredPageCount', drill: { view: 'pages' } },
      {
        label: 'Changed files',
        field: 'filteredChangedFileCount',
        drill: { view: 'files', params: { changeType: 'changed_file' } },
      },
      {
        label: 'New files',
        field: 'filteredNewFileCount',
        drill: { view: 'files', params: { changeType: 'new_file' } },
      },
      { label: 'Files with a new date', field: 'filteredFileDateDifferenceCount' },
      { label: 'Files with a new size', field: 'filteredFileSizeDifferenceCount' },
    ],
  },
  views: [
    {
      id: 'files',
      label: 'Files',
      params: { changeType: 'Change', file: 'File' },
      paramText: { file: fileText },
      tables: [
        {
          id: 'files',
          title: 'Files',
          op: 'files',
          rows: 'files',
          rowId: (row) => `${String(row.requestDomain)}/${String(row.filename)}`,
          bodyParams: ['changeType'],
          columns: [
            col.text('filename', 'File', { width: 240 }),
            col.label('fileChangeType', 'Change', 'fileChange', { width: 150 }),
            col.number('largestSizeDifference', 'Size change', 'bytes'),
            col.number('largestDateDifference', 'Date change (minutes)'),
            col.number('pageCount', 'Pages'),
            tagColumn,
            col.text('requestDomain', 'Domain', { width: 240 }),
            col.label('partyType', 'Party', 'cookieParty', { width: 130, defaultHidden: true }),
          ],
          select: (row) => ({ file: itemParam.write(fileOf(row)) }),
          selectLabel: (row) => String(row.filename),
        },
        pagesTable({
          id: 'file-pages',
          title: 'Pages that loaded the selected file',
          op: 'filePages',
          needs: ['file'],
          bodyFrom: (params) => ({ file: itemParam.read(params.file) }),
        }),
      ],
    },
    pagesView([], { changeType: 'Change' }),
  ],
};
