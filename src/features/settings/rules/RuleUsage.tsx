import { Anchor, Button, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { auditConfigQueries } from '@/api/audits/config-queries';
import { auditMutations } from '@/api/audits/mutations';
import { auditQueries } from '@/api/audits/queries';
import { resources } from '@/api/resources';
import type { Rule } from '@/api/rules/schemas';
import { ruleQueries } from '@/api/rules/queries';
import { DataTable, type ColumnSpec } from '@/components/data-table';
import { QueryView } from '@/components/feedback/QueryView';
import { SaveFailure } from '@/components/form/SaveFailure';
import type { ItemViewProps } from '../types';
import { paths } from '@/lib/routes';

interface AuditUse {
  id: number;
  name: string;
  ruleIds: number[];
}

/** Apply the rule to an audit that does not check it yet (PUT of the audit's rules with this one added). */
function ApplyToAudit({ rule, audits }: { rule: Rule; audits: AuditUse[] }) {
  const [auditId, setAuditId] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const target = audits.find((audit) => String(audit.id) === auditId);
  const save = useMutation({
    ...auditMutations.saveRules(target?.id ?? 0),
    onSuccess: () => {
      setAuditId(null);
      void queryClient.invalidateQueries({ queryKey: resources.rules.key });
    },
  });
  const candidates = audits.filter((audit) => !audit.ruleIds.includes(rule.id));
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs">
        <Select
          label="Apply to an audit"
          placeholder="Choose an audit"
          searchable
          data={candidates.map((audit) => ({ value: String(audit.id), label: audit.name }))}
          value={auditId}
          onChange={setAuditId}
          w={360}
        />
        <Button
          disabled={!target || save.isPending}
          loading={save.isPending}
          onClick={() => target && save.mutate([...target.ruleIds, rule.id])}
        >
          Apply rule
        </Button>
      </Group>
      {save.isError && <SaveFailure error={save.error} />}
    </Stack>
  );
}

const auditColumns: ColumnSpec<AuditUse>[] = [
  {
    id: 'name',
    header: 'Audit',
    width: 360,
    accessor: (row) => row.name,
    cell: (row) => (
      <Anchor component={Link} to={paths.auditSettings({ auditId: row.id, section: 'rules' })} size="sm">
        {row.name}
      </Anchor>
    ),
  },
  { id: 'rules', header: 'Rules checked', width: 130, align: 'right', accessor: (row) => row.ruleIds.length },
];

/** The audits that check the rule: every audit's rules, read once each (no operation lists them by rule). */
function RuleAudits({ rule }: { rule: Rule }) {
  const summaries = useQuery(auditQueries.summaries());
  const rules = useQueries({
    queries: (summaries.data ?? []).map((audit) => auditConfigQueries.rules(audit.auditId)),
  });
  const pending = summaries.isPending || rules.some((query) => query.isPending);
  const audits: AuditUse[] = (summaries.data ?? []).map((audit, index) => ({
    id: audit.auditId,
    name: audit.auditName,
    ruleIds: (rules[index]?.data ?? []).map((item) => item.id),
  }));
  const using = audits.filter((audit) => audit.ruleIds.includes(rule.id));
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Audits
      </Title>
      {pending ? (
        <Skeleton height={120} />
      ) : (
        <>
          <DataTable
            label={`Audits that check ${rule.name}`}
            data={using}
            columns={auditColumns}
            getRowId={(row) => String(row.id)}
            maxHeight={320}
            columnsMenu={false}
            empty="No audit checks this rule."
          />
          <ApplyToAudit rule={rule} audits={audits} />
        </>
      )}
    </Stack>
  );
}

/** The web journeys that check the rule (GET /v2/rules/{ruleId}/web-journeys). */
function RuleJourneys({ rule }: { rule: Rule }) {
  const journeys = useQuery(ruleQueries.webJourneys(rule.id));
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Web journeys
      </Title>
      <QueryView
        query={journeys}
        loading={<Skeleton height={80} />}
        errorTitle="Could not load the web journeys"
      >
        {(rows) =>
          rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              No web journey checks this rule.
            </Text>
          ) : (
            <Stack gap={4} component="ul" style={{ margin: 0, paddingLeft: 20 }}>
              {rows.map((journey) => (
                <li key={journey.id}>
                  <Anchor component={Link} to={paths.webJourney({ webJourneyId: journey.id })} size="sm">
                    {journey.name}
                  </Anchor>
                </li>
              ))}
            </Stack>
          )
        }
      </QueryView>
    </Stack>
  );
}

/** "Used by": the audits and web journeys that check the rule, and applying it to another audit. */
export function RuleUsage({ item }: ItemViewProps<Rule>) {
  return (
    <Stack gap="lg">
      <RuleAudits rule={item} />
      <RuleJourneys rule={item} />
    </Stack>
  );
}
