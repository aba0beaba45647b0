import { Anchor, Button, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { resources } from '@/api/resources';
import { operationQuery } from '@/api/resources/client';
import { snapshotParams } from '@/api/resources/rules';
import type { Rule } from '@/api/rules/schemas';
import { Page } from '@/components/page/Page';
import { formatDateTime } from '@/lib/format';
import { ItemFacts } from '../components/ItemFacts';
import { ResourceError } from '../components/ResourceError';
import { itemHref } from '../items';
import { describeRule } from './describe';
import { useTagNames } from './options';
import { isSnapshotKind, originalOps, snapshotNouns } from './snapshots';
import { paths } from '@/lib/routes';

const crumbs = [
  { label: 'Settings', to: paths.settings.index() },
  { label: 'Rules', to: paths.settings.list({ resource: 'rules' }) },
];

/** The original rule: what it is called, what it checks in words, and a link to edit it. */
function OriginalRule({ rule }: { rule: Rule }) {
  const tags = useTagNames();
  return (
    <Stack gap="md">
      <ItemFacts
        item={rule}
        columns={[]}
        label={`Original rule: ${rule.name}`}
        facts={() => [
          ['Rule', rule.name],
          ['Labels', (rule.labels ?? []).map((label) => label.name).join(', ') || '–'],
          ['Updated', formatDateTime(rule.updatedAt)],
        ]}
      />
      <Stack gap={4}>
        <Title order={2} size="h4">
          What it checks now
        </Title>
        <List size="sm" spacing={2}>
          {describeRule(rule, tags.name).map((sentence) => (
            <List.Item key={sentence}>{sentence}</List.Item>
          ))}
        </List>
        <Text size="xs" c="dimmed">
          The rule may have changed since the run took its snapshot.
        </Text>
      </Stack>
      <Button component={Link} to={itemHref('rules', rule.id)} w="fit-content">
        Open the rule
      </Button>
    </Stack>
  );
}

/**
 * `/settings/rules/snapshots/:kind/:snapshotId`: the rule a rule summary report's snapshot (of a
 * rule, a page filter, a tag condition or a tag variable) was taken of.
 */
export function RuleSnapshotPage() {
  const params = useParams();
  const kind = isSnapshotKind(params.kind) ? params.kind : 'rule';
  const snapshotId = params.snapshotId ?? '';
  const noun = snapshotNouns[kind];
  const original = useQuery(
    operationQuery(resources.rules, originalOps[kind], { path: { [snapshotParams[kind]]: snapshotId } }),
  );
  const rule = original.data as Rule | undefined;
  return (
    <Page
      title={`Original of ${noun} ${snapshotId}`}
      description="Rule summary reports show the rules as a run applied them; this is the rule they came from."
      breadcrumbs={[...crumbs, { label: `${noun} ${snapshotId}` }]}
    >
      {original.isError ? (
        <ResourceError
          error={original.error}
          title={`Could not find the original of ${noun} ${snapshotId}`}
          onRetry={() => void original.refetch()}
        />
      ) : rule ? (
        <OriginalRule rule={rule} />
      ) : (
        <Skeleton height={240} radius="md" />
      )}
      <Anchor component={Link} to={paths.settings.list({ resource: 'rules' })} size="sm">
        All rules
      </Anchor>
    </Page>
  );
}
