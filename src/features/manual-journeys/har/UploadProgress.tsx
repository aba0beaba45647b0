import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { HarUploadProgress } from '@/api/manual-journeys/har';
import { formatBytes } from '@/lib/format';

/** How far along an upload is (percent) and what it is doing, in words. */
export function describeProgress(progress: HarUploadProgress | undefined): { value: number; text: string } {
  if (!progress) return { value: 0, text: 'Starting the upload…' };
  switch (progress.stage) {
    case 'reading':
      return {
        value: 5 + Math.round((30 * progress.done) / Math.max(1, progress.total)),
        text: `Reading ${progress.fileName} (${progress.done + 1} of ${progress.total})…`,
      };
    case 'sending':
      return {
        value: 50,
        text: `Sending ${progress.files === 1 ? 'the file' : `${progress.files} files`} (${formatBytes(progress.bytes)}); the service builds the run from their requests…`,
      };
    case 'opening':
      return { value: 90, text: `Run ${progress.runId} created: opening it…` };
  }
}

/** The progress bar of an upload with its stage as a status message, and a Cancel button. */
export function UploadProgress({
  progress,
  onCancel,
}: {
  progress: HarUploadProgress | undefined;
  onCancel: () => void;
}) {
  const { value, text } = describeProgress(progress);
  return (
    <Stack gap={6}>
      <Progress value={value} striped animated aria-label="Upload progress" />
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" role="status">
          {text}
        </Text>
        <Button size="xs" variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
