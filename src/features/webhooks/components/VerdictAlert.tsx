import { Alert, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { SignatureReason, SignatureVerdict } from '@/lib/webhook-signature';
import { formatDateTime } from '@/lib/format';

const titles: Record<SignatureReason, string> = {
  ok: 'Valid signature',
  'malformed-header': 'Malformed header',
  'malformed-secret': 'The secret is not base64',
  mismatch: 'Signature does not match',
  'stale-timestamp': 'Timestamp too old',
  'future-timestamp': 'Timestamp in the future',
};

/** A verification verdict: accepted or why not, and when the delivery says it was signed. */
export function VerdictAlert({ verdict }: { verdict: SignatureVerdict }) {
  return (
    <Alert
      role="status"
      color={verdict.ok ? 'green' : 'red'}
      variant="light"
      title={titles[verdict.reason]}
      icon={verdict.ok ? <IconCircleCheck aria-hidden /> : <IconCircleX aria-hidden />}
      data-testid="verdict"
    >
      <Text size="sm">{verdict.message}</Text>
      {verdict.timestamp !== undefined && (
        <Text size="xs" c="dimmed" mt={4}>
          Signed at {formatDateTime(verdict.timestamp * 1000)} (t={verdict.timestamp})
        </Text>
      )}
    </Alert>
  );
}
