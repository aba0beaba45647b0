import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { exportDownload, fallbackFileName, fetchExportFile } from '@/api/exports/download';
import type { ExportItem } from '@/api/exports/schemas';
import { saveBlob } from '@/lib/download';

interface DownloadExportButtonProps {
  item: ExportItem;
  /** Button style: compact in tables, filled in dialogs. */
  variant?: 'subtle' | 'filled';
}

/**
 * Download a completed export. A file on the service is fetched with the API key and saved under
 * the name the service gives; a link elsewhere opens as a plain link (it carries no key). Nothing
 * is shown for an unfinished export or a link that is not http(s).
 */
export function DownloadExportButton({ item, variant = 'subtle' }: DownloadExportButtonProps) {
  const download = exportDownload(item);
  const fetchFile = useMutation({
    mutationFn: (path: string) => fetchExportFile(path),
    onSuccess: (file) => saveBlob(file.blob, file.fileName ?? fallbackFileName(item)),
  });
  if (!download) return null;
  const label = `Download ${item.exportName}`;
  if (download.kind === 'external') {
    return (
      <Anchor href={download.href} target="_blank" rel="noopener noreferrer" size="sm" aria-label={label}>
        <IconDownload size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
        Download
      </Anchor>
    );
  }
  return (
    <Stack gap={2} align="flex-start">
      <Button
        size={variant === 'filled' ? 'sm' : 'compact-sm'}
        variant={variant}
        leftSection={<IconDownload size={14} aria-hidden />}
        loading={fetchFile.isPending}
        onClick={() => fetchFile.mutate(download.path)}
        aria-label={fetchFile.isError ? `Retry download of ${item.exportName}` : label}
      >
        {fetchFile.isError ? 'Retry' : 'Download'}
      </Button>
      {fetchFile.isError && (
        <Text size="xs" c="red" role="alert">
          {fetchFile.error.message}
        </Text>
      )}
    </Stack>
  );
}
