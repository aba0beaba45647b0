import { Anchor, Badge, Group, Skeleton, Stack, Table, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { ActionRequest, CookieOriginInput } from '@/api/web-journeys/run-schemas';
import { stepScreenshotPath, webJourneyQueries } from '@/api/web-journeys/queries';
import type { ColumnSpec } from '@/components/data-table';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/feedback/EmptyState';
import { QueryView } from '@/components/feedback/QueryView';
import { ScreenshotImage } from '@/components/media/ScreenshotImage';
import { formatBytes, formatMs } from '@/lib/format';
import { changeColor, changeVerb, cookieParam } from './cookie-key';
import { ActionCookieStory } from './CookieStories';
import { actionTypeLabel } from './run-status';
import type { RunStep } from './run-steps';
import { actionTarget } from './ScriptTable';
import { valueLabel } from '@/lib/vocabulary';

/** The detail tabs of a step. */
export const detailTabs = ['cookies', 'requests', 'console'] as const;
export type DetailTab = (typeof detailTabs)[number];
const tabLabels: Record<DetailTab, string> = { cookies: 'Cookies', requests: 'Requests', console: 'Console' };

interface DetailProps {
  journeyId: number;
  runId: number;
  /** A step that ran. */
  step: RunStep;
  tab: DetailTab;
  /** The cookie whose origin within this step is open. */
  actionCookie: CookieOriginInput | undefined;
  /** A link to this page with some query parameters changed. */
  href: (changes: Record<string, string | null>) => string;
}

type Row = ActionRequest & { index: number };

const requestColumns: ColumnSpec<Row>[] = [
  { id: 'index', header: '#', width: 56, align: 'right', accessor: (row) => row.index + 1 },
  { id: 'method', header: 'Method', width: 80, accessor: (row) => row.request?.method ?? '' },
  { id: 'url', header: 'URL', width: 420, mono: true, accessor: (row) => row.request?.url ?? '' },
  {
    id: 'status',
    header: 'Status',
    width: 110,
    align: 'right',
    accessor: (row) => row.response?.status ?? null,
    cell: (row) =>
      row.request?.requestBlocking ? (
        <Badge color="grape" variant="light" radius="sm">
          Blocked
        </Badge>
      ) : (
        String(row.response?.status ?? '')
      ),
  },
  {
    id: 'type',
    header: 'Type',
    width: 110,
    accessor: (row) => (row.resourceType ? valueLabel('resourceType', row.resourceType) : ''),
  },
  { id: 'tag', header: 'Tag', width: 180, accessor: (row) => row.tag?.tagName ?? '' },
  {
    id: 'time',
    header: 'Time',
    width: 90,
    align: 'right',
    accessor: (row) => row.time ?? null,
    cell: (row) => formatMs(row.time),
  },
  {
    id: 'size',
    header: 'Size',
    unit: 'bytes',
    width: 90,
    align: 'right',
    accessor: (row) => row.response?.content?.size ?? null,
    cell: (row) => formatBytes(row.response?.content?.size),
  },
];

function StepRequests({
  journeyId,
  runId,
  sequence,
}: {
  journeyId: number;
  runId: number;
  sequence: number;
}) {
  const requests = useQuery(webJourneyQueries.actionRequests(journeyId, runId, sequence));
  return (
    <QueryView query={requests} errorTitle="Could not load the requests" loading={<Skeleton height={200} />}>
      {(list) => (
        <DataTable
          label={`Requests of step ${sequence + 1}`}
          data={list.map((request, index) => ({ ...request, index }))}
          columns={requestColumns}
          getRowId={(row) => String(row.index)}
          maxHeight={420}
          empty="This step made no requests."
          csvFileName={`journey-run-${runId}-step-${sequence + 1}-requests.csv`}
        />
      )}
    </QueryView>
  );
}

function StepConsole({ journeyId, runId, sequence }: { journeyId: number; runId: number; sequence: number }) {
  const logs = useQuery(webJourneyQueries.actionLogs(journeyId, runId, sequence));
  return (
    <QueryView query={logs} errorTitle="Could not load the console" loading={<Skeleton height={120} />}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState title="Nothing in the console">The page logged no message during this step.</EmptyState>
        ) : (
          <Table aria-label={`Console of step ${sequence + 1}`} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Level</Table.Th>
                <Table.Th>Message</Table.Th>
                <Table.Th>Source</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((log, index) => (
                <Table.Tr key={index}>
                  <Table.Td>
                    <Badge
                      radius="sm"
                      variant="light"
                      color={log.level === 'SEVERE' ? 'red' : log.level === 'WARNING' ? 'yellow' : 'gray'}
                    >
                      {log.level ?? 'INFO'}
                    </Badge>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{log.message}</Table.Td>
                  <Table.Td>{log.source}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )
      }
    </QueryView>
  );
}

function StepCookies({ journeyId, runId, step, actionCookie, href }: Omit<DetailProps, 'tab'>) {
  const { sequence } = step;
  const cookies = useQuery(webJourneyQueries.actionCookies(journeyId, runId, sequence));
  return (
    <QueryView query={cookies} errorTitle="Could not load the cookies" loading={<Skeleton height={200} />}>
      {(data) =>
        data.create.length === 0 ? (
          <EmptyState title="No cookie changed">This step did not add, change or remove a cookie.</EmptyState>
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {data.insights.noOfUniqueCookies} cookies on {data.insights.noOfUniqueDomains} domains ·{' '}
              {data.insights.noOf3rdPartyCookies} third-party
            </Text>
            <Table.ScrollContainer minWidth={640}>
              <Table aria-label={`Cookies changed in step ${sequence + 1}`} striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Change</Table.Th>
                    <Table.Th>Cookie</Table.Th>
                    <Table.Th>Domain</Table.Th>
                    <Table.Th>Set by</Table.Th>
                    <Table.Th>Origin story</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.create.map((cookie) => {
                    const key = cookieParam(cookie);
                    const initiator = cookie.initiators?.[0];
                    const open = actionCookie && cookieParam(actionCookie) === key;
                    return (
                      <Table.Tr key={key}>
                        <Table.Td>
                          <Badge radius="sm" variant="light" color={changeColor(cookie.opChangeType)}>
                            {changeVerb(cookie.opChangeType)}
                          </Badge>
                        </Table.Td>
                        <Table.Td ff="monospace">{cookie.name}</Table.Td>
                        <Table.Td>
                          {cookie.domain}
                          {cookie.partyType === '3rd_party' ? ' (third party)' : ''}
                        </Table.Td>
                        <Table.Td>
                          {initiator?.initiatorType === 'HTTP'
                            ? 'Response header'
                            : initiator?.initiatorType === 'APP'
                              ? 'Script'
                              : (initiator?.initiatorType ?? 'Unknown')}
                        </Table.Td>
                        <Table.Td>
                          <Group gap="sm" wrap="nowrap">
                            <Anchor
                              component={Link}
                              to={href({ actionCookie: open ? null : key })}
                              size="sm"
                              aria-expanded={Boolean(open)}
                              aria-label={`${open ? 'Hide' : 'This step'}: how step ${sequence + 1} changed ${cookie.name}`}
                            >
                              {open ? 'Hide' : 'This step'}
                            </Anchor>
                            <Anchor
                              component={Link}
                              to={href({ cookie: key })}
                              size="sm"
                              aria-label={`Origin story of ${cookie.name} in the whole run`}
                            >
                              Whole run
                            </Anchor>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {actionCookie && step.action.id !== undefined && (
              <ActionCookieStory
                journeyId={journeyId}
                runId={runId}
                actionId={step.action.id}
                cookie={actionCookie}
              />
            )}
          </Stack>
        )
      }
    </QueryView>
  );
}

/** The page a step loaded (its document request) and the tags that fired, from the step's requests. */
function StepOverview({
  journeyId,
  runId,
  sequence,
}: {
  journeyId: number;
  runId: number;
  sequence: number;
}) {
  const requests = useQuery(webJourneyQueries.actionRequests(journeyId, runId, sequence));
  const list = requests.data ?? [];
  const page = list.find((request) => request.resourceType === 'document');
  const tags = [
    ...new Map(
      list
        .filter((request) => request.tag?.tagName && !request.request?.requestBlocking)
        .map((request) => [request.tag!.tagName!, (request.response?.status ?? 0) < 400]),
    ),
  ];
  return (
    <>
      {page?.request?.url && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Page: {page.request.url} · status {page.response?.status ?? '–'} · loaded in {formatMs(page.time)} ·{' '}
          {formatBytes(page.response?.content?.size)}
        </Text>
      )}
      {tags.length > 0 && (
        <Group gap={4} wrap="wrap" aria-label="Tags that fired">
          {tags.map(([name, ok]) => (
            <Badge key={name} variant="outline" radius="sm" color={ok ? 'blue' : 'red'}>
              {name}
            </Badge>
          ))}
        </Group>
      )}
    </>
  );
}

/** One step of the run: what it did, its screenshot, and its cookies, requests and console. */
export function ActionDetail(props: DetailProps) {
  const { journeyId, runId, step, tab, href } = props;
  const navigate = useNavigate();
  const { sequence, action } = step;
  const target = actionTarget(action);
  return (
    <Stack gap="md">
      <Group align="flex-start" gap="lg" wrap="wrap">
        <ScreenshotImage
          screenshot={stepScreenshotPath(journeyId, runId, sequence)}
          alt={`The page after step ${sequence + 1}`}
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 240 }}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <b>{actionTypeLabel(action.actionType)}</b>
            {target ? ` ${target}` : ''}
          </Text>
          {step.failureMessage && (
            <Text size="sm" c="red.8">
              {step.failureMessage}
            </Text>
          )}
          <StepOverview journeyId={journeyId} runId={runId} sequence={sequence} />
        </Stack>
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => {
          if (value) void navigate(href({ tab: value === 'cookies' ? null : value }), { replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={`Details of step ${sequence + 1}`}>
          {detailTabs.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {tabLabels[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="cookies" pt="sm">
          <StepCookies {...props} />
        </Tabs.Panel>
        <Tabs.Panel value="requests" pt="sm">
          <StepRequests journeyId={journeyId} runId={runId} sequence={sequence} />
        </Tabs.Panel>
        <Tabs.Panel value="console" pt="sm">
          <StepConsole journeyId={journeyId} runId={runId} sequence={sequence} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
