import type { Audit } from '@/api/audits/schemas';
import type { Domain } from '@/api/domains/schemas';
import type { Folder } from '@/api/folders/schemas';
import { toLibraryRow, type LatestRunState, type LibraryRow } from '@/components/audits/library-row';
import { compareNames } from '@/lib/compare';

/** A sub-folder group of library rows. */
export interface SubFolderGroup {
  id: number;
  name: string;
  domain: string;
  rows: LibraryRow[];
}

/** A folder group: its sub-folders, each with its audits. */
export interface FolderGroup {
  id: number;
  name: string;
  subFolders: SubFolderGroup[];
  count: number;
}

/** Library filters as they live in the URL. */
export interface LibraryFilters {
  text: string;
  labelIds: number[];
  folderId: number | undefined;
  subFolderId?: number | undefined;
  /** Latest-run states kept (any when empty). */
  states?: LatestRunState[] | undefined;
  /** Latest score range, both ends included; an audit without a score is out when either is set. */
  scoreMin?: number | undefined;
  scoreMax?: number | undefined;
}

/** An audit in the flat list: its row, and the names of its folder and sub-folder. */
export interface FlatLibraryRow extends LibraryRow {
  folderName: string;
  subFolderName: string;
}

/** Does a row pass the latest-run state and score range filters? */
function matchesRun(row: LibraryRow, filters: LibraryFilters): boolean {
  if (filters.states?.length && !filters.states.includes(row.state)) return false;
  if (filters.scoreMin === undefined && filters.scoreMax === undefined) return true;
  if (row.score === undefined) return false;
  return row.score >= (filters.scoreMin ?? -Infinity) && row.score <= (filters.scoreMax ?? Infinity);
}

/** Does an audit pass the text, label (all selected), folder and sub-folder filters? */
export function matchesFilters(
  audit: Audit,
  filters: LibraryFilters,
  domainHost: string | undefined,
): boolean {
  if (filters.folderId !== undefined && audit.folderId !== filters.folderId) return false;
  if (filters.subFolderId !== undefined && audit.domainId !== filters.subFolderId) return false;
  if (filters.labelIds.length) {
    const ids = new Set(audit.labels.map((label) => label.id));
    if (!filters.labelIds.every((id) => ids.has(id))) return false;
  }
  const text = filters.text.trim().toLowerCase();
  if (!text) return true;
  return [audit.name, domainHost ?? '', ...audit.startingUrls].some((value) =>
    value.toLowerCase().includes(text),
  );
}

/** Group filtered audits by folder, then sub-folder; folders and sub-folders in name order. */
export function groupLibrary(
  audits: Audit[],
  folders: Folder[],
  domains: Domain[],
  filters: LibraryFilters,
): FolderGroup[] {
  const domainById = new Map(domains.map((domain) => [domain.id, domain]));
  const byFolder = new Map<number, Map<number, LibraryRow[]>>();
  for (const audit of audits) {
    if (!matchesFilters(audit, filters, domainById.get(audit.domainId)?.domain)) continue;
    const row = toLibraryRow(audit);
    if (!matchesRun(row, filters)) continue;
    const subFolders = byFolder.get(audit.folderId) ?? new Map<number, LibraryRow[]>();
    byFolder.set(audit.folderId, subFolders);
    const rows = subFolders.get(audit.domainId) ?? [];
    subFolders.set(audit.domainId, rows);
    rows.push(row);
  }
  const folderName = (id: number) => folders.find((folder) => folder.id === id)?.name ?? `Folder ${id}`;
  return [...byFolder.entries()]
    .map(([folderId, subFolders]) => {
      const groups = [...subFolders.entries()]
        .map(([domainId, rows]) => {
          const domain = domainById.get(domainId);
          return {
            id: domainId,
            name: domain?.name ?? `Sub-folder ${domainId}`,
            domain: domain?.domain ?? '',
            rows,
          };
        })
        .sort((a, b) => compareNames(a.name, b.name));
      return {
        id: folderId,
        name: folderName(folderId),
        subFolders: groups,
        count: groups.reduce((n, g) => n + g.rows.length, 0),
      };
    })
    .sort((a, b) => compareNames(a.name, b.name));
}

/** Every audit that passes the filters as one list (the table sorts it), with its folder and sub-folder names. */
export function flatLibrary(
  audits: Audit[],
  folders: Folder[],
  domains: Domain[],
  filters: LibraryFilters,
): FlatLibraryRow[] {
  const domainById = new Map(domains.map((domain) => [domain.id, domain]));
  const folderById = new Map(folders.map((folder) => [folder.id, folder]));
  return audits.flatMap((audit) => {
    const domain = domainById.get(audit.domainId);
    if (!matchesFilters(audit, filters, domain?.domain)) return [];
    const row = toLibraryRow(audit);
    if (!matchesRun(row, filters)) return [];
    return [
      {
        ...row,
        folderName: folderById.get(audit.folderId)?.name ?? `Folder ${audit.folderId}`,
        subFolderName: domain?.name ?? `Sub-folder ${audit.domainId}`,
      },
    ];
  });
}
