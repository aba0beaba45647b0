import { Button, Group, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { ResourceId } from '@/api/resources';
import { resourceQueries } from '@/api/resources/client';
import type { AnyResourceDef } from '@/api/resources/define';
import type { PagedList } from '@/api/pagination';
import { DataTable } from '@/components/data-table';
import { DisabledAction } from '@/components/feedback/DisabledAction';
import { TruncatedList } from '@/components/feedback/TruncatedList';
import { Page } from '@/components/page/Page';
import { formatSortParam, parseSortParam, useSearchParamState } from '@/components/url-state/useSearchParam';
import { useResourceAccess } from '../access';
import { NeedsAdmin, ResourceError } from '../components/ResourceError';
import { UnknownResource } from '../components/UnknownResource';
import type { AnyResourceScreen } from '../types';
import { itemHref } from '../items';
import { useResourceParam } from '../use-resource';
import { paths } from '@/lib/routes';
import { parseRouteSearch } from '@/lib/routes/params';

/** The whole read of a list, with whether its page cap cut it short. */
const wholeList = <Row,>(list: PagedList<Row>) => list;

/** `/settings/:resource`: every item of a resource, with a text filter, sort, CSV and "New". */
export function ResourceListPage() {
  const found = useResourceParam();
  if (found.id === undefined) return <UnknownResource name={found.name} />;
  return <ResourceList key={found.id} id={found.id} def={found.def} screen={found.screen} />;
}

function ResourceList({
  id,
  def,
  screen,
}: {
  id: ResourceId;
  def: AnyResourceDef;
  screen: AnyResourceScreen;
}) {
  const access = useResourceAccess(id);
  const [params, setParams] = useSearchParamState();
  const { q: search, sort } = parseRouteSearch('settingsList', params);
  const sorting = parseSortParam(sort ?? null);
  const filters = screen.filters ?? [];
  const listParams = Object.fromEntries(
    filters.map((filter) => [filter.param, params.get(filter.param) ?? filter.defaultValue]),
  );
  const list = useQuery({
    ...resourceQueries(def).list(listParams),
    select: wholeList,
    refetchInterval: (query) => screen.poll?.(query.state.data?.items ?? []) ?? false,
  });
  const rows = list.data?.items;
  const shown = useMemo(() => {
    const text = search.trim().toLowerCase();
    if (!text || !rows) return rows ?? [];
    return rows.filter((row) =>
      screen.columns.some((column) =>
        String(column.accessor(row) ?? '')
          .toLowerCase()
          .includes(text),
      ),
    );
  }, [rows, search, screen.columns]);
  const table = (
    <DataTable
      label={screen.label}
      data={shown}
      columns={screen.columns}
      getRowId={(row) => String(def.rowId(row))}
      rowHref={(row) => (access.canRead(row) ? itemHref(id, def.rowId(row)) : undefined)}
      sorting={sorting}
      onSortingChange={(next) => setParams({ sort: formatSortParam(next) || null })}
      empty={search.trim() ? 'Nothing matches the filter' : `No ${screen.label.toLowerCase()} yet`}
      csvFileName={`${id}.csv`}
      maxHeight="65vh"
    />
  );
  const ListView = screen.listView;
  const ListExtra = screen.listExtra;
  const hidden = screen.adminOnly && !access.isAdmin;

  return (
    <Page
      title={screen.label}
      description={screen.description}
      breadcrumbs={[{ label: 'Settings', to: paths.settings.index() }, { label: screen.label }]}
      actions={
        access.canCreate ? (
          <Button
            component={Link}
            to={paths.settings.create({ resource: id })}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            New {screen.singular}
          </Button>
        ) : (
          def.create !== undefined &&
          access.knownNonAdmin && (
            <DisabledAction
              leftSection={<IconPlus size={16} aria-hidden />}
              reason={`Only administrators add ${screen.label.toLowerCase()}`}
              action={`New ${screen.singular}`}
            >
              New {screen.singular}
            </DisabledAction>
          )
        )
      }
    >
      {hidden ? (
        <NeedsAdmin what={screen.label} />
      ) : (
        <Stack gap="xs">
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Filter"
              placeholder={`Search ${screen.label.toLowerCase()}`}
              leftSection={<IconSearch size={14} aria-hidden />}
              value={search}
              onChange={(event) => setParams({ q: event.currentTarget.value })}
              w={280}
            />
            {filters.map((filter) => (
              <Select
                key={filter.param}
                label={filter.label}
                data={filter.options.map((option) => ({ value: String(option.value), label: option.label }))}
                value={listParams[filter.param] ?? null}
                clearable={filter.defaultValue === undefined}
                allowDeselect={filter.defaultValue === undefined}
                onChange={(value) => setParams({ [filter.param]: value })}
                w={220}
              />
            ))}
          </Group>
          {list.isError ? (
            <ResourceError
              error={list.error}
              title={`Could not load the ${screen.label.toLowerCase()}`}
              onRetry={() => void list.refetch()}
            />
          ) : list.isPending ? (
            <Skeleton height={320} radius="md" />
          ) : (
            <>
              <Text size="sm" c="dimmed" aria-live="polite">
                {search.trim() ? `${shown.length} of ${rows!.length} match` : `${rows!.length} in total`}
              </Text>
              {!list.data.complete && (
                <TruncatedList shown={rows!.length} noun={screen.label.toLowerCase()} />
              )}
              {ListView ? <ListView resource={id} rows={shown} table={table} /> : table}
            </>
          )}
          {ListExtra && <ListExtra resource={id} />}
        </Stack>
      )}
    </Page>
  );
}
