import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LibraryAudit } from '../library';
import { LazyModal } from '@/components/progressive/LazyModal';
import { batchCounts, type BatchEntry } from '@/lib/batch';
import {
  bulkActions,
  emptyBulkParams,
  type BulkAction,
  type BulkChoices,
  type BulkParams,
} from './bulk-actions';
import { BulkBar } from './BulkBar';
import { BulkProgress, runSummary } from './BulkProgress';
import { SelectionProvider } from './SelectColumn';
import { shownOrder, useAuditSelection } from './selection';
import { useBulkRun, type BulkRun } from './use-bulk-run';

interface BulkActionsProps {
  /** The audits the filter shows, in any order. */
  audits: readonly LibraryAudit[];
  /** Whether a filter narrows the library. */
  filtered: boolean;
  choices: BulkChoices;
  /** The library tables, whose checkboxes select. */
  children: ReactNode;
}

/** Whether some audits of a run failed or were not reached. */
function unfinished(run: BulkRun): boolean {
  const counts = batchCounts(run.entries);
  return counts.failed + counts.waiting > 0;
}

/** "Retry 2 failed", or "Retry 3 not done" when some were not attempted. */
function retryLabel(run: BulkRun): string {
  const counts = batchCounts(run.entries);
  return counts.waiting
    ? `Retry ${counts.failed + counts.waiting} not done`
    : `Retry ${counts.failed} failed`;
}

/** What became of a bulk run once its dialog is closed: said on the page until dismissed. */
function RunOutcome({ run, onShow, onDismiss }: { run: BulkRun; onShow: () => void; onDismiss: () => void }) {
  const counts = batchCounts(run.entries);
  const trouble = unfinished(run);
  const title = run.running
    ? `${run.action.label}: stopping after the current audit`
    : counts.waiting
      ? `${run.action.label} stopped before the end`
      : counts.failed
        ? `${run.action.label} finished with failures`
        : `${run.action.label} done`;
  return (
    <Alert
      role="status"
      color={trouble ? 'orange' : 'teal'}
      variant="light"
      title={title}
      withCloseButton={!run.running}
      closeButtonLabel="Dismiss"
      onClose={onDismiss}
    >
      <Group gap="sm" justify="space-between">
        <Text size="sm">{runSummary(run)}.</Text>
        <Button variant="subtle" size="compact-sm" onClick={onShow}>
          Show results
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * Selection and bulk actions of the audit library: the action bar, the checkboxes' selection for
 * `children`, a dialog that asks, then applies the action one audit at a time with its results and
 * Retry, and — once the dialog is closed — what was done.
 */
export function BulkActions({ audits, filtered, choices, children }: BulkActionsProps) {
  const ids = useMemo(() => audits.map((audit) => audit.id), [audits]);
  const container = useRef<HTMLDivElement>(null);
  const selection = useAuditSelection(ids, container);
  const { setMany } = selection;
  const onSettled = useCallback(
    (entries: BatchEntry<LibraryAudit>[]) =>
      setMany(
        entries.filter((entry) => entry.status === 'succeeded').map((entry) => entry.item.id),
        false,
      ),
    [setMany],
  );
  const { run, start, retry, stop, dismiss } = useBulkRun(onSettled);
  const [setup, setSetup] = useState<BulkAction | null>(null);
  const [params, setParams] = useState<BulkParams>(emptyBulkParams);
  const [showRun, setShowRun] = useState(false);

  const chosen = audits.filter((audit) => selection.selected.has(audit.id));
  const open = (action: BulkAction) => {
    dismiss();
    setParams(emptyBulkParams);
    setSetup(action);
  };
  const begin = (action: BulkAction) => {
    // One after the other in the order the user sees them.
    const order = shownOrder(container.current);
    const position = (audit: LibraryAudit) => order.indexOf(audit.id);
    setSetup(null);
    setShowRun(true);
    void start(
      action,
      params,
      [...chosen].sort((a, b) => position(a) - position(b)),
    );
  };
  const close = () => {
    if (run?.running) stop();
    setSetup(null);
    setShowRun(false);
  };
  const shown = setup ?? (showRun ? run?.action : undefined);
  const Fields = setup?.Fields;

  return (
    <Stack gap="sm">
      {run && !showRun && <RunOutcome run={run} onShow={() => setShowRun(true)} onDismiss={dismiss} />}
      <BulkBar
        actions={bulkActions}
        selected={selection.selected.size}
        matching={audits.length}
        filtered={filtered}
        busy={run?.running ?? false}
        onSelectAll={() => selection.setMany(ids, true)}
        onClear={selection.clear}
        onAction={open}
      />
      <SelectionProvider selection={selection}>
        <Stack ref={container} gap="lg">
          {children}
        </Stack>
      </SelectionProvider>
      <LazyModal
        opened={shown !== undefined}
        onClose={close}
        title={shown?.title(setup ? chosen.length : (run?.entries.length ?? 0))}
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close the dialog' }}
      >
        {setup ? (
          <Stack gap="sm">
            <Text size="sm">{setup.intro(chosen.length)}</Text>
            {Fields && (
              <Suspense fallback={<Loader size="sm" aria-label="Loading the fields" />}>
                <Fields
                  params={params}
                  onChange={(next) => setParams((prev) => ({ ...prev, ...next }))}
                  choices={choices}
                />
              </Suspense>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button
                color={setup.color}
                disabled={!setup.ready(params) || chosen.length === 0}
                onClick={() => begin(setup)}
              >
                {setup.confirm(chosen.length)}
              </Button>
            </Group>
          </Stack>
        ) : run ? (
          <Stack gap="sm">
            <BulkProgress run={run} />
            {run.running && (
              <Text size="xs" c="dimmed">
                Closing stops after the current audit; what is done stays done.
              </Text>
            )}
            <Group justify="flex-end">
              {run.running ? (
                <Button variant="default" onClick={stop} disabled={run.stopping}>
                  Stop
                </Button>
              ) : unfinished(run) ? (
                <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={retry}>
                  {retryLabel(run)}
                </Button>
              ) : null}
              <Button variant={run.running ? 'subtle' : 'default'} onClick={close}>
                Close
              </Button>
            </Group>
          </Stack>
        ) : null}
      </LazyModal>
    </Stack>
  );
}
