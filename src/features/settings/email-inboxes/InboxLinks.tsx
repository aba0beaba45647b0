import { Group, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { auditQueries } from '@/api/audits/queries';
import { inboxAuditConfigurationListSchema, type EmailInbox } from '@/api/email-inboxes/schemas';
import { labelQueries } from '@/api/labels/queries';
import { emailInboxes } from '@/api/resources/email-inboxes';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';
import { formatDateTime } from '@/lib/format';
import { useResourceAccess } from '../access';
import { LinkedItems } from '../shared/LinkedItems';
import { useOperationMutation, useOperationQuery } from '../shared/use-operation';
import type { ItemViewProps } from '../types';
import { paths } from '@/lib/routes';

/**
 * The audits that scan the links of the inbox's messages: add one (PUT …/{auditId}) or several
 * (PUT the whole list), remove one (DELETE …/{auditId}) or all of them.
 */
export function InboxAuditsTab({ item, itemKey }: ItemViewProps<unknown>) {
  const access = useResourceAccess('email-inboxes');
  const path = { emailInboxId: itemKey };
  const configs = useOperationQuery(
    emailInboxes,
    'auditConfigurations',
    { path },
    inboxAuditConfigurationListSchema,
  );
  const audits = useQuery(auditQueries.summaries());
  const labels = useQuery(labelQueries.list());
  const addOne = useOperationMutation(emailInboxes, 'addAuditConfiguration');
  const setAll = useOperationMutation(emailInboxes, 'setAuditConfigurations');
  const removeOne = useOperationMutation(emailInboxes, 'removeAuditConfiguration');
  if (configs.isPending) return <Skeleton height={200} />;
  if (configs.isError)
    return (
      <ErrorPanel
        error={configs.error}
        title="Could not load the audits"
        onRetry={() => void configs.refetch()}
      />
    );
  const current = configs.data.map((config) => config.auditId);
  const labelName = (id: number) => labels.data?.find((label) => label.id === id)?.name ?? `#${id}`;
  return (
    <LinkedItems
      noun="audit"
      title="Audits"
      description="Every link of every message this inbox receives is audited by these audits."
      items={configs.data.map((config) => ({
        id: config.auditId,
        label: config.auditName,
        href: paths.audit(config),
        detail: (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {config.auditLastRunAt ? `last run ${formatDateTime(config.auditLastRunAt)}` : 'no run yet'}
            </Text>
            {config.auditLabels.length > 0 && (
              <Text size="sm" c="dimmed">
                · {config.auditLabels.map(labelName).join(', ')}
              </Text>
            )}
          </Group>
        ),
      }))}
      candidates={(audits.data ?? []).map((audit) => ({ id: audit.auditId, label: audit.auditName }))}
      onAdd={(ids) =>
        ids.length === 1
          ? addOne.mutateAsync({ path: { ...path, auditId: ids[0]! } })
          : setAll.mutateAsync({ path, body: [...new Set([...current, ...ids])] })
      }
      onRemove={(auditId) => removeOne.mutateAsync({ path: { ...path, auditId } })}
      onClear={() => setAll.mutateAsync({ path, body: [] })}
      canEdit={access.canCall('setAuditConfigurations', item)}
    />
  );
}

/** The labels of an inbox: the whole list is saved at each change (PUT …/labels). */
export function InboxLabelsTab({ item, itemKey }: ItemViewProps<unknown>) {
  const access = useResourceAccess('email-inboxes');
  const inbox = item as EmailInbox;
  const labels = useQuery(labelQueries.list());
  const save = useOperationMutation(emailInboxes, 'setLabels');
  const put = (ids: number[]) => save.mutateAsync({ path: { emailInboxId: itemKey }, body: ids });
  const all = labels.data ?? [];
  return (
    <LinkedItems
      noun="label"
      title="Labels"
      items={inbox.labelIds.map((id) => ({
        id,
        label: all.find((label) => label.id === id)?.name ?? `#${id}`,
      }))}
      candidates={all.map((label) => ({ id: label.id, label: label.name }))}
      onAdd={(ids) => put([...inbox.labelIds, ...ids])}
      onRemove={(id) => put(inbox.labelIds.filter((other) => other !== id))}
      canEdit={access.canCall('setLabels', item)}
    />
  );
}
