import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { DeferredProps } from '@/components/progressive/deferred';
import { formatCount } from '@/lib/format';
import {
  MAX_PRINT_ROWS,
  printTables,
  setPrintHandler,
  setPrintPhase,
  usePrintPhase,
  usePrintTables,
  type PrintTable,
  usePrintPendingParts,
} from './print-store';

/** Rows of the tables on screen, and how many of them are there yet. */
function countRows(tables: Iterable<PrintTable>) {
  let total = 0;
  let loaded = 0;
  for (const table of tables) {
    total += table.total;
    loaded += Math.min(table.loaded, table.total);
  }
  return { total, loaded };
}

/** Back to the screen after a print: the browser says so, or the user acts on the page again. */
function returnAfterPrint() {
  const back = () => {
    setPrintPhase('idle');
    window.removeEventListener('pointerdown', back);
    window.removeEventListener('keydown', back);
  };
  window.addEventListener('pointerdown', back);
  window.addEventListener('keydown', back);
}

/**
 * "Print / Save as PDF": every table of the screen draws whole, paged tables read their whole
 * query ("Preparing… 1,200 rows", with Cancel), then the browser's print dialog opens. A screen of
 * more than 5,000 rows is not printed: it says so and offers each table's download instead.
 */
export function PrintControl({ requested }: DeferredProps) {
  const phase = usePrintPhase();
  const tables = usePrintTables();
  const [tooMany, setTooMany] = useState<number | null>(null);
  const ours = useRef(false);

  const start = () => {
    setTooMany(null);
    ours.current = true;
    setPrintPhase('counting');
  };
  const startRef = useRef(start);
  useEffect(() => {
    startRef.current = start;
  });
  useEffect(() => setPrintHandler(() => startRef.current()), []);
  useEffect(() => {
    if (requested) startRef.current();
  }, [requested]);

  const pending = usePrintPendingParts();
  // Counting: once the parts drawn for print have arrived (a comparison's every dimension) and the
  // tables have said what they need, load them or refuse.
  useEffect(() => {
    if (phase !== 'counting' || !ours.current || pending > 0) return;
    const timer = window.setTimeout(() => {
      const { total } = countRows(printTables().values());
      if (total <= MAX_PRINT_ROWS) return setPrintPhase('loading');
      ours.current = false;
      setPrintPhase('idle');
      setTooMany(total);
    });
    return () => window.clearTimeout(timer);
  }, [phase, pending]);

  const list = [...tables.values()];
  const ready = list.every((table) => table.ready);
  const failed = list.find((table) => table.failed !== undefined);
  useEffect(() => {
    if (phase === 'loading' && ready && ours.current) setPrintPhase('printing');
  }, [phase, ready]);

  // Printing: once every part drawn for it has arrived (a lazy chart's code), and the next frame has
  // laid the whole page out, open the browser's dialog.
  useEffect(() => {
    if (phase !== 'printing' || !ours.current || pending > 0) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        ours.current = false;
        returnAfterPrint();
        window.print();
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [phase, pending]);

  const cancel = () => {
    ours.current = false;
    setPrintPhase('idle');
  };
  const preparing = phase === 'counting' || phase === 'loading';
  const { total, loaded } = countRows(list);
  const waiting = phase === 'counting' && pending > 0;
  const downloads = list.filter((table) => table.download && table.total > 0);

  return (
    <>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconPrinter size={16} aria-hidden="true" />}
        onClick={start}
        loading={preparing}
      >
        Print / Save as PDF
      </Button>
      <Modal opened={preparing} onClose={cancel} title="Preparing the print" closeOnClickOutside={false}>
        <Stack gap="sm">
          {failed ? (
            <Text size="sm" role="alert">
              Could not read {failed.label}: {failed.failed}
            </Text>
          ) : (
            <>
              <Text size="sm" role="status">
                {waiting
                  ? `Preparing… reading ${formatCount(pending)} more ${pending === 1 ? 'section' : 'sections'}`
                  : `Preparing… ${formatCount(loaded)} ${total > 0 ? `of ${formatCount(total)} ` : ''}rows`}
              </Text>
              <Progress
                value={waiting ? 100 : total > 0 ? (loaded / total) * 100 : 0}
                animated={waiting}
                striped={waiting}
                aria-label="Print preparation"
              />
            </>
          )}
          <Group justify="flex-end">
            {failed && <Button onClick={start}>Try again</Button>}
            <Button variant="default" onClick={cancel}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={tooMany !== null} onClose={() => setTooMany(null)} title="Too many rows to print">
        <Stack gap="sm">
          <Text size="sm">
            This screen holds {formatCount(tooMany ?? 0)} rows; a print holds at most{' '}
            {formatCount(MAX_PRINT_ROWS)}. Download the rows instead:
          </Text>
          {downloads.map((table) => (
            <Button
              key={table.label}
              variant="light"
              onClick={() => {
                setTooMany(null);
                table.download?.();
              }}
            >
              Download {table.label} ({formatCount(table.total)} rows, CSV)
            </Button>
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setTooMany(null)}>
              Close
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
