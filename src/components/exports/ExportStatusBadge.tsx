import { Badge, Loader } from '@mantine/core';
import type { ExportStatus } from '@/api/exports/schemas';

const styles: Record<ExportStatus, { color: string; label: string }> = {
  queued: { color: 'gray', label: 'Queued' },
  in_progress: { color: 'blue', label: 'In progress' },
  completed: { color: 'teal', label: 'Completed' },
  failed: { color: 'red', label: 'Failed' },
  no_data: { color: 'yellow', label: 'No data' },
};

/** An export status in words (unknown values as sent). */
export function exportStatusLabel(status: string): string {
  return styles[status as ExportStatus]?.label ?? status;
}

/** An export's state as a labelled badge. */
export function ExportStatusBadge({ status }: { status: string }) {
  const style = styles[status as ExportStatus] ?? { color: 'gray', label: status };
  return (
    <Badge
      color={style.color}
      variant={status === 'completed' ? 'light' : 'filled'}
      radius="sm"
      leftSection={status === 'in_progress' ? <Loader size={8} color="white" aria-hidden /> : undefined}
    >
      {style.label}
    </Badge>
  );
}
