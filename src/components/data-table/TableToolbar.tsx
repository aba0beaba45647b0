import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ColumnsMenuItem } from './ColumnsMenu';
import { LazyColumnsMenu } from './LazyColumnsMenu';
import classes from './DataTable.module.css';

interface TableToolbarProps {
  /** The caller's controls, left of the built-in ones. */
  extra: ReactNode;
  /** Columns the user may show or hide (none: no Columns menu). */
  menuItems: ColumnsMenuItem[];
  onToggleColumn: (id: string, visible: boolean) => void;
  onResetColumns: () => void;
  /** Download the current view as CSV (absent: no button). */
  onDownloadCsv: (() => void) | undefined;
  /** Nothing to download yet (loading, or no rows). */
  csvDisabled: boolean;
}

/** The controls above a table: the caller's, the Columns menu and "Download CSV"; nothing when it has none. */
export function TableToolbar(props: TableToolbarProps) {
  const { extra, menuItems, onToggleColumn, onResetColumns, onDownloadCsv, csvDisabled } = props;
  if (!extra && !onDownloadCsv && menuItems.length === 0) return null;
  return (
    <div className={classes.toolbar}>
      <div className={classes.toolbarExtra}>{extra}</div>
      {menuItems.length > 0 ? (
        <LazyColumnsMenu items={menuItems} onToggle={onToggleColumn} onReset={onResetColumns} />
      ) : null}
      {onDownloadCsv ? (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          onClick={onDownloadCsv}
          disabled={csvDisabled}
        >
          Download CSV
        </Button>
      ) : null}
    </div>
  );
}
