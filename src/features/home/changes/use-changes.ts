import { useCallback, useMemo, useState } from 'react';
import type { AuditInPeriod } from '../runs/audits-in-period';
import { detailDimension } from './change-details';
import { changeKindIds, risingTotals, type ChangeItem, type ChangeKindId } from './changes';
import { useChangeDetails } from './use-change-details';

/**
 * What changed in every audit of the period: the rises of the run totals decide what each section
 * lists; the exact change (a diff of the two runs) is read only for the first `shown[kind]` items of
 * a section, once the section has come near the viewport (`markNear`).
 */
export function useChanges(
  audits: readonly AuditInPeriod[] | undefined,
  shown: Record<ChangeKindId, number>,
) {
  const rising = useMemo(() => audits && risingTotals(audits), [audits]);
  const onScreen = Object.fromEntries(
    changeKindIds.map((kind) => [kind, (rising?.[kind] ?? []).slice(0, shown[kind])]),
  ) as Record<ChangeKindId, ChangeItem[]>;
  const found = Object.fromEntries(changeKindIds.map((kind) => [kind, rising?.[kind].length ?? 0])) as Record<
    ChangeKindId,
    number
  >;
  // Sections below the fold wait: their diffs are read once the analyst scrolls near them.
  const [near, setNear] = useState<ReadonlySet<ChangeKindId>>(() => new Set());
  const markNear = useCallback(
    (kind: ChangeKindId) => setNear((current) => (current.has(kind) ? current : new Set(current).add(kind))),
    [],
  );
  const toDetail = changeKindIds.flatMap((kind) =>
    detailDimension[kind] && near.has(kind) ? onScreen[kind] : [],
  );
  const details = useChangeDetails(toDetail);
  return { rising, onScreen, found, details, markNear };
}

/** What {@link useChanges} answers. */
export type Changes = ReturnType<typeof useChanges>;
