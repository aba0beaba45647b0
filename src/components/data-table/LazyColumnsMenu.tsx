import { activationHandlers, deferred } from '@/components/progressive/deferred';
import { ColumnsButton } from './ColumnsButton';
import type { ColumnsMenuProps } from './ColumnsMenu';

/** The Columns menu, whose code loads after the table's data (its button shows at once). */
export const LazyColumnsMenu = deferred<ColumnsMenuProps>(
  () => import('./ColumnsMenu').then((module) => module.ColumnsMenu),
  ({ activate }) => <ColumnsButton {...activationHandlers(activate)} />,
  { part: 'columns menu' },
);
