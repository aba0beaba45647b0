import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { auditQueries, type RunSortField } from '@/api/audits/queries';
import type { Domain } from '@/api/domains/schemas';
import type { Folder } from '@/api/folders/schemas';
import { DataTable, type ColumnSpec, type SortRule } from '@/components/data-table';
import { compareNames } from '@/lib/compare';
import { paths } from '@/lib/routes';
import type { LibraryAudit } from '../library';
import type { LibraryRow } from '../library-row';
import { libraryColumns } from './library-columns';

/** Rows whose runs one grid read fetches, when they come into view. */
const ROWS_PER_READ = 50;

/** A row of the flat list: a library row with the names of its folder and sub-folder. */
interface FlatRow extends LibraryRow {
  folderName: string;
  subFolderName: string;
}

/** The run columns the service sorts the whole account by, and the grid field of each. */
const runSorts: Partial<Record<string, RunSortField>> = {
  status: 'status',
  score: 'score',
  lastRun: 'started',
  pages: 'pages',
  frequency: 'frequency',
};

const [nameColumn, ...otherColumns] = libraryColumns as ColumnSpec<FlatRow>[];

/** How the flat list changes a library column: change is not sorted; labels (a filter above) start hidden. */
const flatColumn = (column: ColumnSpec<FlatRow>): ColumnSpec<FlatRow> =>
  column.id === 'change'
    ? { ...column, sortable: false }
    : column.id === 'labels'
      ? { ...column, defaultHidden: true }
      : column;

/**
 * The flat list's columns: the library's, with each audit's folder and sub-folder after its name;
 * they fit a laptop's screen (1440 px) whole.
 */
const flatColumns: ColumnSpec<FlatRow>[] = [
  nameColumn!,
  { id: 'folder', header: 'Folder', width: 180, accessor: (row) => row.folderName },
  { id: 'subFolder', header: 'Sub-folder', width: 180, accessor: (row) => row.subFolderName },
  ...otherColumns.map(flatColumn),
];

interface FlatLibraryProps {
  audits: readonly LibraryAudit[];
  folders: readonly Folder[];
  domains: readonly Domain[];
  sorting: SortRule[];
  onSortingChange: (next: SortRule[]) => void;
}

/**
 * Every audit that passes the filters in one virtualized table, sorted as a whole (`view=flat`): by
 * name, folder or sub-folder here; by a latest-run column in the order the runs grid gives (audits
 * that never ran last). Run figures are read for the stretches of rows in view.
 */
export function FlatLibrary({ audits, folders, domains, sorting, onSortingChange }: FlatLibraryProps) {
  const rule = sorting[0] ?? { id: 'name', desc: false };
  const runSort = runSorts[rule.id];
  const order = useQuery({
    ...auditQueries.runOrder(runSort ?? 'score', rule.desc),
    enabled: runSort !== undefined,
  });

  const rows = useMemo(() => {
    const folderName = new Map(folders.map((folder) => [folder.id, folder.name]));
    const domainName = new Map(domains.map((domain) => [domain.id, domain.name]));
    const named = audits.map((audit) => ({
      audit,
      folderName: folderName.get(audit.folderId) ?? `Folder ${audit.folderId}`,
      subFolderName: domainName.get(audit.domainId) ?? `Sub-folder ${audit.domainId}`,
    }));
    const byName = (a: (typeof named)[number], b: (typeof named)[number]) =>
      compareNames(a.audit.name, b.audit.name);
    const sign = rule.desc ? -1 : 1;
    if (runSort && order.data) {
      const rank = new Map(order.data.map((id, index) => [id, index]));
      const at = (id: number) => rank.get(id) ?? Number.MAX_SAFE_INTEGER;
      named.sort((a, b) => at(a.audit.id) - at(b.audit.id) || byName(a, b));
    } else if (rule.id === 'folder' || rule.id === 'subFolder') {
      const key = rule.id === 'folder' ? 'folderName' : 'subFolderName';
      named.sort((a, b) => sign * compareNames(a[key], b[key]) || byName(a, b));
    } else {
      named.sort((a, b) => sign * byName(a, b));
    }
    const blocks: number[][] = [];
    for (let start = 0; start < named.length; start += ROWS_PER_READ)
      blocks.push(named.slice(start, start + ROWS_PER_READ).map((row) => row.audit.id));
    return named.map((row, index): FlatRow => ({
      ...row,
      block: blocks[Math.floor(index / ROWS_PER_READ)]!,
    }));
  }, [audits, folders, domains, rule.id, rule.desc, runSort, order.data]);

  return (
    <>
      {order.isError && (
        <Text size="sm" c="red" role="alert">
          Could not sort every audit by this column: {order.error.message}
        </Text>
      )}
      <DataTable
        label="Every audit"
        data={rows}
        columns={flatColumns}
        getRowId={(row) => String(row.audit.id)}
        sorting={sorting}
        onSortingChange={onSortingChange}
        manualSorting
        loading={runSort !== undefined && order.isPending}
        rowHref={(row) => paths.audit({ auditId: row.audit.id })}
        csvFileName="audits.csv"
        maxHeight="70vh"
      />
    </>
  );
}
