import { useCallback, useRef } from 'react';
import type { ColumnSpec, WholeRows } from './types';
import { usePrintRows } from './use-print-rows';
import { useWholeDownload } from './use-whole-download';

interface WholeRowsOutputOptions<T> {
  label: string;
  data: readonly T[];
  wholeRows: WholeRows<T> | undefined;
  specsById: ReadonlyMap<string, ColumnSpec<T>>;
}

/**
 * Where a table's rows leave the screen: "Download all" (when the query offers it) and print, both
 * reading the whole query. `rows` are what the table draws: its data, or every row while printing.
 * `setVisibleColumns` tells which columns a download starting now writes (controls left out).
 */
export function useWholeRowsOutput<T>({ label, data, wholeRows, specsById }: WholeRowsOutputOptions<T>) {
  const visibleIds = useRef<readonly string[]>([]);
  const exportedSpecs = useCallback(
    (): ColumnSpec<T>[] =>
      visibleIds.current
        .map((id) => specsById.get(id))
        .filter((spec): spec is ColumnSpec<T> => spec !== undefined && !spec.control),
    [specsById],
  );
  const setVisibleColumns = useCallback((ids: readonly string[]) => {
    visibleIds.current = ids;
  }, []);
  const downloadable = wholeRows !== undefined && wholeRows.download !== false;
  const download = useWholeDownload(downloadable ? wholeRows : undefined, exportedSpecs);
  const print = usePrintRows({ label, data, wholeRows, download: downloadable ? download.start : undefined });
  return {
    rows: print.rows,
    printing: print.printing,
    download: downloadable ? download : undefined,
    setVisibleColumns,
  };
}
