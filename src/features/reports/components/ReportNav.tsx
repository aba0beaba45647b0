import { NavLink, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { familyIds, type FamilyId } from '@/api/reports/families';
import { reportPath } from '@/lib/paths';
import { familyLabels } from '@/components/reports/family-labels';

/** The run's report families; links keep the page filters so they stay while moving between families. */
export function ReportNav({
  auditId,
  runId,
  current,
  filterSearch,
}: {
  auditId: number;
  runId: number;
  current: FamilyId;
  filterSearch: string;
}) {
  return (
    <nav aria-label="Report families">
      <Stack gap={2}>
        {familyIds.map((id) => (
          <NavLink
            key={id}
            component={Link}
            to={`${reportPath(auditId, runId, id)}${filterSearch}`}
            label={familyLabels[id]}
            active={id === current}
            aria-current={id === current ? 'page' : undefined}
            variant="light"
          />
        ))}
      </Stack>
    </nav>
  );
}
