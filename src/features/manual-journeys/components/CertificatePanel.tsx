import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCertificate, IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { downloadDefaultCertificate } from '@/api/manual-journeys/files';
import { manualJourneyQueries } from '@/api/manual-journeys/queries';
import { QueryView } from '@/components/feedback/QueryView';
import { saveBlob } from '@/lib/download';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';

/** The root certificate a device must trust to record HTTPS traffic, with its download. */
export function CertificatePanel() {
  const certificate = useQuery(manualJourneyQueries.certificate());
  const download = useMutation({ mutationFn: () => downloadDefaultCertificate() });
  return (
    <QueryView
      query={certificate}
      errorTitle="Could not load the default certificate"
      loading={<Skeleton height={48} />}
    >
      {(cert) => {
        const start = () =>
          download.mutate(undefined, {
            onSuccess: (file) => saveBlob(file.blob, file.fileName ?? `${cert.id}.pem`),
          });
        return (
          <Stack gap="xs">
            <Group gap="xs" wrap="nowrap">
              <IconCertificate size={20} aria-hidden />
              <Text size="sm">
                <Text span fw={600}>
                  {cert.name}
                </Text>{' '}
                <Text span c="dimmed">
                  ({cert.id})
                </Text>
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              Install and trust it on the device before a live session, so its HTTPS requests can be recorded.
            </Text>
            <Group>
              <Button
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={download.isPending}
                onClick={start}
              >
                Download certificate
              </Button>
            </Group>
            {download.error && (
              <ErrorPanel
                error={download.error}
                title="Could not download the certificate"
                onRetry={start}
                retrying={download.isPending}
                compact
              />
            )}
          </Stack>
        );
      }}
    </QueryView>
  );
}
