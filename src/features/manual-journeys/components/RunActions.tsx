import { ActionIcon, Button, Group, Select, Skeleton, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { DialogModal } from '@/components/feedback/DialogModal';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconEye, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { manualJourneyMutations } from '@/api/manual-journeys/mutations';
import { manualJourneyQueries } from '@/api/manual-journeys/queries';
import {
  manualActionInputSchema,
  type ManualAction,
  type ManualActionInput,
} from '@/api/manual-journeys/schemas';
import { actionColumn, DataTable, type ColumnSpec } from '@/components/data-table';
import { ConfirmModal } from '@/components/feedback/ConfirmModal';
import { QueryView } from '@/components/feedback/QueryView';
import { formatCount } from '@/lib/format';
import { actionTypeLabel, actionTypeOptions } from './action-types';
import type { RequestRow } from './request-log-rows';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';

interface RunScope {
  journeyId: number;
  runId: number;
}

function ViewActionDialog({
  scope,
  actionId,
  requests,
  onClose,
}: {
  scope: RunScope;
  actionId: number;
  requests: readonly RequestRow[];
  onClose: () => void;
}) {
  const query = useQuery(manualJourneyQueries.action(scope.journeyId, scope.runId, actionId));
  const own = requests.filter((request) => request.stepId === actionId);
  return (
    <DialogModal
      opened
      onClose={onClose}
      title={query.data ? `Step: ${query.data.name}` : 'Step'}
      centered
      size="lg"
    >
      <QueryView query={query} errorTitle="Could not load the step" loading={<Skeleton height={120} />}>
        {(action) => (
          <Stack gap="xs">
            <Text size="sm">
              Step {action.sequence + 1} · {actionTypeLabel(action.actionType)} · id {action.id}
            </Text>
            {action.note && <Text size="sm">Note: {action.note}</Text>}
            <Text size="sm" fw={600}>
              {own.length === 0
                ? 'No requests were recorded in this step.'
                : `${formatCount(own.length)} requests`}
            </Text>
            {own.length > 0 && (
              <Stack gap={2} component="ol" m={0} pl="md" style={{ maxHeight: 240, overflow: 'auto' }}>
                {own.slice(0, 50).map((request) => (
                  <Text
                    key={request.id}
                    component="li"
                    size="xs"
                    ff="monospace"
                    style={{ wordBreak: 'break-all' }}
                  >
                    {request.method} {request.url}
                    {request.tags.length ? ` — ${request.tags.join(', ')}` : ''}
                  </Text>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </QueryView>
    </DialogModal>
  );
}

function DeleteActionDialog({
  scope,
  action,
  onClose,
}: {
  scope: RunScope;
  action: ManualAction;
  onClose: () => void;
}) {
  const remove = useMutation(manualJourneyMutations.deleteAction(scope.journeyId, scope.runId));
  return (
    <ConfirmModal
      opened
      title={`Delete step “${action.name}”?`}
      confirmLabel="Delete step"
      pending={remove.isPending}
      error={remove.error}
      errorTitle="Could not delete the step"
      onClose={onClose}
      onConfirm={() => remove.mutate(action.id, { onSuccess: onClose })}
    >
      <Text size="sm">The step is removed with the requests recorded during it. This cannot be undone.</Text>
    </ConfirmModal>
  );
}

const emptyAction: Partial<ManualActionInput> = { name: '', actionType: 2, note: '' };

function AddActionForm({ scope, recording }: { scope: RunScope; recording: boolean }) {
  const add = useMutation(manualJourneyMutations.addAction(scope.journeyId, scope.runId));
  const form = useForm<ManualActionInput>({
    resolver: zodResolver(manualActionInputSchema) as Resolver<ManualActionInput>,
    defaultValues: emptyAction,
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync({ ...values, ...(values.note ? {} : { note: undefined }) });
      form.reset(emptyAction);
    } catch {
      // The error shows below; the input is kept.
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Add a step">
      <Stack gap="xs">
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            label="Step"
            placeholder="Tap “Add to cart”"
            withAsterisk
            w={280}
            {...form.register('name')}
            error={errors.name?.message}
          />
          <Controller
            control={form.control}
            name="actionType"
            render={({ field, fieldState }) => (
              <Select
                label="Kind"
                w={140}
                data={actionTypeOptions}
                value={field.value ? String(field.value) : null}
                onChange={(value) => field.onChange(value ? Number(value) : undefined)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                allowDeselect={false}
              />
            )}
          />
          <TextInput label="Note" w={280} {...form.register('note')} error={errors.note?.message} />
        </Group>
        <Group gap="sm">
          <Button
            type="submit"
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            loading={isSubmitting}
          >
            Add step
          </Button>
          <Text size="xs" c="dimmed">
            {recording
              ? 'Add a step just before doing it on the device: the requests that follow belong to it.'
              : 'The run is not recording: a step added now annotates it without requests.'}
          </Text>
        </Group>
        {add.error && <ErrorPanel error={add.error} title="Could not add the step" change compact />}
      </Stack>
    </form>
  );
}

/** A run's steps in order: view one, delete one, or add one at the end. */
export function RunActions({
  journeyId,
  runId,
  actions,
  requests,
  recording,
}: RunScope & { actions: readonly ManualAction[]; requests: readonly RequestRow[]; recording: boolean }) {
  const scope = useMemo(() => ({ journeyId, runId }), [journeyId, runId]);
  const [viewing, setViewing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ManualAction | null>(null);
  const counts = useMemo(() => {
    const map = new Map<number, number>();
    for (const request of requests) map.set(request.stepId, (map.get(request.stepId) ?? 0) + 1);
    return map;
  }, [requests]);
  const columns = useMemo<ColumnSpec<ManualAction>[]>(
    () =>
      (
        [
          {
            id: 'sequence',
            header: '#',
            width: 60,
            align: 'right',
            accessor: (action) => action.sequence + 1,
          },
          { id: 'name', header: 'Step', width: 280, hideable: false, accessor: (action) => action.name },
          {
            id: 'kind',
            header: 'Kind',
            width: 110,
            accessor: (action) => actionTypeLabel(action.actionType),
          },
          { id: 'note', header: 'Note', width: 220, accessor: (action) => action.note ?? '' },
          {
            id: 'requests',
            header: 'Requests',
            width: 100,
            align: 'right',
            accessor: (action) => counts.get(action.id) ?? 0,
            cell: (action) => formatCount(counts.get(action.id) ?? 0),
          },
          actionColumn({
            id: 'manage',
            header: 'Manage',
            width: 100,
            cell: (action) => (
              <Group gap={2} wrap="nowrap">
                <Tooltip label={`View step “${action.name}”`} withArrow>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`View step “${action.name}”`}
                    onClick={() => setViewing(action.id)}
                  >
                    <IconEye size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={`Delete step “${action.name}”`} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete step “${action.name}”`}
                    onClick={() => setDeleting(action)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ),
          }),
        ] satisfies ColumnSpec<ManualAction>[]
      ).map((column) => ({ ...column, sortable: false })),
    [counts],
  );
  return (
    <Stack gap="md">
      <DataTable
        label="Steps"
        data={actions}
        columns={columns}
        getRowId={(action) => String(action.id)}
        maxHeight={360}
        columnsMenu={false}
        empty="No steps yet."
      />
      <AddActionForm scope={scope} recording={recording} />
      {viewing !== null && (
        <ViewActionDialog
          scope={scope}
          actionId={viewing}
          requests={requests}
          onClose={() => setViewing(null)}
        />
      )}
      {deleting && <DeleteActionDialog scope={scope} action={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
