import { useQueries } from '@tanstack/react-query';
import { manualJourneyQueries } from '@/api/manual-journeys/queries';
import type { ManualAction, ManualJourneyRun, RequestLog } from '@/api/manual-journeys/schemas';

/**
 * A run's steps in order. The run carries them when the service includes them; otherwise each step
 * named by the request log (`stepId`) is fetched on its own (GET …/actions/{actionId}).
 */
export function useRunSteps(
  journeyId: number,
  run: ManualJourneyRun | undefined,
  logs: readonly RequestLog[] | undefined,
): ManualAction[] {
  const missing = run && !run.actions ? [...new Set((logs ?? []).map((log) => log.stepId))] : [];
  const fetched = useQueries({
    queries: missing.map((actionId) => manualJourneyQueries.action(journeyId, run!.id, actionId)),
  });
  if (run?.actions) return [...run.actions].sort((a, b) => a.sequence - b.sequence);
  return fetched
    .flatMap((result) => (result.data ? [result.data] : []))
    .sort((a, b) => a.sequence - b.sequence);
}
