import { Dialog } from '@mantine/core';
import type { PartFailedProps } from './part-failed-words';
import { PartFailed } from './PartFailed';

/**
 * What a failed overlay says where it has no place on the page: a small dialog at the top right with
 * Retry (and Close when the part can be given up).
 */
export function PartFailedNotice(props: PartFailedProps) {
  return (
    <Dialog opened position={{ top: 72, right: 16 }} size="md" role="alert" withBorder shadow="md">
      <PartFailed {...props} />
    </Dialog>
  );
}
