import { Stack } from '@mantine/core';
import { dimensionIds } from '@/api/compare/registry';
import type { ComparedRuns } from '@/api/compare/use-dimension-diff';
import type { CompareState } from '../url-state';
import { DimensionView } from './DimensionView';

interface ComparisonPrintProps {
  runs: ComparedRuns;
  /** The address's view: its filters and sort narrow the dimension on screen, the others print whole. */
  state: CompareState;
}

/**
 * The whole comparison on paper: every dimension in turn, each with its summary and rows. A dimension
 * still reading holds the print (PrintPending in its view) until its rows are there.
 */
export function ComparisonPrint({ runs, state }: ComparisonPrintProps) {
  return (
    <Stack gap="xl">
      {dimensionIds.map((dimension) => (
        <DimensionView
          key={dimension}
          dimension={dimension}
          runs={runs}
          state={
            dimension === state.dimension
              ? state
              : {
                  ...state,
                  dimension,
                  kind: undefined,
                  attribute: undefined,
                  from: undefined,
                  to: undefined,
                  sort: [],
                }
          }
        />
      ))}
    </Stack>
  );
}
