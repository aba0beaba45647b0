import { MultiSelect, Paper, Skeleton, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { auditMutations } from '@/api/audits/mutations';
import type { Audit } from '@/api/audits/schemas';
import { labelQueries } from '@/api/labels/queries';
import { QueryView } from '@/components/feedback/QueryView';
import { SettingsForm } from './settings/SettingsForm';

const labelsSchema = z.object({ labelIds: z.array(z.string()) });

/** The audit's labels, chosen from the account's labels (PUT /v2/web-audits/{id}/labels). */
export function AuditLabels({ audit }: { audit: Audit }) {
  const labels = useQuery(labelQueries.list());
  const save = useMutation(auditMutations.setLabels(audit.id));
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="audit-labels">
      <Title order={2} size="h4" id="audit-labels" mb="xs">
        Labels
      </Title>
      <QueryView query={labels} errorTitle="Could not load the labels" loading={<Skeleton height={60} />}>
        {(all) => (
          <SettingsForm
            label="Audit labels"
            schema={labelsSchema}
            values={{ labelIds: audit.labels.map((label) => String(label.id)) }}
            onSave={(values) => save.mutateAsync(values.labelIds.map(Number))}
            saveLabel="Save labels"
            changesName="the labels"
          >
            {(form) => (
              <Controller
                control={form.control}
                name="labelIds"
                render={({ field }) => (
                  <MultiSelect
                    label="Labels on this audit"
                    placeholder={field.value.length ? undefined : 'Choose labels'}
                    searchable
                    data={all.map((label) => ({ value: String(label.id), label: label.name }))}
                    value={field.value}
                    onChange={field.onChange}
                    nothingFoundMessage="No label matches"
                  />
                )}
              />
            )}
          </SettingsForm>
        )}
      </QueryView>
    </Paper>
  );
}
