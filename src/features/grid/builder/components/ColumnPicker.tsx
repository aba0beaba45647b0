import { Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import type { GridSchemaColumn } from '@/api/grid/query-schemas';
import { columnTypeName, columnTypeOrder } from '@/api/grid/model/labels';
import { CheckOption } from '@/components/choice/CheckOption';
import { ColumnTypeIcon } from './ColumnTypeIcon';
import { compareNames } from '@/lib/compare';

interface ColumnPickerProps {
  columns: readonly GridSchemaColumn[];
  /** Ids of the plain columns the query shows. */
  selected: ReadonlySet<string>;
  /** False when the query has a single column left (it cannot be unticked). */
  canRemove: boolean;
  onToggle: (columnId: string, checked: boolean) => void;
}

/** The schema's columns grouped by type (with icons), searchable by name or id, checked when shown. */
export function ColumnPicker({ columns, selected, canRemove, onToggle }: ColumnPickerProps) {
  const [search, setSearch] = useState('');
  const headingId = useId();
  const groups = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const matching = columns.filter(
      (column) =>
        needle === '' ||
        column.name.toLowerCase().includes(needle) ||
        column.columnId.toLowerCase().includes(needle),
    );
    const types = [...new Set([...columnTypeOrder, ...matching.map((column) => column.type)])];
    return types
      .map((type) => ({
        type,
        columns: matching
          .filter((column) => column.type === type)
          .sort((a, b) => compareNames(a.name, b.name)),
      }))
      .filter((group) => group.columns.length > 0);
  }, [columns, search]);
  const shown = groups.reduce((count, group) => count + group.columns.length, 0);

  return (
    <Stack gap="xs">
      <TextInput
        label="Search columns"
        placeholder="Name or id"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        size="xs"
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        {search.trim() === ''
          ? `${columns.length} columns, ${selected.size} shown`
          : `${shown} of ${columns.length} columns match`}
      </Text>
      <ScrollArea.Autosize mah={420} type="auto" offsetScrollbars>
        <Stack gap="sm" pr="xs">
          {groups.map((group) => (
            <div key={group.type} role="group" aria-labelledby={`${headingId}-${group.type}`}>
              <Group gap={6} mb={4} wrap="nowrap">
                <ColumnTypeIcon type={group.type} />
                <Text id={`${headingId}-${group.type}`} size="xs" fw={700} tt="uppercase" c="dimmed">
                  {columnTypeName(group.type)} ({group.columns.length})
                </Text>
              </Group>
              <Stack gap={6} pl={4}>
                {group.columns.map((column) => (
                  <CheckOption
                    key={column.columnId}
                    label={column.name}
                    checked={selected.has(column.columnId)}
                    disabled={selected.has(column.columnId) && !canRemove}
                    onChange={(checked) => onToggle(column.columnId, checked)}
                  />
                ))}
              </Stack>
            </div>
          ))}
          {shown === 0 && (
            <Text size="sm" c="dimmed">
              No column matches “{search.trim()}”.
            </Text>
          )}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
