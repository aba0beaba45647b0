import type { WebAuditSummary } from '@/api/audits/schemas';
import type { Domain } from '@/api/domains/schemas';
import type { Folder } from '@/api/folders/schemas';
import type { Label } from '@/api/labels/schemas';
import type { LatestRunState } from './library-row';
import { compareNames } from '@/lib/compare';

/** A label as an audit of the library carries it. */
export interface LabelRef {
  id: number;
  name: string;
}

/** An audit as the library knows it before any run is read: the slim list's fields and its labels. */
export interface LibraryAudit {
  id: number;
  name: string;
  folderId: number;
  domainId: number;
  labels: LabelRef[];
}

/** A sub-folder group of the library: its audits. */
export interface SubFolderGroup {
  id: number;
  name: string;
  domain: string;
  audits: LibraryAudit[];
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

/** The account's audits with their labels (from each label's audit list), and their names lower-cased for search. */
export interface LibraryIndex {
  audits: LibraryAudit[];
  lowerNames: string[];
}

/** Join the slim audit list with the labels' audit lists. */
export function libraryIndex(summaries: readonly WebAuditSummary[], labels: readonly Label[]): LibraryIndex {
  const labelsOf = new Map<number, LabelRef[]>();
  for (const label of labels) {
    for (const auditId of label.audits) {
      const list = labelsOf.get(auditId);
      if (list) list.push({ id: label.id, name: label.name });
      else labelsOf.set(auditId, [{ id: label.id, name: label.name }]);
    }
  }
  const audits = summaries.map((summary) => ({
    id: summary.auditId,
    name: summary.auditName,
    folderId: summary.folderId,
    domainId: summary.domainId,
    labels: labelsOf.get(summary.auditId) ?? [],
  }));
  return { audits, lowerNames: audits.map((audit) => audit.name.toLowerCase()) };
}

/** Whether a latest-run filter is on (the grid answers it). */
export const hasRunFilter = (filters: LibraryFilters) =>
  (filters.states?.length ?? 0) > 0 || filters.scoreMin !== undefined || filters.scoreMax !== undefined;

/** Whether any filter narrows the library (text, labels, folder, sub-folder or a latest-run filter). */
export const hasAnyFilter = (filters: LibraryFilters) =>
  filters.text.trim() !== '' ||
  filters.labelIds.length > 0 ||
  filters.folderId !== undefined ||
  filters.subFolderId !== undefined ||
  hasRunFilter(filters);

/**
 * The audits that pass the text (name or site), label (all selected), folder and sub-folder filters,
 * and `keep` (the latest-run filter's answer, when one is on), in list order.
 */
export function filterLibrary(
  index: LibraryIndex,
  domains: readonly Domain[],
  filters: LibraryFilters,
  keep?: (auditId: number) => boolean,
): LibraryAudit[] {
  const text = filters.text.trim().toLowerCase();
  const siteMatches = new Set(
    text ? domains.filter((domain) => domain.domain.toLowerCase().includes(text)).map((d) => d.id) : [],
  );
  const { audits, lowerNames } = index;
  const kept: LibraryAudit[] = [];
  for (let i = 0; i < audits.length; i++) {
    const audit = audits[i]!;
    if (filters.folderId !== undefined && audit.folderId !== filters.folderId) continue;
    if (filters.subFolderId !== undefined && audit.domainId !== filters.subFolderId) continue;
    if (text && !lowerNames[i]!.includes(text) && !siteMatches.has(audit.domainId)) continue;
    if (filters.labelIds.length && !filters.labelIds.every((id) => audit.labels.some((l) => l.id === id)))
      continue;
    if (keep && !keep(audit.id)) continue;
    kept.push(audit);
  }
  return kept;
}

/** Group audits by folder, then sub-folder; folders and sub-folders in name order, audits as given. */
export function groupLibrary(
  audits: readonly LibraryAudit[],
  folders: readonly Folder[],
  domains: readonly Domain[],
): FolderGroup[] {
  const domainById = new Map(domains.map((domain) => [domain.id, domain]));
  const folderById = new Map(folders.map((folder) => [folder.id, folder]));
  const byFolder = new Map<number, Map<number, LibraryAudit[]>>();
  for (const audit of audits) {
    let subFolders = byFolder.get(audit.folderId);
    if (!subFolders) byFolder.set(audit.folderId, (subFolders = new Map()));
    const list = subFolders.get(audit.domainId);
    if (list) list.push(audit);
    else subFolders.set(audit.domainId, [audit]);
  }
  return [...byFolder.entries()]
    .map(([folderId, subFolders]) => {
      const groups = [...subFolders.entries()]
        .map(([domainId, list]) => {
          const domain = domainById.get(domainId);
          return {
            id: domainId,
            name: domain?.name ?? `Sub-folder ${domainId}`,
            domain: domain?.domain ?? '',
            audits: list,
          };
        })
        .sort((a, b) => compareNames(a.name, b.name));
      return {
        id: folderId,
        name: folderById.get(folderId)?.name ?? `Folder ${folderId}`,
        subFolders: groups,
        count: groups.reduce((n, g) => n + g.audits.length, 0),
      };
    })
    .sort((a, b) => compareNames(a.name, b.name));
}
