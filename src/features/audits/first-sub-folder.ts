import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { auditQueries } from '@/api/audits/queries';
import type { Domain } from '@/api/domains/schemas';
import type { Folder } from '@/api/folders/schemas';
import { compareNames } from '@/lib/compare';
import type { FolderGroup } from './library';
import { auditLibraryQueries } from './prefetch';

/**
 * The sub-folder the library shows first: the first folder by name that has sub-folders, and its
 * first sub-folder by name (when it has audits, the grouped library starts with it).
 */
export function firstSubFolderOf<
  F extends Pick<Folder, 'id' | 'name'>,
  D extends Pick<Domain, 'name' | 'folderId'>,
>(folders: readonly F[], domains: readonly D[]): { folder: F; subFolder: D } | undefined {
  const byName = <T extends { name: string }>(a: T, b: T) => compareNames(a.name, b.name);
  for (const folder of [...folders].sort(byName)) {
    const [subFolder] = domains.filter((domain) => domain.folderId === folder.id).sort(byName);
    if (subFolder) return { folder, subFolder };
  }
  return undefined;
}

/**
 * The library's first group, from that sub-folder's own small read, while the whole account's list
 * is still read (at 50,000 audits, megabytes): undefined until it is known, when `enabled` is off,
 * and when the sub-folder has no audits (the library would then start elsewhere).
 */
export function useFirstSubFolder(enabled: boolean): FolderGroup | undefined {
  const reads = auditLibraryQueries();
  const folders = useQuery({ ...reads.folders, enabled });
  const domains = useQuery({ ...reads.domains, enabled });
  const first = useMemo(
    () => (folders.data && domains.data ? firstSubFolderOf(folders.data, domains.data) : undefined),
    [folders.data, domains.data],
  );
  const audits = useQuery({
    ...auditQueries.ofSubFolder(first?.subFolder.id ?? 0),
    enabled: enabled && first !== undefined,
  });
  return useMemo(() => {
    if (!enabled || !first || !audits.data) return undefined;
    const { folder, subFolder } = first;
    const own = audits.data.filter((audit) => audit.folderId === folder.id);
    if (own.length === 0) return undefined;
    return {
      id: folder.id,
      name: folder.name,
      count: own.length,
      subFolders: [
        {
          id: subFolder.id,
          name: subFolder.name,
          domain: subFolder.domain,
          audits: own.map((audit) => ({
            id: audit.id,
            name: audit.name,
            folderId: audit.folderId,
            domainId: audit.domainId,
            labels: [],
          })),
        },
      ],
    };
  }, [enabled, first, audits.data]);
}
