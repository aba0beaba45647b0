import { Alert, Button, Code, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { describeValidationReport, isApiError, isUnavailableOnService } from '@/api/errors';
import { NotAvailable } from './NotAvailable';

interface ErrorPanelProps {
  error: unknown;
  /** What failed, e.g. "Could not load audits"; `null` for none (the message says it all). */
  title?: string | null;
  onRetry?: () => void;
  retrying?: boolean;
  /** Smaller, for a dialog, a toolbar or beside a button. */
  compact?: boolean;
  /** Another action beside Retry, e.g. a link elsewhere. */
  action?: ReactNode;
  /** A last line under the details, e.g. that the user's input is kept. */
  note?: ReactNode;
  /** The failure is of a change (a write): a refusal (403) then says an administrator must make it. */
  change?: boolean;
  /** The validation lines to list, when the caller shows the others at their fields; all by default. */
  report?: readonly string[];
}

const REFUSAL = {
  read: 'Your sign-in may not open this: ask an administrator of the account if you need it.',
  change: "This change needs an administrator: ask one of your account's administrators to make it.",
};

function headline(error: unknown): string {
  if (typeof error === 'string') return error;
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
  compact = false,
  action,
  note,
  change = false,
  report: shownReport,
}: ErrorPanelProps) {
  if (isUnavailableOnService(error)) return <NotAvailable error={error} />;
  const api = isApiError(error) ? error : undefined;
  const report = shownReport ?? (api ? describeValidationReport(api.validationReport) : []);
  const refused = api?.status === 403;
  const retry = onRetry && !refused;
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      title={title ?? undefined}
      icon={compact ? undefined : <IconAlertTriangle aria-hidden />}
      p={compact ? 'xs' : undefined}
      data-testid="error-panel"
    >
      <Stack gap={compact ? 4 : 'xs'}>
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
        {refused && <Text size="sm">{change ? REFUSAL.change : REFUSAL.read}</Text>}
        {note && (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        )}
        {(retry || action) && (
          <Group gap="xs">
            {retry && (
              <Button
                size={compact ? 'compact-xs' : 'xs'}
                variant="white"
                color="red"
                leftSection={<IconRefresh size={14} aria-hidden />}
                onClick={onRetry}
                loading={retrying}
              >
                Retry
              </Button>
            )}
            {action}
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
