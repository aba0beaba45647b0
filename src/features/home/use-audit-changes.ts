import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { auditQueries } from '@/api/audits/queries';
import type { AuditLatestRuns } from '@/api/audits/schemas';
import type { QueryLike } from '@/components/feedback/QueryView';
import {
  CHANGES_CHECKED,
  changedPairs,
  changeKindIds,
  pairRunIds,
  risingTotals,
  type ChangeItem,
} from './changes';
import { detailDimension } from './refine';
import { useChangeDetails } from './use-change-details';

/**
 * What changed between the two latest completed runs of the audits that ran in the period: the
 * newest {@link CHANGES_CHECKED} audits (more on request) are read in one grid call of run totals,
 * and the rises it shows are then told exactly by a diff of the two runs, a few at a time.
 */
export function useAuditChanges(audits: QueryLike<AuditLatestRuns[]>, since: number) {
  const [limit, setLimit] = useState(CHANGES_CHECKED);
  const pairs = useMemo(
    () => (audits.data ? changedPairs(audits.data, since) : undefined),
    [audits.data, since],
  );
  const checked = useMemo(() => pairs?.slice(0, limit), [pairs, limit]);
  const runIds = useMemo(() => (checked ? pairRunIds(checked) : []), [checked]);
  const totals = useQuery({ ...auditQueries.runTotals(runIds), enabled: runIds.length > 0 });
  const rising = useMemo(() => {
    if (checked && checked.length === 0) return risingTotals([], new Map());
    return checked && totals.data ? risingTotals(checked, totals.data) : undefined;
  }, [checked, totals.data]);
  const toDetail = useMemo<ChangeItem[]>(
    () => (rising ? changeKindIds.flatMap((kind) => (detailDimension[kind] ? rising[kind] : [])) : []),
    [rising],
  );
  const details = useChangeDetails(toDetail);
  // No run to compare is an answer too: the sections say so instead of waiting.
  const nothingToRead = checked !== undefined && runIds.length === 0;
  const query: QueryLike<unknown> = audits.isPending || audits.isError || nothingToRead ? audits : totals;
  return {
    query,
    rising,
    details,
    checked: checked?.length ?? 0,
    ran: pairs?.length ?? 0,
    checkMore: () => setLimit((current) => current + CHANGES_CHECKED),
  };
}
