import { Badge, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PageRef } from '@/api/pages/queries';
import type { PageRuleResult } from '@/api/pages/schemas';
import { DataTable, type ColumnSpec } from '@/components/data-table';
import { QueryView } from '@/components/feedback/QueryView';
import { formatCount } from '@/lib/format';
import { pageDetailsQueries } from '../prefetch';

const results: Record<string, { label: string; color: string }> = {
  Passed: { label: 'Passed', color: 'teal' },
  Failed: { label: 'Failed', color: 'red' },
  NotApplied: { label: 'Not applied', color: 'gray' },
  Broken: { label: 'Broken', color: 'orange' },
};

/** What the rule expected and found, in words: the tag, a variable's value, or a page filter. */
function detailOf(rule: PageRuleResult): string {
  if (rule.resultType === 'NotApplied') {
    const filter = rule.pageFilterResults[0];
    return filter ? `Applies where the URL contains "${filter.expected}"` : 'Not evaluated on this page';
  }
  const tag = rule.tagResults[0];
  const variable = tag?.tag.variables[0] as
    { name?: string; actualValue?: string; expectedValues?: string[] } | undefined;
  if (variable?.name) {
    const expected = variable.expectedValues?.length ? variable.expectedValues.join(' or ') : 'any value';
    return `${tag!.tag.name} ${variable.name}: expected ${expected}, found ${variable.actualValue ?? 'nothing'}`;
  }
  return `${tag?.tag.name ?? 'Tag'}: expected ${rule.noOfChecks.expected}, found ${rule.noOfChecks.actual} requests`;
}

const columns: ColumnSpec<PageRuleResult>[] = [
  { id: 'name', header: 'Rule', width: 280, accessor: (row) => row.name, hideable: false },
  {
    id: 'result',
    header: 'Result',
    width: 130,
    accessor: (row) => results[row.resultType ?? '']?.label ?? row.resultType,
    cell: (row) => {
      const result = results[row.resultType ?? ''] ?? { label: row.resultType ?? '–', color: 'gray' };
      return (
        <Badge color={result.color} variant="light" radius="sm" tt="none">
          {result.label}
        </Badge>
      );
    },
  },
  { id: 'detail', header: 'Expected and found', width: 420, accessor: detailOf },
];

/** The audit's rules evaluated on this page, failures first. */
export function RuleResultsSection({ page }: { page: PageRef }) {
  const rules = useQuery(pageDetailsQueries(page).ruleResults);
  return (
    <section aria-label="Rules">
      <Title order={2} size="h4" mb="xs">
        Rules
      </Title>
      <QueryView
        query={rules}
        errorTitle="Could not load the rule results"
        loading={<Skeleton height={120} />}
      >
        {(data) =>
          data.results.length === 0 ? (
            <Text size="sm">No rules are applied to this audit.</Text>
          ) : (
            <>
              <Text size="sm" mb="xs">
                {formatCount(data.summary.totalNoOfRulesPassed)} passed,{' '}
                {formatCount(data.summary.totalNoOfRulesFailed)} failed,{' '}
                {formatCount(data.summary.totalNoOfRulesNotApplied)} not applied.
              </Text>
              <DataTable
                label="Rule results"
                data={[...data.results].sort(
                  (a, b) => Number(b.resultType === 'Failed') - Number(a.resultType === 'Failed'),
                )}
                columns={columns}
                getRowId={(row) => String(row.ruleId)}
                csvFileName={`page-${page.pageId}-rules.csv`}
                maxHeight={320}
              />
            </>
          )
        }
      </QueryView>
    </section>
  );
}
