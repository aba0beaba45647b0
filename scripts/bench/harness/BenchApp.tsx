import { Box, Button, Group, MantineProvider, Paper, Stack, Text, Title } from '@mantine/core';
import { cssVariablesResolver, theme } from '@/app/theme';
import { ChartCase } from './ChartCase';
import { NaiveTableCase } from './NaiveTableCase';
import type { PageRow } from './page-rows';
import { PolylineCase } from './PolylineCase';
import { RechartsFloorCase } from './RechartsFloorCase';
import type { TrendPoint } from './trend-points';
import { VirtualTableCase } from './VirtualTableCase';

/** The data of the case to render, generated before the `bench:start` mark. */
export type BenchInput =
  | { kind: 'virtual' | 'naive'; rows: readonly PageRow[] }
  | { kind: 'chart'; points: readonly TrendPoint[]; slowMs: number }
  | { kind: 'polyline' | 'recharts'; points: readonly TrendPoint[] };

/**
 * The screen a case is drawn into, on screen before the timer starts: the app never draws a table or
 * a chart onto an empty page, but into a screen whose heading, text, buttons and panels are there.
 */
function ScreenFrame() {
  return (
    <Stack gap="xs" mb="md">
      <Title order={2}>Load time per run</Title>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          The case below is drawn into this screen once it is on screen.
        </Text>
        <Button size="compact-xs" variant="subtle">
          Copy link
        </Button>
      </Group>
      <Paper withBorder p="sm" radius="md">
        <Text fw={600}>Runs</Text>
      </Paper>
    </Stack>
  );
}

/** The case (none yet: the screen alone) inside the app's Mantine theme (light scheme, so runs are comparable). */
export function BenchApp({ input }: { input: BenchInput | null }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <Box component="main" p="md">
        <ScreenFrame />
        {input?.kind === 'virtual' ? <VirtualTableCase rows={input.rows} /> : null}
        {input?.kind === 'naive' ? <NaiveTableCase rows={input.rows} /> : null}
        {input?.kind === 'chart' ? <ChartCase points={input.points} slowMs={input.slowMs} /> : null}
        {input?.kind === 'polyline' ? <PolylineCase points={input.points} /> : null}
        {input?.kind === 'recharts' ? <RechartsFloorCase points={input.points} /> : null}
      </Box>
    </MantineProvider>
  );
}
