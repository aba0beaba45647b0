import { Button, Group, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { domainQueries } from '@/api/domains/queries';
import { webJourneyQueries } from '@/api/web-journeys/queries';
import { DataTable } from '@/components/data-table';
import { asOneQuery } from '@/components/feedback/combine-queries';
import { EmptyState } from '@/components/feedback/EmptyState';
import { QueryView } from '@/components/feedback/QueryView';
import { Page } from '@/components/page/Page';
import { formatSortParam, parseSortParam, useSearchParamState } from '@/components/url-state/useSearchParam';
import { frequencyChoices } from '../components/choices';
import { CreateJourneyButton } from '../components/CreateJourneyDialog';
import { subFolderName, webJourneyColumns, type WebJourneyRow } from '../components/web-journey-columns';
import { paths } from '@/lib/routes';
import { parseRouteSearch } from '@/lib/routes/params';

const defaultSort = [{ id: 'name', desc: false }];

function readMonitored(value: string | null): boolean | undefined {
  return value === 'yes' ? true : value === 'no' ? false : undefined;
}

const monitoringChoices = [
  { value: 'yes', label: 'Monitored by script services' },
  { value: 'no', label: 'Not monitored' },
];

function matchesText(row: WebJourneyRow, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [
    row.journey.name,
    row.journey.notes ?? '',
    subFolderName(row),
    row.subFolder?.domain ?? '',
    row.journey.location ?? '',
  ].some((value) => value.toLowerCase().includes(needle));
}

/**
 * `/web-journeys`: every scripted journey, searchable and filtered by sub-folder and monitoring (by
 * the service) and by frequency, all from the URL; "New web journey" creates one.
 */
export function WebJourneyListPage() {
  const [params, setParams] = useSearchParamState();
  const search = parseRouteSearch('webJourneys', params);
  const text = search.q;
  const domainId = search.domain;
  const monitored = readMonitored(search.monitored ?? null);
  const frequency = search.frequency;
  const sorting = search.sort !== undefined ? parseSortParam(search.sort) : defaultSort;
  const list = useQueries({
    queries: [
      { ...webJourneyQueries.list({ domainId, monitored }), placeholderData: keepPreviousData },
      domainQueries.list(),
    ] as const,
    combine: asOneQuery,
  });

  const [journeys, domains] = list.data ?? [[], []];
  const rows = useMemo(() => {
    const byId = new Map(domains.map((domain) => [domain.id, domain]));
    return journeys.map((journey) => ({ journey, subFolder: byId.get(journey.domainId) }));
  }, [journeys, domains]);
  const shown = useMemo(
    () =>
      rows.filter(
        (row) => matchesText(row, text) && (frequency === '' || row.journey.frequency === frequency),
      ),
    [rows, text, frequency],
  );
  const filtered =
    text.trim() !== '' || domainId !== undefined || monitored !== undefined || frequency !== '';
  const subFolder = domains.find((domain) => domain.id === domainId);

  return (
    <Page
      title="Web journeys"
      description={
        list.data
          ? `${journeys.length} journeys${subFolder ? ` in ${subFolder.name}` : ''} · scripted visits that run on a schedule`
          : 'Scripted visits that run on a schedule'
      }
      actions={<CreateJourneyButton initialDomainId={domainId} />}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Search journeys"
          placeholder="Name, notes, sub-folder or location"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setParams({ q: event.currentTarget.value })}
          w={300}
        />
        <Select
          label="Sub-folder"
          placeholder="All sub-folders"
          clearable
          searchable
          data={domains.map((domain) => ({ value: String(domain.id), label: domain.name }))}
          value={domainId !== undefined ? String(domainId) : null}
          onChange={(value) => setParams({ domain: value })}
          w={240}
        />
        <Select
          label="Frequency"
          placeholder="Any frequency"
          clearable
          data={frequencyChoices}
          value={frequency || null}
          onChange={(value) => setParams({ frequency: value })}
          w={180}
        />
        <Select
          label="Monitoring"
          placeholder="Any"
          clearable
          data={monitoringChoices}
          value={monitored === undefined ? null : monitored ? 'yes' : 'no'}
          onChange={(value) => setParams({ monitored: value })}
          w={240}
        />
        {filtered && (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={() => setParams({ q: null, domain: null, frequency: null, monitored: null })}
          >
            Clear filters
          </Button>
        )}
      </Group>
      <QueryView
        query={list}
        errorTitle="Could not load the web journeys"
        loading={<Skeleton height={320} radius="md" />}
      >
        {() =>
          rows.length === 0 && !filtered ? (
            <EmptyState title="No web journeys yet">
              Web journeys script a visit — sign in, search, check out — and check the tags on every step.
            </EmptyState>
          ) : shown.length === 0 ? (
            <EmptyState title="No web journeys match these filters">
              Try a shorter search or another sub-folder.
            </EmptyState>
          ) : (
            <Stack gap="xs">
              <Text size="sm" c="dimmed" aria-live="polite">
                Showing {shown.length} of {journeys.length} journeys
              </Text>
              <DataTable
                label="Web journeys"
                data={shown}
                columns={webJourneyColumns}
                getRowId={(row) => String(row.journey.id)}
                rowHref={(row) => paths.webJourney({ webJourneyId: row.journey.id })}
                sorting={sorting}
                onSortingChange={(next) => setParams({ sort: formatSortParam(next) || null })}
                csvFileName="web-journeys.csv"
              />
            </Stack>
          )
        }
      </QueryView>
    </Page>
  );
}
