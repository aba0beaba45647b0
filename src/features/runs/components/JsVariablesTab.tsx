import { Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { jsVariablesReader, runQueries } from '@/api/runs/queries';
import { JS_VARIABLES_SIZE, type JsVariablesPage } from '@/api/runs/schemas';
import { DataTable, type ColumnSpec } from '@/components/data-table';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';
import { useSearchParamState, useSortParam } from '@/components/url-state/useSearchParam';
import { downloadFileName } from '@/lib/file-name';
import { formatCount } from '@/lib/format';
import type { RunTabProps } from '../run-tabs';
import { emptyRunText } from './empty-run';
import { paths } from '@/lib/routes';

/** One variable of one page, as a table row. */
interface VariableRow {
  key: string;
  pageId: string;
  pageUrl: string;
  name: string;
  /** The value as JSON text. */
  value: string;
}

/** How long typing must pause before a valid page size is fetched. */
const APPLY_DELAY_MS = 400;

/** Longest value text shown in a cell; the full value is in the cell's title and the CSV. */
const SHOWN_CHARACTERS = 160;

const columns: ColumnSpec<VariableRow>[] = [
  {
    id: 'pageUrl',
    header: 'Page URL',
    accessor: (row) => row.pageUrl,
    mono: true,
    width: 380,
    hideable: false,
  },
  { id: 'name', header: 'Variable', accessor: (row) => row.name, mono: true, width: 240 },
  {
    id: 'value',
    header: 'Value',
    accessor: (row) => row.value,
    mono: true,
    width: 520,
    cell: (row) =>
      row.value.length > SHOWN_CHARACTERS ? `${row.value.slice(0, SHOWN_CHARACTERS)}…` : row.value,
  },
];

/** Why a typed page size cannot be used, or undefined when it can. */
export function pageSizeError(value: number | string): string | undefined {
  const { min, max } = JS_VARIABLES_SIZE;
  const number = typeof value === 'number' ? value : Number(value);
  if (value === '' || !Number.isFinite(number)) return `Enter a page size from ${min} to ${max}`;
  if (!Number.isInteger(number)) return `The page size must be a whole number from ${min} to ${max}`;
  if (number < min || number > max) return `The page size must be from ${min} to ${max} pages`;
  return undefined;
}

/** The variables of one answer, one row each. */
function toRows(data: JsVariablesPage | undefined): VariableRow[] {
  if (!data) return [];
  return data.pages.flatMap((page) =>
    page.variables.map((variable, index) => ({
      key: `${page.pageId}:${index}`,
      pageId: page.pageId,
      pageUrl: page.pageUrl,
      name: variable.name,
      value: variable.value === undefined ? 'undefined' : JSON.stringify(variable.value),
    })),
  );
}

/**
 * The run's JavaScript variables, one cursor page at a time: the cursors of the pages before this
 * one live in the URL (`after`), so Previous pops one and Next pushes the answer's `lastPageId`.
 */
export function JsVariablesTab({ auditId, runId, status }: RunTabProps) {
  const [params, setParams] = useSearchParamState();
  const [sorting, setSorting] = useSortParam();
  const urlSize = Number(params.get('size') ?? JS_VARIABLES_SIZE.default);
  const size = pageSizeError(urlSize) ? JS_VARIABLES_SIZE.default : urlSize;
  const cursors = (params.get('after') ?? '').split(',').filter(Boolean);
  const [typed, setTyped] = useState<number | string>(size);
  const error = pageSizeError(typed);

  const query = useQuery({
    ...runQueries.jsVariables(auditId, runId, { size, startAfterPageId: cursors.at(-1) }),
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => toRows(query.data), [query.data]);
  const next = query.data?.metadata.pagination.lastPageId ?? null;
  const pageCount = query.data?.pages.length ?? 0;

  // Applied once typing pauses, so that "1200" does not fetch 120 on the way.
  const applySize = useDebouncedCallback((value: number | string) => {
    if (pageSizeError(value) !== undefined || Number(value) === size) return;
    setParams({ size: Number(value) === JS_VARIABLES_SIZE.default ? null : String(value), after: null });
  }, APPLY_DELAY_MS);
  const onSizeChange = (value: number | string) => {
    setTyped(value);
    applySize(value);
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        JavaScript variables
      </Title>
      <Group align="flex-end" justify="space-between" wrap="wrap">
        <NumberInput
          label="Page size"
          description={`Pages per request, ${JS_VARIABLES_SIZE.min}–${JS_VARIABLES_SIZE.max}`}
          value={typed}
          onChange={onSizeChange}
          clampBehavior="none"
          allowNegative={false}
          error={error}
          w={220}
        />
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconChevronLeft size={14} aria-hidden />}
            disabled={cursors.length === 0}
            onClick={() => setParams({ after: cursors.slice(0, -1).join(',') || null })}
          >
            Previous
          </Button>
          <Text size="sm" c="dimmed" aria-live="polite">
            Page {formatCount(cursors.length + 1)} · {formatCount(pageCount)}{' '}
            {pageCount === 1 ? 'page' : 'pages'}, {formatCount(rows.length)}{' '}
            {rows.length === 1 ? 'variable' : 'variables'}
          </Text>
          <Button
            variant="default"
            size="xs"
            rightSection={<IconChevronRight size={14} aria-hidden />}
            disabled={!next || query.isFetching}
            onClick={() => next && setParams({ after: [...cursors, next].join(',') })}
          >
            Next
          </Button>
        </Group>
      </Group>
      {query.isError ? (
        <ErrorPanel
          error={query.error}
          title="Could not load the JavaScript variables"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <DataTable
          label="JavaScript variables"
          data={rows}
          columns={columns}
          getRowId={(row) => row.key}
          loading={query.isPending}
          empty={emptyRunText(status, 'No JavaScript variables found')}
          rowHref={(row) => paths.page({ auditId, runId, pageId: row.pageId })}
          sorting={sorting}
          onSortingChange={setSorting}
          csvFileName={downloadFileName(
            [`run ${runId}`, 'javascript variables', `page ${cursors.length + 1}`, `${size} pages each`],
            'csv',
          )}
          wholeRows={{
            readPage: jsVariablesReader(auditId, runId, toRows),
            pageSize: JS_VARIABLES_SIZE.max,
            fileName: downloadFileName([`run ${runId}`, 'javascript variables'], 'csv'),
          }}
          maxHeight="60vh"
        />
      )}
    </Stack>
  );
}
