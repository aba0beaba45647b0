import { Alert, Stack, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isApiError } from '@/api/errors';

interface NotAvailableProps {
  /** The error of the call the service does not have (see `isUnavailableOnService`). */
  error: unknown;
  title?: string;
  /** What the user can do instead; by default, that the rest of the page works. */
  children?: ReactNode;
}

/**
 * A view whose operation this service does not offer (a 404, 405 or 501 from an endpoint outside
 * the spec): a calm note naming the call, with no Retry — asking again will not help.
 */
export function NotAvailable({
  error,
  title = 'Not available on this service',
  children,
}: NotAvailableProps) {
  const api = isApiError(error) ? error : undefined;
  return (
    <Alert
      role="status"
      color="gray"
      variant="light"
      title={title}
      icon={<IconPlugConnectedX aria-hidden />}
      data-testid="not-available"
    >
      <Stack gap={4}>
        <Text size="sm">
          {children ?? 'This service does not offer this part of the dashboard; the rest of the page works.'}
        </Text>
        {api?.path && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {api.method} {api.path.split('?')[0]} answered {api.status}
            {api.details ? `: ${api.details.slice(0, 300)}` : ''}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
