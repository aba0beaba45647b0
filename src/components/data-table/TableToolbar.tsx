import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { formatCount } from '@/lib/format';
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
  /** Download every row of a paged table's query: "Download all (CSV)"; the current view is then "This page only". */
  onDownloadAll?: (() => void) | undefined;
  /** A whole download is under way. */
  downloadingAll?: boolean | undefined;
  /** Rows of the page on screen (named on "This page only"). */
  pageRowCount?: number | undefined;
}

/** The controls above a table: the caller's, the Columns menu and "Download CSV"; nothing when it has none. */
export function TableToolbar(props: TableToolbarProps) {
  const { extra, menuItems, onToggleColumn, onResetColumns, onDownloadCsv, csvDisabled } = props;
  const { onDownloadAll, downloadingAll = false, pageRowCount = 0 } = props;
  if (!extra && !onDownloadCsv && !onDownloadAll && menuItems.length === 0) return null;
  return (
    <div className={classes.toolbar}>
      <div className={classes.toolbarExtra}>{extra}</div>
      {menuItems.length > 0 ? (
        <LazyColumnsMenu items={menuItems} onToggle={onToggleColumn} onReset={onResetColumns} />
      ) : null}
      {onDownloadAll ? (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          onClick={onDownloadAll}
          disabled={csvDisabled || downloadingAll}
        >
          Download all (CSV)
        </Button>
      ) : null}
      {onDownloadCsv ? (
        <Button
          variant={onDownloadAll ? 'subtle' : 'default'}
          size="xs"
          leftSection={onDownloadAll ? undefined : <IconDownload size={16} aria-hidden="true" />}
          onClick={onDownloadCsv}
          disabled={csvDisabled}
        >
          {onDownloadAll
            ? `This page only (${formatCount(pageRowCount)} ${pageRowCount === 1 ? 'row' : 'rows'})`
            : 'Download CSV'}
        </Button>
      ) : null}
    </div>
  );
}
