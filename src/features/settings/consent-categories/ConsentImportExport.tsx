import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { gridExportResultSchema } from '@/api/exports/schemas';
import { consentCategories } from '@/api/resources/consent-categories';
import { ExportStatus } from '@/components/exports';
import { useResourceAccess } from '../access';
import { useOperationMutation } from '../shared/use-operation';
import { ConsentUpload } from './ConsentUpload';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';

/** Export every category's rules to a file (the replacement export operation), then download it. */
function ConsentExport() {
  const start = useOperationMutation(consentCategories, 'export');
  const started = start.data ? gridExportResultSchema.safeParse(start.data) : undefined;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Every category with its cookies, tags and request domains, as a csv file in the upload layout: edit it
        and upload it again. The export also appears in the Export Center.
      </Text>
      {started?.success ? (
        <ExportStatus exportId={started.data.exportId} onClose={() => start.reset()} />
      ) : (
        <Group>
          <Button
            leftSection={<IconFileExport size={16} aria-hidden />}
            loading={start.isPending}
            disabled={start.isPending}
            onClick={() => start.mutate({})}
          >
            Export all categories
          </Button>
        </Group>
      )}
      {start.isError && (
        <ErrorPanel
          error={start.error}
          title="Could not start the export"
          onRetry={() => start.mutate({})}
          retrying={start.isPending}
        />
      )}
    </Stack>
  );
}

/** Below the consent category list: bulk import from a file (with a preview) and export. */
export function ConsentImportExport() {
  const access = useResourceAccess('consent-categories');
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" mt="md">
      {access.canCall('upload') && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="consent-import">
          <Title order={2} size="h4" id="consent-import" mb="xs">
            Import from a file
          </Title>
          <ConsentUpload />
        </Paper>
      )}
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="consent-export">
        <Title order={2} size="h4" id="consent-export" mb="xs">
          Export
        </Title>
        <ConsentExport />
      </Paper>
    </SimpleGrid>
  );
}
