import { Alert, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PageInfo } from '@/api/pages/schemas';
import { formatBytes, formatCount, formatDateTime, formatMs } from '@/lib/format';
import { Figure } from './Figure';
import { HttpStatusBadge } from '@/components/status/HttpStatusBadge';
import { SafeUrl } from '@/components/text/SafeUrl';

/** The page at a glance: its URL, status, load time, size, redirects and when it was visited. */
export function PageHeader({ info }: { info: PageInfo }) {
  const finalUrl = info.finalPageUrl ?? info.url;
  const initialUrl = info.initialPageUrl ?? info.url;
  const finalStatus = info.finalStatusCode ?? info.statusCode;
  const initialStatus = info.initialStatusCode ?? info.statusCode;
  const redirects = info.redirects?.length ?? 0;
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap" align="baseline">
          <HttpStatusBadge code={finalStatus} />
          <SafeUrl url={finalUrl} />
        </Group>
        {initialUrl && initialUrl !== finalUrl && (
          <Group gap="xs" wrap="nowrap" align="baseline">
            <Text size="xs" c="dimmed">
              Opened as
            </Text>
            <HttpStatusBadge code={initialStatus} />
            <SafeUrl url={initialUrl} size="xs" />
          </Group>
        )}
      </Stack>
      {info.browserError && (
        <Alert color="red" variant="light" title="The browser reported an error">
          {info.browserError}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Figure label="Load time" value={formatMs(info.loadTime)} />
        <Figure label="Size" value={formatBytes(info.size)} />
        <Figure
          label="Redirects"
          value={formatCount(redirects)}
          note={redirects ? 'before the final URL' : 'none'}
        />
        <Figure label="Visited" value={<Text fw={700}>{formatDateTime(info.visitStartTimestamp)}</Text>} />
      </SimpleGrid>
    </Stack>
  );
}
