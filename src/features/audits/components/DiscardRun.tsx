import { Button, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { auditMutations } from '@/api/audits/mutations';
import { actionColumn, type ColumnSpec } from '@/components/data-table';
import { formatCount, formatDateTime } from '@/lib/format';
import type { RunRow } from '../runs';
import { ConfirmModal } from '@/components/feedback/ConfirmModal';

const statusWords: Record<RunRow['status'], string> = {
  queued: 'queued',
  running: 'still running',
  completed: 'completed',
  failed: 'failed',
};

/**
 * Discarding runs from the run history: a "Discard" row action and its confirmation dialog naming
 * the run. Returns the column to add to the table and the dialog to render.
 */
export function useDiscardRun(auditId: number) {
  const [target, setTarget] = useState<RunRow | null>(null);
  const discard = useMutation(auditMutations.discardRun(auditId));
  const { reset } = discard;
  const column = useMemo<ColumnSpec<RunRow>>(
    () =>
      actionColumn({
        id: 'discard',
        header: 'Discard',
        width: 100,
        cell: (row) => (
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            aria-label={`Discard run ${row.run.id}`}
            onClick={() => {
              reset();
              setTarget(row);
            }}
          >
            Discard
          </Button>
        ),
      }),
    [reset],
  );
  const modal = (
    <ConfirmModal
      opened={target !== null}
      title={target ? `Discard run ${target.run.id}?` : 'Discard run?'}
      confirmLabel={target ? `Discard run ${target.run.id}` : 'Discard run'}
      pending={discard.isPending}
      error={discard.error}
      onClose={() => setTarget(null)}
      onConfirm={() => target && discard.mutate(target.run.id, { onSuccess: () => setTarget(null) })}
    >
      {target && (
        <Text size="sm">
          Run {target.run.id}, started {formatDateTime(target.run.started)} and {statusWords[target.status]}{' '}
          with {formatCount(target.run.totalUrl)} pages, is{' '}
          {target.status === 'running' ? 'stopped and ' : ''}deleted with all its results. This cannot be
          undone.
        </Text>
      )}
    </ConfirmModal>
  );
  return { column, modal };
}
