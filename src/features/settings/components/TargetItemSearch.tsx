import { Badge, Group, Select, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { operationQuery } from '@/api/resources/client';
import type { ResourceDef } from '@/api/resources/define';
import { DataTable, type ColumnSpec } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import type { Option } from '../types';
import { ResourceError } from './ResourceError';
import { paths } from '@/lib/routes';

/** One found item, whatever the operation's answer calls its fields. */
export interface TargetRow {
  itemType: string;
  itemId: number;
  itemName: string;
  lastRunAt?: string;
  isAssigned?: boolean;
  labelCount: number;
}

/** Where an audit or a web journey opens in the dashboard (other item types have no page). */
const itemHref: Record<string, (id: number) => string> = {
  AUDIT: (auditId) => paths.audit({ auditId }),
  WEB_JOURNEY: (webJourneyId) => paths.webJourney({ webJourneyId }),
  SCHEDULED_EXPORT: (id) => paths.exports.scheduled({ id }),
};

const columns: ColumnSpec<TargetRow>[] = [
  { id: 'itemName', header: 'Name', width: 300, hideable: false, accessor: (row) => row.itemName },
  { id: 'itemType', header: 'Type', width: 140, accessor: (row) => row.itemType },
  {
    id: 'lastRunAt',
    header: 'Last run',
    width: 170,
    accessor: (row) => row.lastRunAt ?? '',
    cell: (row) => formatDateTime(row.lastRunAt),
  },
  {
    id: 'isAssigned',
    header: 'Assigned',
    width: 110,
    accessor: (row) => (row.isAssigned ? 'yes' : 'no'),
    cell: (row) => (
      <Badge variant="light" color={row.isAssigned ? 'teal' : 'gray'}>
        {row.isAssigned ? 'Assigned' : 'Not assigned'}
      </Badge>
    ),
  },
  { id: 'labels', header: 'Labels', width: 90, align: 'right', accessor: (row) => row.labelCount },
];

interface TargetItemSearchProps {
  /** Heading of the panel. */
  title: string;
  def: Pick<ResourceDef, 'key' | 'ops'>;
  /** The extra operation that searches (`POST …/target-items/{itemType}/search`). */
  op: string;
  itemTypes: readonly Option[];
  /** The request body for the typed text (absent when the field is empty). */
  body: (itemName: string | undefined) => unknown;
  /** The found items of an answer, and their total. */
  rows: (answer: unknown) => { rows: TargetRow[]; total: number };
  /** Fixed query parameters (page size). */
  query?: Readonly<Record<string, string>>;
}

/** Search the items of one type (pick the type, type to search) and show what was found in a table. */
export function TargetItemSearch({ title, def, op, itemTypes, body, rows, query }: TargetItemSearchProps) {
  const [itemType, setItemType] = useState(String(itemTypes[0]?.value ?? ''));
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  const search = useQuery({
    ...operationQuery(def, op, { path: { itemType }, query, body: body(debounced || undefined) }),
    placeholderData: keepPreviousData,
  });
  const found = search.data !== undefined ? rows(search.data) : undefined;
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Group align="flex-end" gap="sm">
        <Select
          label="Item type"
          data={itemTypes.map((option) => ({ value: String(option.value), label: option.label }))}
          value={itemType}
          onChange={(value) => value && setItemType(value)}
          allowDeselect={false}
          w={240}
        />
        <TextInput
          label="Search by name"
          leftSection={<IconSearch size={14} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          w={280}
        />
      </Group>
      {search.isError ? (
        <ResourceError error={search.error} title="The search failed" onRetry={() => void search.refetch()} />
      ) : found === undefined ? (
        <Skeleton height={200} />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {found.total === found.rows.length
              ? `${found.total} found`
              : `${found.rows.length} of ${found.total} found`}
          </Text>
          <DataTable
            label={`${title}: results`}
            data={found.rows}
            columns={columns}
            getRowId={(row) => `${row.itemType}-${row.itemId}`}
            rowHref={(row) => itemHref[row.itemType]?.(row.itemId)}
            empty="Nothing found"
            maxHeight="50vh"
          />
        </>
      )}
    </Stack>
  );
}
