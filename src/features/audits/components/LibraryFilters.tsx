import { Button, Chip, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useDebouncedCallback } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import type { Domain } from '@/api/domains/schemas';
import type { Folder } from '@/api/folders/schemas';
import type { Label } from '@/api/labels/schemas';
import { latestRunStates, type LatestRunState } from '../library-row';
import type { LibraryFilters as Filters } from '../library';
import classes from './LibraryFilters.module.css';
import { ScoreField } from './ScoreField';

interface LibraryFiltersProps {
  filters: Filters;
  folders: Folder[];
  /** The sub-folders to choose from (the page may hold a long list back until its rows are drawn). */
  domains: Domain[];
  labels: Label[];
  onChange: (next: Partial<Filters>) => void;
  onClear: () => void;
}

/** How long typing must pause before the search applies (ms): one filter pass per pause, not per key. */
const SEARCH_DEBOUNCE_MS = 150;

/** The search field: what is typed shows at once; the filter follows once typing pauses. */
function SearchField({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const [text, setText] = useState(value);
  // The search last sent, and the address's search last seen.
  const [sent, setSent] = useState(value);
  const [seen, setSeen] = useState(value);
  const apply = useDebouncedCallback((next: string) => {
    setSent(next);
    onChange(next);
  }, SEARCH_DEBOUNCE_MS);
  // The address changed by other means (Clear filters, Back): the field follows it. The address keeps
  // the search trimmed, and follows what was sent a moment later: neither is a change to take.
  if (value !== seen) {
    setSeen(value);
    if (value.trim() !== sent.trim()) {
      setSent(value);
      setText(value);
    }
  }
  return (
    <TextInput
      label="Search audits"
      placeholder="Name or site"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
      w={280}
    />
  );
}

const stateLabels: Record<LatestRunState, string> = {
  failed: 'Failed',
  stopped: 'Stopped',
  running: 'Running',
  never: 'Never run',
  completed: 'Completed',
};

/**
 * "All" or one of `items` by id, in the browser's own list: light to load, and a phone shows its
 * native picker.
 */
function IdSelect({
  label,
  all,
  items,
  value,
  onChange,
}: {
  label: string;
  all: string;
  items: ReadonlyArray<{ id: number; name: string }>;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  // Built once per list: typing elsewhere re-renders none of a long list's options.
  const options = useMemo(
    () =>
      items.map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      )),
    [items],
  );
  return (
    <NativeSelect
      label={label}
      value={value !== undefined ? String(value) : ''}
      onChange={(event) => {
        const id = event.currentTarget.value;
        onChange(id ? Number(id) : undefined);
      }}
      w={200}
    >
      <option value="">{all}</option>
      {options}
    </NativeSelect>
  );
}

/** Text search, folder and sub-folder, latest-run state, score range and label chips of the audit library. */
export function LibraryFilters({
  filters,
  folders,
  domains,
  labels,
  onChange,
  onClear,
}: LibraryFiltersProps) {
  const active =
    filters.text !== '' ||
    filters.labelIds.length > 0 ||
    filters.folderId !== undefined ||
    filters.subFolderId !== undefined ||
    (filters.states?.length ?? 0) > 0 ||
    filters.scoreMin !== undefined ||
    filters.scoreMax !== undefined;
  const [more, setMore] = useState(false);
  // A filter that is on stays in view.
  const moreActive = [
    filters.subFolderId !== undefined,
    (filters.states?.length ?? 0) > 0,
    filters.scoreMin !== undefined || filters.scoreMax !== undefined,
  ].filter(Boolean).length;
  const moreShown = more || moreActive > 0;
  const subFolders = useMemo(
    () =>
      filters.folderId === undefined
        ? domains
        : domains.filter((domain) => domain.folderId === filters.folderId),
    [domains, filters.folderId],
  );
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SearchField value={filters.text} onChange={(text) => onChange({ text })} />
      <IdSelect
        label="Folder"
        all="All folders"
        items={folders}
        value={filters.folderId}
        onChange={(folderId) => onChange({ folderId, subFolderId: undefined })}
      />
      {moreActive === 0 && (
        <Button
          variant="subtle"
          size="xs"
          hiddenFrom="sm"
          aria-expanded={moreShown}
          onClick={() => setMore((shown) => !shown)}
        >
          {moreShown ? 'Fewer filters' : 'More filters'}
        </Button>
      )}
      {/* On a phone the sub-folder, latest run and score filters fold away: the list starts on the first screen. */}
      <Group
        align="flex-end"
        gap="sm"
        wrap="wrap"
        className={classes.more}
        data-open={moreShown || undefined}
      >
        <IdSelect
          label="Sub-folder"
          all="All sub-folders"
          items={subFolders}
          value={filters.subFolderId}
          onChange={(subFolderId) => onChange({ subFolderId })}
        />
        <div role="group" aria-label="Latest run" style={{ minWidth: 0, maxWidth: '100%' }}>
          <Text size="sm" fw={500} mb={4} aria-hidden>
            Latest run
          </Text>
          <Chip.Group
            multiple
            value={filters.states ?? []}
            onChange={(values) => onChange({ states: values as LatestRunState[] })}
          >
            <Group gap={6} wrap="wrap" pb={4}>
              {latestRunStates.map((state) => (
                <Chip key={state} value={state} size="xs" variant="outline">
                  {stateLabels[state]}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </div>
        <Group gap={6} align="flex-start" wrap="nowrap">
          <ScoreField
            label="Score from"
            value={filters.scoreMin}
            onChange={(scoreMin) => onChange({ scoreMin })}
          />
          <ScoreField label="to" value={filters.scoreMax} onChange={(scoreMax) => onChange({ scoreMax })} />
        </Group>
      </Group>
      <div role="group" aria-label="Filter by label" style={{ minWidth: 0, maxWidth: '100%' }}>
        <Chip.Group
          multiple
          value={filters.labelIds.map(String)}
          onChange={(values) => onChange({ labelIds: values.map(Number) })}
        >
          <Group gap={6} wrap="wrap" pb={4}>
            {labels.map((label) => (
              <Chip key={label.id} value={String(label.id)} size="xs" variant="outline">
                <Text span inherit truncate="end" title={label.name}>
                  {label.name}
                </Text>
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>
      {active && (
        <Button variant="subtle" size="xs" leftSection={<IconX size={14} aria-hidden />} onClick={onClear}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}
