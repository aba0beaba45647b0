import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { auditQueries } from '@/api/audits/queries';
import { AUDIT_IDS_PER_REQUEST } from '@/api/audits/library-runs';
import { DataTable, type SortRule } from '@/components/data-table';
import { paths } from '@/lib/routes';
import { SelectionGroup, selectableLibraryColumns } from '../bulk/SelectColumn';
import type { SubFolderGroup } from '../library';
import { runFigures, type LibraryRow } from '../library-row';

interface SubFolderTableProps {
  folderName: string;
  subFolder: SubFolderGroup;
  sorting: SortRule[];
  onSortingChange: (next: SortRule[]) => void;
}

/**
 * One sub-folder's audits: names at once, their latest runs from one runs-grid read of the sub-folder's
 * audits, then sorted by any column. Sub-folders of over 1,000 audits read their runs by stretches.
 */
export function SubFolderTable({ folderName, subFolder, sorting, onSortingChange }: SubFolderTableProps) {
  const ids = useMemo(() => subFolder.audits.map((audit) => audit.id), [subFolder.audits]);
  const whole = ids.length <= AUDIT_IDS_PER_REQUEST;
  const runs = useQuery({ ...auditQueries.latestRunsOf(ids), enabled: whole });
  const rows = useMemo<LibraryRow[]>(
    () =>
      subFolder.audits.map((audit, index) => {
        const start = index - (index % AUDIT_IDS_PER_REQUEST);
        return {
          audit,
          block: whole ? ids : ids.slice(start, start + AUDIT_IDS_PER_REQUEST),
          figures: runs.data ? runFigures(runs.data.get(audit.id)) : undefined,
        };
      }),
    [subFolder.audits, ids, whole, runs.data],
  );
  const name = `${folderName} / ${subFolder.name}`;
  return (
    <SelectionGroup ids={ids} name={name}>
      <DataTable
        label={`Audits in ${name}`}
        data={rows}
        columns={selectableLibraryColumns}
        getRowId={(row) => String(row.audit.id)}
        sorting={sorting}
        onSortingChange={onSortingChange}
        rowHref={(row) => paths.audit({ auditId: row.audit.id })}
        maxHeight={ids.length > 50 ? '70vh' : 'none'}
        columnsMenu={false}
      />
    </SelectionGroup>
  );
}
