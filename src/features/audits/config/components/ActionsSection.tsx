import { Skeleton, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { auditConfigQueries } from '@/api/audits/config-queries';
import { auditMutations } from '@/api/audits/mutations';
import { QueryView } from '@/components/feedback/QueryView';
import { actionField, actionListSchema, fromDraft, toDraft } from '@/components/actions/actions';
import { ActionListFields } from '@/components/actions/ActionListFields';
import { FormShell } from '@/components/form/FormShell';

const kinds = {
  actions: {
    query: auditConfigQueries.actions,
    mutation: auditMutations.saveActions,
    label: 'Page actions',
    intro: 'Performed in order on every page the audit scans, e.g. accepting the cookie banner.',
    empty: 'The audit only loads each page. Add an action to click, type or wait on every page.',
  },
  loginActions: {
    query: auditConfigQueries.loginActions,
    mutation: auditMutations.saveLoginActions,
    label: 'Login actions',
    intro: 'Performed once before the scan starts, to sign in to the site.',
    empty: 'The audit scans the site signed out. Add actions to sign in first.',
  },
} as const;

/** The page actions or the login actions of an audit, as an ordered list editor. */
export function ActionsSection({ auditId, kind }: { auditId: number; kind: keyof typeof kinds }) {
  const config = kinds[kind];
  const query = useQuery(config.query(auditId));
  const save = useMutation(config.mutation(auditId));
  return (
    <QueryView
      query={query}
      errorTitle={`Could not load the ${config.label.toLowerCase()}`}
      loading={<Skeleton height={240} />}
    >
      {(actions) => (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {config.intro}
          </Text>
          <FormShell
            label={config.label}
            schema={actionListSchema}
            values={{ actions: [...actions].sort((a, b) => a.sequence - b.sequence).map(toDraft) }}
            onSave={(values) => save.mutateAsync(values.actions.map(fromDraft))}
            fieldForPath={actionField}
            changesName={`the ${config.label.toLowerCase()}`}
          >
            {(form) => <ActionListFields form={form} emptyText={config.empty} allowActionSets />}
          </FormShell>
        </>
      )}
    </QueryView>
  );
}
