import type { Audit } from '@/api/audits/schemas';
import type { Domain } from '@/api/domains/schemas';
import type { Folder } from '@/api/folders/schemas';
import { toLibraryRow, type LibraryRow } from '@/components/audits/library-row';

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
}

/** Does an audit pass the text, label (all selected) and folder filters? */
export function matchesFilters(
  audit: Audit,
  filters: LibraryFilters,
  domainHost: string | undefined,
): boolean {
  if (filters.folderId !== undefined && audit.folderId !== filters.folderId) return false;
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
    const subFolders = byFolder.get(audit.folderId) ?? new Map<number, LibraryRow[]>();
    byFolder.set(audit.folderId, subFolders);
    const rows = subFolders.get(audit.domainId) ?? [];
    subFolders.set(audit.domainId, rows);
    rows.push(toLibraryRow(audit));
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
        .sort((a, b) => a.name.localeCompare(b.name));
      return {
        id: folderId,
        name: folderName(folderId),
        subFolders: groups,
        count: groups.reduce((n, g) => n + g.rows.length, 0),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
