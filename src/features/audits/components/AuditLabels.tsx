import { Button, MultiSelect, Paper, Skeleton, Text, Title } from '@mantine/core';
import { useMutation, useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from '@/lib/zod';
import type { AuditLabel } from '@/api/audits/config-schemas';
import { auditMutations } from '@/api/audits/mutations';
import type { Audit } from '@/api/audits/schemas';
import { asOneQuery } from '@/components/feedback/combine-queries';
import { QueryView } from '@/components/feedback/QueryView';
import { ConfirmModal } from '@/components/feedback/ConfirmModal';
import { FormShell } from '@/components/form/FormShell';
import { auditOverviewQueries } from '../prefetch';

const labelsSchema = z.object({ labelIds: z.array(z.string()) });

/**
 * The audit's labels (GET /v2/web-audits/{id}/labels), chosen from the account's labels
 * (PUT …/labels), and "Remove all labels" (DELETE …/labels) after a confirmation.
 */
export function AuditLabels({ audit }: { audit: Audit }) {
  const data = useQueries({
    queries: [auditOverviewQueries(audit.id).auditLabels, auditOverviewQueries(audit.id).labels] as const,
    combine: asOneQuery,
  });
  const save = useMutation(auditMutations.setLabels(audit.id));
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="audit-labels">
      <Title order={2} size="h4" id="audit-labels" mb="xs">
        Labels
      </Title>
      <QueryView query={data} errorTitle="Could not load the labels" loading={<Skeleton height={60} />}>
        {([current, all]) => (
          <FormShell
            label="Audit labels"
            schema={labelsSchema}
            values={{ labelIds: current.map((label) => String(label.id)) }}
            onSave={(values) => save.mutateAsync(values.labelIds.map(Number))}
            saveLabel="Save labels"
            changesName="the labels"
            extraActions={() => <RemoveAllLabels audit={audit} labels={current} />}
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
          </FormShell>
        )}
      </QueryView>
    </Paper>
  );
}

/** "Remove all labels": a confirmation naming the audit and how many labels go, then one DELETE. */
function RemoveAllLabels({ audit, labels }: { audit: Audit; labels: readonly AuditLabel[] }) {
  const [opened, setOpened] = useState(false);
  const remove = useMutation(auditMutations.removeAllLabels(audit.id));
  const count = labels.length;
  const noun = count === 1 ? 'label' : 'labels';
  const close = () => {
    setOpened(false);
    remove.reset();
  };
  return (
    <>
      <Button variant="default" color="red" disabled={count === 0} onClick={() => setOpened(true)}>
        Remove all labels
      </Button>
      <ConfirmModal
        opened={opened}
        title={`Remove all labels from “${audit.name}”?`}
        confirmLabel={`Remove ${count} ${noun}`}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => setOpened(false) })}
        onClose={close}
        pending={remove.isPending}
        error={remove.error}
      >
        <Text size="sm">
          {`The ${count} ${noun} on “${audit.name}” will be taken off this audit: `}
          {labels.map((label) => label.name).join(', ')}.
        </Text>
        <Text size="sm" c="dimmed">
          The labels themselves stay in the account, on everything else they are on.
        </Text>
      </ConfirmModal>
    </>
  );
}
