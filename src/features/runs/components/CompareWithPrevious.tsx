import { Button } from '@mantine/core';
import { IconArrowsDiff } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AuditRun } from '@/api/audits/schemas';
import { previousCompletedRun } from '@/api/audits/run-history';
import { paths } from '@/lib/routes';

interface CompareWithPreviousProps {
  auditId: number;
  runId: number;
  /** The audit's runs; undefined while they load. */
  history: readonly AuditRun[] | undefined;
}

/** "Compare with previous run": this run (head) against the completed run before it (base). */
export function CompareWithPrevious({ auditId, runId, history }: CompareWithPreviousProps) {
  const previous = history ? previousCompletedRun(history, runId) : undefined;
  const icon = <IconArrowsDiff size={14} aria-hidden />;
  if (!previous) {
    return (
      // A native title, not a Mantine Tooltip: floating-ui stays out of the run's first load.
      <span title={history ? 'No earlier completed run to compare with' : 'Loading the run history…'}>
        <Button size="xs" variant="default" leftSection={icon} disabled>
          Compare with previous run
        </Button>
      </span>
    );
  }
  return (
    <Button
      component={Link}
      to={paths.compare({ auditId, base: previous.id, head: runId })}
      size="xs"
      variant="default"
      leftSection={icon}
      title={`Compare with run ${previous.id}`}
    >
      Compare with previous run
    </Button>
  );
}
