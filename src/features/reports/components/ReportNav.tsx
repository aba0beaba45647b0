import { NavLink, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { familyIds, type FamilyId } from '@/api/reports/families';
import { familyLabels } from '@/api/reports/family-ids';
import { paths } from '@/lib/routes';

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
            to={paths.report({ auditId, runId, family: id, search: filterSearch })}
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
