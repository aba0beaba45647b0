import { MultiSelect, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { auditQueries } from '@/api/audits/queries';
import { operationQuery } from '@/api/resources/client';
import { notificationCenter, notificationEmailsSchema } from '@/api/resources/notification-center';
import { ResourceError } from './ResourceError';

/** "Who gets email for these audits": POST /v3/notification-center/emails for the chosen audits. */
export function EmailsForAudits() {
  const audits = useQuery(auditQueries.list());
  const [picked, setPicked] = useState<string[]>([]);
  const emails = useQuery({
    ...operationQuery(notificationCenter, 'forItems', {
      body: { itemType: 'AUDIT', itemIds: picked.map(Number) },
    }),
    enabled: picked.length > 0,
  });
  const found = emails.data !== undefined ? notificationEmailsSchema.parse(emails.data).emails : undefined;
  return (
    <Stack gap="xs" component="section" aria-label="Who gets email for these audits">
      <Title order={2} size="h4">
        Who gets email for these audits
      </Title>
      <MultiSelect
        label="Audits"
        placeholder="Choose audits"
        data={(audits.data ?? []).map((audit) => ({ value: String(audit.id), label: audit.name }))}
        value={picked}
        onChange={setPicked}
        searchable
        maw={520}
      />
      {emails.isError && (
        <ResourceError
          error={emails.error}
          title="Could not find the addresses"
          onRetry={() => void emails.refetch()}
        />
      )}
      {found && (
        <Text size="sm" aria-live="polite">
          {found.length === 0
            ? 'Nobody gets email for these audits.'
            : found.map((entry) => entry.email).join(', ')}
        </Text>
      )}
    </Stack>
  );
}
