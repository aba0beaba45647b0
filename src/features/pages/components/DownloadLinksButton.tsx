import { Button, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadLinks, type LinksQuery, type PageRef } from '@/api/pages/queries';
import { saveBlob } from '@/lib/download';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';

/** "Download all (CSV)": every link of the current direction and filter, from the download operation. */
export function DownloadLinksButton({ page, links }: { page: PageRef; links: LinksQuery }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>();
  const download = async () => {
    setPending(true);
    setError(undefined);
    try {
      const file = await downloadLinks(page, links);
      saveBlob(
        file.blob,
        file.fileName ?? `page-links-${links.direction.replace(/_/g, '-')}-${page.pageId}.csv`,
      );
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack gap={4}>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={() => void download()}
        loading={pending}
      >
        Download all (CSV)
      </Button>
      {error !== undefined && (
        <ErrorPanel
          error={error}
          title="Could not download the links"
          onRetry={() => void download()}
          retrying={pending}
          compact
        />
      )}
    </Stack>
  );
}
