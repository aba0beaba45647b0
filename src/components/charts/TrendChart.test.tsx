import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TrendChart from './TrendChart';
import type { TrendSeries } from './trend-types';

const series: TrendSeries[] = [
  { key: 'loadMs', label: 'Load time', color: 'var(--mantine-color-indigo-6)', unit: 'ms' },
  { key: 'ttfbMs', label: 'Time to first byte', color: 'var(--mantine-color-teal-6)', unit: 'ms' },
];

/** `count` runs of both series; every 100th run lacks its time to first byte. */
function makePoints(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    label: `Run ${i + 1}`,
    loadMs: 900 + ((i * 37) % 200),
    ttfbMs: i % 100 === 99 ? null : 200 + ((i * 13) % 50),
  }));
}

/** Make every element report `width` px, as a laid-out page would (jsdom lays nothing out). */
function layOutAt(width: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width, height: 300 }),
  );
}

function renderChart(points: ReturnType<typeof makePoints>) {
  return render(
    <MantineProvider>
      <TrendChart title="Load time per run" data={points} series={series} yAxisLabel="ms" height={300} />
    </MantineProvider>,
  );
}

/** The x-axis labels, drawn under the plot. */
function xAxisLabels(container: HTMLElement) {
  return container.querySelectorAll('.trend-x-axis text');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TrendChart', () => {
  it('draws no more points than one per 2 px of its plot and says so', () => {
    layOutAt(400);
    const { container } = renderChart(makePoints(5000));
    const chart = screen.getByRole('img', { name: 'Load time per run' });
    // 400 px wide, less the y-axis and margins: a 332 px plot, a point every 2 px.
    expect(chart).toHaveAccessibleDescription(/^5000 points, 166 drawn\./);
    expect(container.querySelectorAll('path.recharts-line-curve')).toHaveLength(2);
    const legend = within(chart).getByRole('list');
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Load time', 'Time to first byte']);
  });

  it('labels the x-axis sparsely enough that labels do not overlap', () => {
    layOutAt(400);
    const { container } = renderChart(makePoints(5000));
    const labels = [...xAxisLabels(container)].map((label) => label.textContent);
    expect(labels[0]).toBe('Run 1');
    // "Run 5000" is at most ~55 px wide at 11 px; with a 24 px gap, a 332 px plot fits 5 at most.
    expect(labels.length).toBeGreaterThanOrEqual(3);
    expect(labels.length).toBeLessThanOrEqual(5);
  });

  it('keeps the label of the last point inside the chart', () => {
    layOutAt(400);
    const { container } = renderChart(makePoints(2));
    const labels = xAxisLabels(container);
    expect([...labels].map((label) => label.textContent)).toEqual(['Run 1', 'Run 2']);
    // Centred on the last point, 16 px from the edge, "Run 2" would be cut off: it ends at the edge.
    expect(labels[1]).toHaveAttribute('text-anchor', 'end');
    expect(labels[1]).toHaveAttribute('x', '400');
    expect(labels[0]).toHaveAttribute('text-anchor', 'middle');
  });

  it('puts each x-axis label under its point', () => {
    layOutAt(400);
    const { container } = renderChart(makePoints(3));
    // The plot runs from x = 52 (after the y-axis) to 384 (16 px from the right edge).
    expect([...xAxisLabels(container)].map((label) => label.getAttribute('x'))).toEqual(['52', '218', '400']);
    const line = container.querySelector('path.recharts-line-curve')!.getAttribute('d')!;
    expect(line).toMatch(/^M52,/);
    // Each curve segment ends at a point: the second at x = 218, the last at 384.
    expect(line).toMatch(/[,L]218,[\d.]+[CL].*[,L]384,[\d.]+$/);
  });

  it('names what its y-axis measures, in its unit, above the axis and inside the chart', () => {
    layOutAt(400);
    const { container } = renderChart(makePoints(3));
    const name = container.querySelector('.trend-y-axis-name');
    expect(name).toHaveTextContent('ms');
    expect(name).toHaveAttribute('x', '0');
    // Above the plot (which starts 24 px down), clear of its top label.
    expect(Number(name?.getAttribute('y'))).toBeGreaterThan(0);
    expect(Number(name?.getAttribute('y'))).toBeLessThan(24);
  });

  it('names the point the keyboard moves to in its tooltip', () => {
    layOutAt(400);
    const { container } = renderChart(makePoints(3));
    const plot = container.querySelector<SVGElement>('svg.recharts-surface')!;
    plot.focus();
    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    expect(container.querySelector('.recharts-tooltip-label')).toHaveTextContent('Run 2');
  });

  it('draws every point of a short series', () => {
    layOutAt(800);
    renderChart(makePoints(40));
    expect(screen.getByRole('img', { name: 'Load time per run' })).toHaveAccessibleDescription(
      /^40 points\. Use “Show as table” for the values\.$/,
    );
  });

  it('lists every point, not only the drawn ones, in its table alternative', async () => {
    layOutAt(400);
    const user = userEvent.setup();
    renderChart(makePoints(1500));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: 'Load time per run' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + 1500);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Run', 'Load time (ms)', 'Time to first byte (ms)']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Run 1', '900', '200']);
    expect(
      within(rows[100]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Run 100', `${900 + ((99 * 37) % 200)}`, '–']);
    expect(within(rows[1500]!).getAllByRole('cell')[0]).toHaveTextContent('Run 1500');

    await user.click(screen.getByRole('button', { name: 'Show as chart' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Load time per run' })).toBeInTheDocument();
  });
});
