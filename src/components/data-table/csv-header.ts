import type { ColumnSpec } from './types';

/** A column's CSV header: its name with its unit (`Load time (ms)`, `Size (bytes)`). */
export const csvHeader = (spec: Pick<ColumnSpec<never>, 'header' | 'unit'>): string =>
  spec.unit ? `${spec.header} (${spec.unit})` : spec.header;
