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
  /** Rows of the whole query (named on the download when `rowNoun` is given). */
  totalRowCount?: number | undefined;
  /** What one row is, singular and plural: the downloads name it with their counts. */
  rowNoun?: readonly [string, string] | undefined;
}

/** "1 cookie", "1,200 pages"; "1,200 rows" without a noun. */
const counted = (count: number, noun: readonly [string, string] = ['row', 'rows']) =>
  `${formatCount(count)} ${count === 1 ? noun[0] : noun[1]}`;

/** The download buttons' words: generic, or with the table's noun and counts when it has one. */
function downloadLabels({ rowNoun, totalRowCount = 0, pageRowCount = 0 }: TableToolbarProps) {
  return {
    whole: rowNoun ? `Download all ${counted(totalRowCount, rowNoun)} (CSV)` : 'Download all (CSV)',
    pageOnly: `This page only (${counted(pageRowCount, rowNoun)})`,
    view: rowNoun ? `Download ${counted(totalRowCount, rowNoun)} (CSV)` : 'Download CSV',
  };
}

/** The controls above a table: the caller's, the Columns menu and "Download CSV"; nothing when it has none. */
export function TableToolbar(props: TableToolbarProps) {
  const { extra, menuItems, onToggleColumn, onResetColumns, onDownloadCsv, csvDisabled } = props;
  const { onDownloadAll, downloadingAll = false } = props;
  if (!extra && !onDownloadCsv && !onDownloadAll && menuItems.length === 0) return null;
  const labels = downloadLabels(props);
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
          {labels.whole}
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
          {onDownloadAll ? labels.pageOnly : labels.view}
        </Button>
      ) : null}
    </div>
  );
}
