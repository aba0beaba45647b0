import { Button } from '@mantine/core';
import { IconArrowsDiff } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AuditRun } from '@/api/audits/schemas';
import { latestComparison } from '@/api/audits/run-history';
import { paths } from '@/lib/routes';

/** "Compare runs": opens the comparison on the audit's two latest completed runs (the user can pick others there). */
export function CompareRunsButton({
  auditId,
  runs,
}: {
  auditId: number;
  runs: readonly AuditRun[] | undefined;
}) {
  const latest = runs ? latestComparison(runs) : undefined;
  return (
    <Button
      component={Link}
      to={paths.compare({ auditId, base: latest?.base, head: latest?.head })}
      size="xs"
      variant="default"
      leftSection={<IconArrowsDiff size={14} aria-hidden />}
    >
      Compare runs
    </Button>
  );
}
