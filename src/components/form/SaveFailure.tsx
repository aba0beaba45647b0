import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { describeValidationReport, isApiError } from '@/api/errors';

/** Why a save failed: the server's message, its validation report, a 403 explained, and that the input is kept. */
export function SaveFailure({ error, title = 'Could not save' }: { error: unknown; title?: string }) {
  const report = isApiError(error) ? describeValidationReport(error.validationReport) : [];
  const forbidden = isApiError(error) && error.status === 403;
  return (
    <Alert color="red" variant="light" role="alert" title={title} icon={<IconAlertTriangle aria-hidden />}>
      <Text size="sm">{error instanceof Error ? error.message : 'The save failed'}</Text>
      {forbidden && (
        <Text size="sm" mt={4}>
          This change needs an administrator: ask one of your account&apos;s administrators to make it.
        </Text>
      )}
      {report.length > 0 && (
        <List size="sm" mt={4}>
          {report.slice(0, 10).map((line, index) => (
            <List.Item key={index}>{line}</List.Item>
          ))}
        </List>
      )}
      <Text size="xs" c="dimmed" mt={4}>
        Your input is kept: correct it and save again.
      </Text>
    </Alert>
  );
}
