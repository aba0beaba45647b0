import { Box, MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from '@/app/theme';
import { ChartCase } from './ChartCase';
import { NaiveTableCase } from './NaiveTableCase';
import type { PageRow } from './page-rows';
import { PolylineCase } from './PolylineCase';
import type { TrendPoint } from './trend-points';
import { VirtualTableCase } from './VirtualTableCase';

/** The data of the case to render, generated before the `bench:start` mark. */
export type BenchInput =
  | { kind: 'virtual' | 'naive'; rows: readonly PageRow[] }
  | { kind: 'chart' | 'polyline'; points: readonly TrendPoint[] };

/** The case inside the app's Mantine theme (light scheme, so runs are comparable). */
export function BenchApp({ input }: { input: BenchInput }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <Box component="main" p="md">
        {input.kind === 'virtual' ? <VirtualTableCase rows={input.rows} /> : null}
        {input.kind === 'naive' ? <NaiveTableCase rows={input.rows} /> : null}
        {input.kind === 'chart' ? <ChartCase points={input.points} /> : null}
        {input.kind === 'polyline' ? <PolylineCase points={input.points} /> : null}
      </Box>
    </MantineProvider>
  );
}
