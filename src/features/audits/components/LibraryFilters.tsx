import { Button, Chip, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import type { Folder } from '@/api/folders/schemas';
import type { Label } from '@/api/labels/schemas';
import type { LibraryFilters as Filters } from '../library';

interface LibraryFiltersProps {
  filters: Filters;
  folders: Folder[];
  labels: Label[];
  onChange: (next: Partial<Filters>) => void;
  onClear: () => void;
}

/** Text search, folder choice and label chips of the audit library. */
export function LibraryFilters({ filters, folders, labels, onChange, onClear }: LibraryFiltersProps) {
  const active = filters.text !== '' || filters.labelIds.length > 0 || filters.folderId !== undefined;
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label="Search audits"
        placeholder="Name, site or starting URL"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filters.text}
        onChange={(event) => onChange({ text: event.currentTarget.value })}
        w={280}
      />
      {/* The browser's own list: light to load, and a phone shows its native picker. */}
      <NativeSelect
        label="Folder"
        data={[
          { value: '', label: 'All folders' },
          ...folders.map((folder) => ({ value: String(folder.id), label: folder.name })),
        ]}
        value={filters.folderId !== undefined ? String(filters.folderId) : ''}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({ folderId: value ? Number(value) : undefined });
        }}
        w={200}
      />
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
