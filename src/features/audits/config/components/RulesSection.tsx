import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { z } from '@/lib/zod';
import { auditConfigQueries } from '@/api/audits/config-queries';
import type { RuleDescription } from '@/api/audits/config-schemas';
import { auditMutations } from '@/api/audits/mutations';
import { actionColumn, DataTable, type ColumnSpec } from '@/components/data-table';
import { QueryView } from '@/components/feedback/QueryView';
import { formatDate } from '@/lib/format';
import { RulePicker } from '@/components/form/RulePicker';
import { AddRuleById } from '@/components/form/AddRuleById';
import { FormShell } from '@/components/form/FormShell';

const rulesSchema = z.object({ ruleIds: z.array(z.int()) });
type RulesValues = z.infer<typeof rulesSchema>;

interface RuleRow {
  id: number;
  rule: RuleDescription | undefined;
  error: string | undefined;
}

function RuleList({
  form,
  known,
}: {
  form: UseFormReturn<RulesValues>;
  known: Map<number, RuleDescription>;
}) {
  const ruleIds = useWatch({ control: form.control, name: 'ruleIds' });
  const errors = form.formState.errors.ruleIds;
  const setIds = (next: number[]) => form.setValue('ruleIds', next, { shouldDirty: true });

  const columns = useMemo<ColumnSpec<RuleRow>[]>(
    // In the order the rules were added: not sortable.
    () =>
      (
        [
          {
            id: 'id',
            header: 'Rule',
            width: 90,
            align: 'right',
            mono: true,
            accessor: (row) => row.id,
            cell: (row) => String(row.id),
          },
          {
            id: 'name',
            header: 'Name',
            width: 320,
            accessor: (row) => row.rule?.name ?? '',
            cell: (row) =>
              row.error ? (
                <Text size="sm" c="red.8">
                  {row.error}
                </Text>
              ) : (
                (row.rule?.name ?? (
                  <Text size="sm" c="dimmed">
                    Checked when you save
                  </Text>
                ))
              ),
          },
          {
            id: 'checks',
            header: 'Checks',
            width: 110,
            align: 'right',
            accessor: (row) => row.rule?.checkTimes,
            cell: (row) => (row.rule ? `${row.rule.checkTimes} ×` : '–'),
          },
          {
            id: 'updated',
            header: 'Updated',
            width: 130,
            accessor: (row) => row.rule?.updatedAt ?? '',
            cell: (row) => formatDate(row.rule?.updatedAt),
          },
          actionColumn({
            id: 'remove',
            header: 'Remove',
            width: 110,
            cell: (row) => (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                aria-label={`Remove rule ${row.id}`}
                onClick={() =>
                  form.setValue(
                    'ruleIds',
                    form.getValues('ruleIds').filter((id) => id !== row.id),
                    { shouldDirty: true },
                  )
                }
              >
                Remove
              </Button>
            ),
          }),
        ] satisfies ColumnSpec<RuleRow>[]
      ).map((column) => ({ ...column, sortable: false })),
    [form],
  );

  const rows: RuleRow[] = ruleIds.map((id, index) => ({
    id,
    rule: known.get(id),
    error: errors?.[index]?.message,
  }));
  return (
    <Stack gap="sm">
      <DataTable
        label="Rules on this audit"
        data={rows}
        columns={columns}
        getRowId={(row) => String(row.id)}
        maxHeight={360}
        columnsMenu={false}
        empty="No rules: this audit checks no rules on its pages."
      />
      <Group align="flex-end" gap="xs">
        <RulePicker exclude={ruleIds} onPick={(id) => setIds([...ruleIds, id])} />
        <AddRuleById
          ruleIds={ruleIds}
          onAdd={(id) => setIds([...ruleIds, id])}
          alreadyListed={(id) => `Rule ${id} is already on this audit`}
        />
      </Group>
    </Stack>
  );
}

/** Rules: the rules checked on this audit's pages; remove them, or add one by id. */
export function RulesSection({ auditId }: { auditId: number }) {
  const query = useQuery(auditConfigQueries.rules(auditId));
  const save = useMutation(auditMutations.saveRules(auditId));
  const [learned, setLearned] = useState<RuleDescription[]>([]);
  return (
    <QueryView
      query={query}
      errorTitle="Could not load the audit's rules"
      loading={<Skeleton height={240} />}
    >
      {(rules) => {
        const known = new Map([...learned, ...rules].map((rule) => [rule.id, rule]));
        return (
          <FormShell
            label="Rules"
            schema={rulesSchema}
            values={{ ruleIds: rules.map((rule) => rule.id) }}
            onSave={async (values) => setLearned(await save.mutateAsync(values.ruleIds))}
            fieldForPath={(path) =>
              Number.isInteger(Number(path[0])) ? `ruleIds.${Number(path[0])}` : undefined
            }
            changesName="the rules"
          >
            {(form) => <RuleList form={form} known={known} />}
          </FormShell>
        );
      }}
    </QueryView>
  );
}
