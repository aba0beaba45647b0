import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { activationHandlers, deferred } from '@/components/progressive/deferred';
import type { PrintFacts } from './print-facts';

/** A page header's "Print / Save as PDF"; what prepares the print loads after the page's data. */
export const PrintAction = deferred<object>(
  () => import('./PrintControl').then((module) => module.PrintControl),
  function PrintStandIn({ activate }) {
    return (
      <Button
        variant="default"
        size="sm"
        leftSection={<IconPrinter size={16} aria-hidden="true" />}
        {...activationHandlers(activate)}
      >
        Print / Save as PDF
      </Button>
    );
  },
  { part: 'print' },
);

/** The print header of a page (paper only), loaded after the page's data. */
export const LazyPrintHeader = deferred<{ title: string; facts?: PrintFacts | undefined }>(
  () => import('./PrintHeader').then((module) => module.PrintHeader),
  () => null,
  { part: 'print header' },
);
