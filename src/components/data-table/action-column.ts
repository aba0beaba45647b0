import type { ColumnSpec } from './types';

/** A column of row actions (buttons): no value of its own, never sorted or hidden. */
export function actionColumn<T>(
  spec: Pick<ColumnSpec<T>, 'id' | 'header' | 'width'> & { cell: NonNullable<ColumnSpec<T>['cell']> },
): ColumnSpec<T> {
  return { ...spec, sortable: false, hideable: false, accessor: () => '' };
}
