import {
  Anchor,
  Button,
  Group,
  List,
  Loader,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconCircleDashed, IconRefresh } from '@tabler/icons-react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { auditConfigQueries } from '@/api/audits/config-queries';
import { consentCategoryQueries } from '@/api/consent-categories/queries';
import { resourceQueries } from '@/api/resources/client';
import { customHeaders } from '@/api/resources/custom-headers';
import {
  actionsConfigured,
  blockingConfigured,
  consentConfigured,
  filtersConfigured,
  headersConfigured,
  rulesConfigured,
  type ChecklistId,
  type Configured,
} from '../new/checklist';
import { settingsSections } from '../config/sections';
import { paths } from '@/lib/routes';

interface Item {
  id: ChecklistId;
  label: string;
  description: string;
  to: string;
  query: UseQueryResult<unknown>;
  /** What the section holds (undefined: nothing yet), once read. */
  configured: Configured;
}

/** One section of the audit as the checklist reads it (its settings screen's name and description). */
function item<T>(
  id: Exclude<ChecklistId, 'custom-headers'>,
  auditId: number,
  query: UseQueryResult<T>,
  configured: (data: T) => Configured,
): Item {
  const { label, description } = settingsSections[id];
  return {
    id,
    label,
    description,
    to: paths.auditSettings({ auditId, section: id }),
    query,
    configured: query.data === undefined ? undefined : configured(query.data),
  };
}

function Row({ entry }: { entry: Item }) {
  const { query, configured } = entry;
  const icon = query.isPending ? (
    <Loader size={16} aria-hidden />
  ) : (
    <ThemeIcon size={20} radius="xl" variant="light" color={configured ? 'teal' : 'gray'}>
      {configured ? <IconCheck size={14} aria-hidden /> : <IconCircleDashed size={14} aria-hidden />}
    </ThemeIcon>
  );
  return (
    <List.Item icon={icon}>
      <Group gap="xs" wrap="wrap">
        <Anchor component={Link} to={entry.to} size="sm" fw={600}>
          {entry.label}
        </Anchor>
        <Text size="sm" c={query.isError ? 'red.8' : configured ? undefined : 'dimmed'}>
          {query.isPending
            ? 'Checking…'
            : query.isError
              ? `Could not check: ${query.error instanceof Error ? query.error.message : 'the request failed'}`
              : configured
                ? `Configured · ${configured}`
                : 'Not set up yet'}
        </Text>
        {query.isError && (
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconRefresh size={12} aria-hidden />}
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          >
            Retry checking {entry.label}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {entry.description}
      </Text>
    </List.Item>
  );
}

/**
 * A new audit's setup checklist: the sections set up after creation (actions, login actions,
 * blocking, URL filters, rules, consent categories, custom headers), whether each holds anything
 * yet, "N of 7 sections configured", and each linked to its settings screen.
 */
export function SetupChecklist({ auditId }: { auditId: number }) {
  const headers = useQuery(resourceQueries(customHeaders).list());
  const items: Item[] = [
    item('actions', auditId, useQuery(auditConfigQueries.actions(auditId)), actionsConfigured),
    item('login-actions', auditId, useQuery(auditConfigQueries.loginActions(auditId)), actionsConfigured),
    item('blocking', auditId, useQuery(auditConfigQueries.blocking(auditId)), blockingConfigured),
    item('filters', auditId, useQuery(auditConfigQueries.filters(auditId)), filtersConfigured),
    item('rules', auditId, useQuery(auditConfigQueries.rules(auditId)), rulesConfigured),
    item(
      'consent-categories',
      auditId,
      useQuery(consentCategoryQueries.forAudit(auditId)),
      consentConfigured,
    ),
    {
      id: 'custom-headers',
      label: 'Custom headers',
      description: 'Header groups sent with the audit’s requests (assigned in the account’s settings)',
      to: paths.settings.list({ resource: 'custom-headers' }),
      query: headers,
      configured: headers.data === undefined ? undefined : headersConfigured(headers.data, auditId),
    },
  ];
  const done = items.filter((entry) => entry.configured !== undefined).length;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="setup-checklist">
      <Stack gap="xs">
        <Title order={2} size="h4" id="setup-checklist">
          Set up this audit
        </Title>
        <Text size="sm" c="dimmed">
          Run now scans the site with what is set; each of these sections is optional and can be set up before
          or after the first run.
        </Text>
        <Progress
          value={(done / items.length) * 100}
          aria-label={`${done} of ${items.length} sections configured`}
        />
        <Text size="sm" fw={600} aria-live="polite">
          {done} of {items.length} sections configured
        </Text>
        <List spacing="sm" listStyleType="none" aria-label="Setup checklist">
          {items.map((entry) => (
            <Row key={entry.id} entry={entry} />
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
