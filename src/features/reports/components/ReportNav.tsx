import { Stack } from '@mantine/core';
import { NavItem } from '@/components/navigation/NavItem';
import { familyIds, type FamilyId } from '@/api/reports/family-ids';
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
          <NavItem
            key={id}
            to={paths.report({ auditId, runId, family: id, search: filterSearch })}
            label={familyLabels[id]}
            current={id === current}
          />
        ))}
      </Stack>
    </nav>
  );
}
