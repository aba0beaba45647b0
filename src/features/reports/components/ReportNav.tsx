import { NativeSelect, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { NavItem } from '@/components/navigation/NavItem';
import { familyIds, familyLabels, type FamilyId } from '@/api/reports/family-ids';
import { paths } from '@/lib/routes';

/** Below Mantine's md breakpoint the families stack above the report: one select instead of 14 links. */
const NARROW = '(max-width: 61.99em)';

/**
 * The run's report families; links keep the page filters so they stay while moving between
 * families. On a narrow screen, a select of the families (the browser's own list), so the report
 * starts on the first screen.
 */
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
  const narrow = useMediaQuery(NARROW, false, { getInitialValueInEffect: false });
  const navigate = useNavigate();
  const href = (family: FamilyId) => paths.report({ auditId, runId, family, search: filterSearch });
  return (
    <nav aria-label="Report families">
      {narrow ? (
        <NativeSelect
          label="Report"
          data={familyIds.map((id) => ({ value: id, label: familyLabels[id] }))}
          value={current}
          onChange={(event) => void navigate(href(event.currentTarget.value as FamilyId))}
        />
      ) : (
        <Stack gap={2}>
          {familyIds.map((id) => (
            <NavItem key={id} to={href(id)} label={familyLabels[id]} current={id === current} />
          ))}
        </Stack>
      )}
    </nav>
  );
}
