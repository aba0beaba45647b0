import { Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { auditQueries } from '@/api/audits/queries';
import { consentLabelsSchema, consentWebAuditsSchema } from '@/api/consent-categories/config-schemas';
import { labelQueries } from '@/api/labels/queries';
import { consentCategories } from '@/api/resources/consent-categories';
import type { ItemKey } from '@/api/resources/define';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';
import { formatDateTime } from '@/lib/format';
import { useResourceAccess } from '../access';
import { LinkedItems, type LinkedItem } from '../shared/LinkedItems';
import { useOperationMutation, useOperationQuery } from '../shared/use-operation';
import type { ItemViewProps } from '../types';
import { paths } from '@/lib/routes';

/** Add and remove operations by id (AttachmentPatchDocument). */
const attach = (op: 'add' | 'remove', ids: number[]) =>
  ids.map((value) => ({ op, path: op === 'add' ? '/-' : '/', value }));

function usePatch(name: 'patch-webAudits' | 'patch-labels', itemKey: ItemKey) {
  const patch = useOperationMutation(consentCategories, name);
  const path = { consentCategoryId: itemKey };
  return {
    add: (ids: number[]) => patch.mutateAsync({ path, body: attach('add', ids) }),
    remove: (id: number) => patch.mutateAsync({ path, body: attach('remove', [id]) }),
  };
}

/** The audits a consent category is applied to: their privacy reports check it. Add and remove. */
export function ConsentAuditsTab({ item, itemKey }: ItemViewProps<unknown>) {
  const canEdit = useResourceAccess('consent-categories').canCall('patch-webAudits', item);
  const linked = useOperationQuery(
    consentCategories,
    'webAudits',
    { path: { consentCategoryId: itemKey } },
    consentWebAuditsSchema,
  );
  const audits = useQuery(auditQueries.summaries());
  const patch = usePatch('patch-webAudits', itemKey);
  if (linked.isPending) return <Skeleton height={200} />;
  if (linked.isError)
    return (
      <ErrorPanel
        error={linked.error}
        title="Could not load the audits"
        onRetry={() => void linked.refetch()}
      />
    );
  const items: LinkedItem[] = linked.data.webAudits.map((audit) => ({
    id: audit.auditId,
    label: audit.auditName,
    href: paths.audit(audit),
    detail: (
      <Text size="sm" c="dimmed">
        {[audit.domain, audit.lastRun ? `last run ${formatDateTime(audit.lastRun)}` : 'no run yet']
          .filter(Boolean)
          .join(' · ')}
      </Text>
    ),
  }));
  return (
    <LinkedItems
      noun="audit"
      title="Audits"
      description="Runs of these audits are checked against this category in their privacy reports. Earlier runs keep the categories that applied when they ran."
      items={items}
      candidates={(audits.data ?? []).map((audit) => ({ id: audit.auditId, label: audit.auditName }))}
      onAdd={patch.add}
      onRemove={patch.remove}
      canEdit={canEdit}
    />
  );
}

/** The labels on a consent category. Add and remove. */
export function ConsentLabelsTab({ item, itemKey }: ItemViewProps<unknown>) {
  const canEdit = useResourceAccess('consent-categories').canCall('patch-labels', item);
  const linked = useOperationQuery(
    consentCategories,
    'labels',
    { path: { consentCategoryId: itemKey } },
    consentLabelsSchema,
  );
  const labels = useQuery(labelQueries.list());
  const patch = usePatch('patch-labels', itemKey);
  if (linked.isPending) return <Skeleton height={200} />;
  if (linked.isError)
    return (
      <ErrorPanel
        error={linked.error}
        title="Could not load the labels"
        onRetry={() => void linked.refetch()}
      />
    );
  return (
    <LinkedItems
      noun="label"
      title="Labels"
      items={linked.data.labels.map((label) => ({ id: label.id, label: label.name }))}
      candidates={(labels.data ?? []).map((label) => ({ id: label.id, label: label.name }))}
      onAdd={patch.add}
      onRemove={patch.remove}
      canEdit={canEdit}
    />
  );
}
