import type { ReactNode } from 'react';
import { Skeleton } from '@mantine/core';
import classes from './DataTable.module.css';

/** Number of skeleton rows shown while loading. */
const SKELETON_ROWS = 8;
/** Columns that get a skeleton bar while loading (a wider table's further columns stay blank, off screen anyway). */
const SKELETON_COLUMNS = 16;

/** Skeleton rows under the headers while the table's rows load, one cell per visible column. */
export function SkeletonRows({ columnIds }: { columnIds: readonly string[] }) {
  return Array.from({ length: SKELETON_ROWS }, (_, rowIndex) => (
    <tr key={`skeleton-${rowIndex}`} aria-hidden="true" data-skeleton="">
      {columnIds.map((id, columnIndex) => (
        <td key={id} className={classes.td}>
          {columnIndex < SKELETON_COLUMNS ? (
            <Skeleton height={12} radius="sm" width={`${55 + ((rowIndex * 7 + columnIndex * 13) % 40)}%`} />
          ) : null}
        </td>
      ))}
      <td className={classes.filler} />
    </tr>
  ));
}

/** The space kept for rows not rendered (above or below the virtualized window); nothing when none. */
export function SpacerRow({ height, colSpan }: { height: number; colSpan: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" className={classes.spacer} style={{ height }}>
      <td colSpan={colSpan} />
    </tr>
  );
}

/** The body's one row when there are no rows: `children`, or "No rows to show". */
export function EmptyRow({ colSpan, children }: { colSpan: number; children?: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className={classes.empty}>
        {children ?? 'No rows to show'}
      </td>
    </tr>
  );
}
