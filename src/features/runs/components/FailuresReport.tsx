import { Badge, Code, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RunFailures } from '@/api/runs/schemas';
import { describeFailureType, onPageFailureText } from '../failures';
import { StartingUrlFailures } from './StartingUrlFailures';

function Section({ title, ok, children }: { title: string; ok: boolean; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Group gap="xs">
          <Title order={3} size="h4">
            {title}
          </Title>
          <Badge color={ok ? 'teal' : 'red'} variant="light" radius="sm">
            {ok ? 'No failures' : 'Failures'}
          </Badge>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The run's failure report in readable sections: pre-audit actions, on-page actions, starting URLs
 * (named from the audit's `startingUrls` where the record says which failed).
 */
export function FailuresReport({
  report,
  startingUrls,
}: {
  report: RunFailures;
  startingUrls?: readonly string[];
}) {
  const preAudit = report.preAuditActionResults;
  const preFailures = preAudit.preAuditActionFailures ?? [];
  const onPages = report.onPagesActionResults;
  const starting = report.startingUrlResults;
  return (
    <Stack gap="md">
      <Section title="Pre-audit actions" ok={!preAudit.zeroAndOut && preFailures.length === 0}>
        {preAudit.zeroAndOut && (
          <Text size="sm">A pre-audit action failed, so the run stopped before scanning any page.</Text>
        )}
        {preFailures.length > 0 ? (
          <List size="sm">
            {preFailures.map((failure, index) => (
              <List.Item key={index}>
                Action {failure.auditActionSnapshotId}: {failure.failureMessage}
              </List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm" c="dimmed">
            No pre-audit action failed.
          </Text>
        )}
      </Section>

      <Section title="On-page actions" ok={!onPages || onPages.totalFailedCount === 0}>
        {onPages ? (
          <>
            <Text size="sm">
              {onPageFailureText(onPages.totalFailedCount, onPages.totalConfiguredCount)} A sample of the
              pages where they failed:
            </Text>
            <Table withTableBorder verticalSpacing={4} aria-label="On-page action failures (sample)">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Page URL</Table.Th>
                  <Table.Th>Action</Table.Th>
                  <Table.Th>Failure</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {onPages.resultsSample.flatMap((item, row) =>
                  item.results.map((result, index) => (
                    <Table.Tr key={`${row}-${index}`}>
                      <Table.Td>
                        <Code title={item.pageUrl}>{item.pageUrl}</Code>
                      </Table.Td>
                      <Table.Td ta="right">{result.auditActionSnapshotId}</Table.Td>
                      <Table.Td>{result.failureMessage}</Table.Td>
                    </Table.Tr>
                  )),
                )}
              </Table.Tbody>
            </Table>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            No on-page action failed.
          </Text>
        )}
      </Section>

      <Section title="Starting URLs" ok={!starting}>
        {starting ? (
          <>
            <Text size="sm">{describeFailureType(starting.failureType)}</Text>
            <StartingUrlFailures failures={starting.startingUrlFailures ?? []} startingUrls={startingUrls} />
            {starting.linksExcludedSample && starting.linksExcludedSample.length > 0 && (
              <>
                <Text size="sm" fw={600}>
                  Excluded links (sample)
                </Text>
                <List size="sm">
                  {starting.linksExcludedSample.map((url, index) => (
                    <List.Item key={index}>
                      <Code>{url}</Code>
                    </List.Item>
                  ))}
                </List>
              </>
            )}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            The starting URLs loaded and the crawl went on from them.
          </Text>
        )}
      </Section>
    </Stack>
  );
}
