import { Group, Progress, Text } from '@mantine/core';
import type { ExportItem } from '@/api/exports/schemas';

/** How far an unfinished export is: a percentage when the service says, otherwise unknown. */
export function exportPercent(item: ExportItem): number | undefined {
  if (item.exportStatus === 'queued') return 0;
  return item.progressPercent === undefined ? undefined : Math.round(item.progressPercent);
}

/**
 * The progress of an export that is queued or being built: a bar with its percentage, or a moving
 * bar when the service does not say how far it is. Labelled with the export's name.
 */
export function ExportProgress({ item, width = 120 }: { item: ExportItem; width?: number }) {
  const percent = exportPercent(item);
  const label = `Progress of ${item.exportName}`;
  if (percent === undefined) {
    return (
      <Progress.Root w={width} size="sm">
        <Progress.Section
          value={100}
          striped
          animated
          withAria={false}
          role="progressbar"
          aria-label={label}
          aria-valuetext="In progress"
        />
      </Progress.Root>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <Progress
        value={percent}
        w={width}
        size="sm"
        striped={item.exportStatus === 'in_progress'}
        animated={item.exportStatus === 'in_progress'}
        aria-label={label}
      />
      <Text size="xs" c="dimmed" miw={32} aria-hidden>
        {percent}%
      </Text>
    </Group>
  );
}
