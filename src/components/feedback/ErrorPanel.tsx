import { Alert, Button, Code, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { describeValidationReport, isApiError, isUnavailableOnService } from '@/api/errors';
import { NotAvailable } from './NotAvailable';

interface ErrorPanelProps {
  error: unknown;
  /** What failed, e.g. "Could not load audits". */
  title?: string;
  onRetry?: () => void;
  retrying?: boolean;
}

function headline(error: unknown): string {
  if (isApiError(error)) return error.message;
  if (error instanceof Error) return error.message;
  return 'Something went wrong';
}

/**
 * An error for one view: its message, the server's details, and a Retry button — none for a
 * refusal (403), which asking again cannot change — or, when the service does not offer the
 * operation at all, a "not available on this service" note instead.
 */
export function ErrorPanel({
  error,
  title = 'Could not load this view',
  onRetry,
  retrying,
}: ErrorPanelProps) {
  if (isUnavailableOnService(error)) return <NotAvailable error={error} />;
  const api = isApiError(error) ? error : undefined;
  const report = api ? describeValidationReport(api.validationReport) : [];
  const refused = api?.status === 403;
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertTriangle aria-hidden />}
      data-testid="error-panel"
    >
      <Stack gap="xs">
        <Text size="sm">{headline(error)}</Text>
        {api?.status !== undefined && (
          <Text size="xs" c="dimmed">
            Status {api.status}
            {api.path ? ` · ${api.path}` : ''}
          </Text>
        )}
        {report.length > 0 && (
          <List size="sm">
            {report.slice(0, 10).map((line, index) => (
              <List.Item key={index}>{line}</List.Item>
            ))}
          </List>
        )}
        {api?.details && api.kind === 'parse' && (
          <Code block style={{ maxHeight: 160, overflow: 'auto' }}>
            {api.details.slice(0, 4000)}
          </Code>
        )}
        {api?.details && api.kind !== 'parse' && (
          <Text size="xs" c="dimmed">
            {api.details.slice(0, 500)}
          </Text>
        )}
        {refused && (
          <Text size="sm">
            Your sign-in may not open this: ask an administrator of the account if you need it.
          </Text>
        )}
        {onRetry && !refused && (
          <Group>
            <Button
              size="xs"
              variant="white"
              color="red"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={onRetry}
              loading={retrying}
            >
              Retry
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
