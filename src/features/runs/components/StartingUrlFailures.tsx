import { Code, List, Table, Text } from '@mantine/core';
import type { RunFailures } from '@/api/runs/schemas';
import { describeNavigationStatus, outcomeSubject, startingUrlOutcomes } from '../failures';

type Failures = NonNullable<NonNullable<RunFailures['startingUrlResults']>['startingUrlFailures']>;

/**
 * Which starting URL answered what: a row per URL where the audit's starting URLs name them, else a
 * row per answer with how many URLs gave it, and the audit's starting URLs listed below.
 */
export function StartingUrlFailures({
  failures,
  startingUrls,
}: {
  failures: Failures;
  startingUrls: readonly string[] | undefined;
}) {
  if (failures.length === 0) return null;
  const outcomes = startingUrlOutcomes(failures, startingUrls);
  const total = outcomes.reduce((sum, outcome) => sum + outcome.count, 0);
  const rows = outcomes.flatMap((outcome) =>
    (outcome.urls ?? [undefined]).map((url) => ({ ...outcome, url })),
  );
  const unnamed = outcomes.some((outcome) => !outcome.urls);
  return (
    <>
      <Table withTableBorder verticalSpacing={4} aria-label="Starting URL failures">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Starting URL</Table.Th>
            <Table.Th>Answer</Table.Th>
            <Table.Th>Browser error</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={index}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {row.url !== undefined ? (
                  <Code>{row.url}</Code>
                ) : (
                  outcomeSubject({ ...row, urls: undefined }, total)
                )}
              </Table.Td>
              <Table.Td>{describeNavigationStatus(row.statusCode)}</Table.Td>
              <Table.Td ff="monospace">{row.browserError ?? '–'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {unnamed && startingUrls !== undefined && startingUrls.length === total && (
        <>
          <Text size="sm">
            The service counts the starting URLs of each answer without saying which. The audit’s starting
            URLs:
          </Text>
          <List size="sm">
            {startingUrls.map((url, index) => (
              <List.Item key={index}>
                <Code style={{ overflowWrap: 'anywhere' }}>{url}</Code>
              </List.Item>
            ))}
          </List>
        </>
      )}
    </>
  );
}
