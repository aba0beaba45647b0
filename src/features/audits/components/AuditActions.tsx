import { Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconCopy, IconPlayerPlay, IconPlayerStop, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { auditMutations } from '@/api/audits/mutations';
import type { Audit, AuditRun } from '@/api/audits/schemas';
import { formatCount } from '@/lib/format';
import { activeRun } from '../live-run';
import { ArchiveAuditButton } from './ArchiveAuditButton';
import { ConfirmModal } from '@/components/feedback/ConfirmModal';
import { LiveRunPanel } from './LiveRunPanel';
import { paths } from '@/lib/routes';

/** Why "Run now" cannot be used, or undefined when it can. */
function runNowBlocked(active: ReturnType<typeof activeRun>): string | undefined {
  if (!active) return undefined;
  if (active.status === 'queued') return 'A run is already queued; it starts shortly.';
  const id = active.run?.id;
  return `${id ? `Run ${id}` : 'A run'} is already running; stop it or wait for it to complete.`;
}

/**
 * The audit's actions: Run now (disabled with the reason while a run is in progress), Stop with
 * confirmation, Settings, Duplicate (a prefilled new-audit form) and Archive; and the run in progress, followed live.
 */
export function AuditActions({ audit, runs }: { audit: Audit; runs: AuditRun[] | undefined }) {
  const [startedRunId, setStartedRunId] = useState<number>();
  const [confirmStop, setConfirmStop] = useState(false);
  const start = useMutation(auditMutations.startRun(audit.id));
  const finish = useMutation(auditMutations.finishRun(audit.id));
  const active = activeRun(audit, runs);
  const blocked = runNowBlocked(active);
  const running = active?.status === 'running' ? active.run : undefined;

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Tooltip label={blocked} disabled={!blocked}>
          <span>
            <Button
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              disabled={Boolean(blocked) || start.isPending}
              loading={start.isPending}
              onClick={() => start.mutate(undefined, { onSuccess: (run) => setStartedRunId(run.id) })}
            >
              Run now
            </Button>
          </span>
        </Tooltip>
        <Tooltip label="The run has not started yet" disabled={active?.status !== 'queued'}>
          <span>
            <Button
              variant="default"
              leftSection={<IconPlayerStop size={16} aria-hidden />}
              disabled={active?.status !== 'running'}
              onClick={() => {
                finish.reset();
                setConfirmStop(true);
              }}
            >
              Stop
            </Button>
          </span>
        </Tooltip>
        <Button
          component={Link}
          to={paths.auditSettings({ auditId: audit.id, section: 'general' })}
          variant="default"
          leftSection={<IconSettings size={16} aria-hidden />}
        >
          Settings
        </Button>
        <Button
          component={Link}
          to={paths.newAudit({ from: audit.id })}
          variant="default"
          leftSection={<IconCopy size={16} aria-hidden />}
        >
          Duplicate
        </Button>
        <ArchiveAuditButton
          audit={audit}
          disabledReason={active ? 'Stop or discard the run in progress first' : undefined}
        />
      </Group>
      {blocked && (
        <Text size="xs" c="dimmed">
          {blocked}
        </Text>
      )}
      {start.isError && (
        <Text size="sm" c="red.8" role="alert">
          Could not start a run: {start.error.message}
        </Text>
      )}
      <LiveRunPanel
        audit={audit}
        runs={runs}
        startedRunId={startedRunId}
        onDismiss={() => setStartedRunId(undefined)}
      />
      <ConfirmModal
        opened={confirmStop}
        title={running ? `Stop run ${running.id}?` : 'Stop the run?'}
        confirmLabel="Stop and keep the pages"
        pending={finish.isPending}
        error={finish.error}
        onClose={() => setConfirmStop(false)}
        onConfirm={() => finish.mutate(undefined, { onSuccess: () => setConfirmStop(false) })}
      >
        <Text size="sm">
          The run completes now with the {formatCount(running?.totalUrl ?? 0)} pages scanned so far; the rest
          of the site is not scanned in this run.
        </Text>
      </ConfirmModal>
    </Stack>
  );
}
