import { Drawer, MultiSelect, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { actionRuleListSchema, actionSetActionSchema } from '@/api/action-sets/schemas';
import { isValidRegex } from '@/api/audits/config-schemas';
import { actionSets } from '@/api/resources/action-sets';
import { resourceQueries } from '@/api/resources/client';
import { rules } from '@/api/resources/rules';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';
import { FormShell } from '@/components/form/FormShell';
import { actionTypeLabels } from '@/components/actions/actions';
import { useOperationMutation, useOperationQuery } from '../shared/use-operation';

const pageFilterSchema = z.object({
  pageFilter: z
    .string()
    .check(z.trim())
    .check(z.maxLength(500, { error: 'Use at most 500 characters' }))
    .check(
      z.refine((value) => value === '' || isValidRegex(value), {
        error: 'This is not a valid regular expression',
      }),
    ),
});
const rulesSchema = z.object({
  ruleIds: z.array(z.int()).check(z.maxLength(100, { error: 'Use at most 100 rules' })),
});

interface DrawerProps {
  actionSetId: string;
  actionId: number | null;
  onClose: () => void;
  /** After the page filter is saved (the set's form keeps its copy in step). */
  onPageFilterSaved: (actionId: number, pageFilter: string) => void;
}

function ActionDetail({
  actionSetId,
  actionId,
  onPageFilterSaved,
}: Omit<DrawerProps, 'onClose'> & { actionId: number }) {
  const path = { actionSetId, actionId };
  const action = useOperationQuery(actionSets, 'action', { path }, actionSetActionSchema);
  const linked = useOperationQuery(actionSets, 'actionRules', { path }, actionRuleListSchema);
  const library = useQuery(resourceQueries(rules).list());
  const updateAction = useOperationMutation(actionSets, 'updateAction');
  const setRules = useOperationMutation(actionSets, 'setActionRules');
  if (action.isPending || linked.isPending) return <Skeleton height={280} />;
  if (action.isError || linked.isError)
    return (
      <ErrorPanel
        error={action.error ?? linked.error}
        title="Could not load the action"
        onRetry={() => void Promise.all([action.refetch(), linked.refetch()])}
      />
    );
  const step = action.data;
  const selector = step.selectors?.[0]?.value;
  return (
    <Stack gap="lg">
      <Table aria-label="The action" withRowBorders>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={140}>Step</Table.Th>
            <Table.Td>{step.sequence + 1}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Action</Table.Th>
            <Table.Td>{actionTypeLabels[step.actionType]}</Table.Td>
          </Table.Tr>
          {step.description && (
            <Table.Tr>
              <Table.Th>Description</Table.Th>
              <Table.Td>{step.description}</Table.Td>
            </Table.Tr>
          )}
          {(selector !== undefined || step.url) && (
            <Table.Tr>
              <Table.Th>{step.url ? 'URL' : 'Element'}</Table.Th>
              <Table.Td>
                <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {step.url ?? (typeof selector === 'string' ? selector : JSON.stringify(selector))}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      <section aria-labelledby="action-page-filter">
        <Title order={3} size="h5" id="action-page-filter" mb="xs">
          Page filter
        </Title>
        <FormShell
          label="Page filter"
          schema={pageFilterSchema}
          values={{ pageFilter: step.pageFilter ?? '' }}
          changesName="the page filter"
          saveLabel="Save page filter"
          fieldForPath={(issuePath) => (issuePath[0] === 'pageFilter' ? 'pageFilter' : undefined)}
          onSave={async ({ pageFilter }) => {
            const { actionSetId: _set, ...rest } = step;
            await updateAction.mutateAsync({ path, body: { ...rest, pageFilter: pageFilter || undefined } });
            onPageFilterSaved(actionId, pageFilter);
          }}
        >
          {(form) => (
            <TextInput
              label="Run only on pages whose URL matches"
              description="A regular expression; empty: every page"
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              error={form.formState.errors.pageFilter?.message}
              {...form.register('pageFilter')}
            />
          )}
        </FormShell>
      </section>
      <section aria-labelledby="action-rules">
        <Title order={3} size="h5" id="action-rules" mb="xs">
          Rules checked after this action
        </Title>
        <FormShell
          label="Rules"
          schema={rulesSchema}
          values={{ ruleIds: linked.data.map((rule) => rule.id) }}
          changesName="the rules"
          saveLabel="Save rules"
          onSave={({ ruleIds }) => setRules.mutateAsync({ path, body: ruleIds })}
        >
          {(form) => (
            <MultiSelect
              label="Rules"
              placeholder={library.isPending ? 'Loading the rule library…' : 'Choose rules'}
              data={[
                ...(library.data ?? []).map((rule) => ({ value: String(rule.id), label: rule.name })),
                ...linked.data
                  .filter((rule) => !library.data?.some((row) => row.id === rule.id))
                  .map((rule) => ({ value: String(rule.id), label: rule.name })),
              ]}
              value={form.watch('ruleIds').map(String)}
              onChange={(values) => form.setValue('ruleIds', values.map(Number), { shouldDirty: true })}
              error={form.formState.errors.ruleIds?.message}
              searchable
            />
          )}
        </FormShell>
      </section>
    </Stack>
  );
}

/** One saved action of a set in a drawer: what it does, its page filter, and the rules checked after it. */
export function ActionDetailDrawer({ actionSetId, actionId, onClose, onPageFilterSaved }: DrawerProps) {
  return (
    <Drawer
      opened={actionId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title="Action"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {actionId !== null && (
        <ActionDetail actionSetId={actionSetId} actionId={actionId} onPageFilterSaved={onPageFilterSaved} />
      )}
    </Drawer>
  );
}
