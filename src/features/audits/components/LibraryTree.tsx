import { Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { SortRule } from '@/components/data-table';
import { useRevealedCount } from '@/components/progressive/useRevealedCount';
import type { FolderGroup } from '../library';
import { SubFolderTable } from './SubFolderTable';

/** Audits shown open at first: sub-folders open in order until they hold this many (at least one). */
export const OPEN_AT_FIRST_AUDITS = 200;
/** Sub-folder tables added per frame while the library first renders. */
const TABLES_PER_FRAME = 3;
/** Folders drawn at first beyond the last one open at first, then added per frame. */
const FOLDERS_PER_FRAME = 20;

/** The sub-folders open at first: the first ones in order, up to {@link OPEN_AT_FIRST_AUDITS} audits. */
function openAtFirst(groups: readonly FolderGroup[]): Set<number> {
  const open = new Set<number>();
  let audits = 0;
  for (const folder of groups) {
    for (const sub of folder.subFolders) {
      if (open.size > 0 && audits + sub.audits.length > OPEN_AT_FIRST_AUDITS) return open;
      open.add(sub.id);
      audits += sub.audits.length;
    }
  }
  return open;
}

/** A heading that opens and closes its section (the whole heading is the button). */
function ToggleHeading({
  order,
  id,
  open,
  onToggle,
  children,
}: {
  order: 2 | 3;
  id?: string;
  open: boolean;
  onToggle: () => void;
  children: string;
}) {
  const Icon = open ? IconChevronDown : IconChevronRight;
  return (
    <Title order={order} size={order === 2 ? 'h3' : 'h5'} id={id}>
      <UnstyledButton aria-expanded={open} onClick={onToggle} fz="inherit" fw="inherit">
        <Group gap={4} wrap="nowrap" component="span">
          <Icon size={16} aria-hidden />
          {children}
        </Group>
      </UnstyledButton>
    </Title>
  );
}

interface LibraryTreeProps {
  groups: FolderGroup[];
  sorting: SortRule[];
  onSortingChange: (next: SortRule[]) => void;
  /** Only the first sub-folder is known yet: the folder's counts wait for the whole list. */
  partial?: boolean;
}

/**
 * Folders → sub-folders → audits. A folder or sub-folder opens and closes from its heading; at first
 * the first sub-folders are open (every one in a small library), so a library of 3,000 sub-folders
 * draws about a hundred headings and a few tables.
 */
export function LibraryTree({ groups, sorting, onSortingChange, partial = false }: LibraryTreeProps) {
  const firstOpen = useMemo(() => openAtFirst(groups), [groups]);
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const isOpen = (key: string, byDefault: boolean) => toggled.get(key) ?? byDefault;
  const toggle = (key: string, byDefault: boolean) =>
    setToggled((previous) => new Map(previous).set(key, !(previous.get(key) ?? byDefault)));

  const folderOpenAtFirst = (folder: FolderGroup) => folder.subFolders.some((sub) => firstOpen.has(sub.id));
  const openTables = groups.reduce(
    (sum, folder) =>
      isOpen(`f${folder.id}`, folderOpenAtFirst(folder))
        ? sum + folder.subFolders.filter((sub) => isOpen(`s${sub.id}`, firstOpen.has(sub.id))).length
        : sum,
    0,
  );
  // The first table renders at once, the rest a few per frame: the first rows paint before the others.
  let tablesLeft = useRevealedCount(openTables, TABLES_PER_FRAME, 1);
  // So do the folders after those open at first (a hundred closed headings in a large library).
  const lastOpenFolder = groups.findLastIndex(folderOpenAtFirst);
  const foldersShown = useRevealedCount(
    groups.length,
    FOLDERS_PER_FRAME,
    lastOpenFolder + 1 + FOLDERS_PER_FRAME,
  );

  return groups.slice(0, foldersShown).map((folder) => {
    const folderOpen = isOpen(`f${folder.id}`, folderOpenAtFirst(folder));
    return (
      <section key={folder.id} aria-labelledby={`folder-${folder.id}`}>
        <Group gap="xs" mb="xs">
          <ToggleHeading
            order={2}
            id={`folder-${folder.id}`}
            open={folderOpen}
            onToggle={() => toggle(`f${folder.id}`, folderOpenAtFirst(folder))}
          >
            {folder.name}
          </ToggleHeading>
          <Text size="sm" c="dimmed">
            {partial
              ? 'Counting audits…'
              : `${folder.count} audits · ${folder.subFolders.length} sub-folders`}
          </Text>
        </Group>
        {folderOpen && (
          <Stack gap="sm">
            {folder.subFolders.map((subFolder) => {
              const key = `s${subFolder.id}`;
              const open = isOpen(key, firstOpen.has(subFolder.id));
              const drawn = open && tablesLeft-- > 0;
              return (
                <Paper key={subFolder.id} withBorder radius="md" p="sm">
                  <Group gap="xs" mb={open ? 6 : 0}>
                    <ToggleHeading
                      order={3}
                      open={open}
                      onToggle={() => toggle(key, firstOpen.has(subFolder.id))}
                    >
                      {subFolder.name}
                    </ToggleHeading>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {subFolder.domain}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {subFolder.audits.length} audits
                    </Text>
                  </Group>
                  {drawn && (
                    <SubFolderTable
                      folderName={folder.name}
                      subFolder={subFolder}
                      sorting={sorting}
                      onSortingChange={onSortingChange}
                    />
                  )}
                </Paper>
              );
            })}
          </Stack>
        )}
      </section>
    );
  });
}
