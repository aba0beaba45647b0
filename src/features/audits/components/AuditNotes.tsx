import { Button, Paper, Skeleton, Text, Textarea, Title, Group } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { z } from '@/lib/zod';
import { auditMutations } from '@/api/audits/mutations';
import { QueryView } from '@/components/feedback/QueryView';
import { FormShell } from '@/components/form/FormShell';
import { auditOverviewQueries } from '../prefetch';

const notesSchema = z.object({
  notes: z.string().check(z.maxLength(10_000, { error: 'Use at most 10,000 characters' })),
});

/** The audit's notes: read them, edit them, save them (PUT /v3/web-audits/{id}). */
export function AuditNotes({ auditId }: { auditId: number }) {
  const query = useQuery(auditOverviewQueries(auditId).notes);
  const save = useMutation(auditMutations.saveNotes(auditId));
  const [editing, setEditing] = useState(false);
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="audit-notes">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="audit-notes">
          Notes
        </Title>
        {!editing && query.isSuccess && (
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => setEditing(true)}
          >
            Edit notes
          </Button>
        )}
      </Group>
      <QueryView query={query} errorTitle="Could not load the notes" loading={<Skeleton height={60} />}>
        {(data) =>
          editing ? (
            <FormShell
              label="Audit notes"
              schema={notesSchema}
              values={{ notes: data.notes ?? '' }}
              onSave={(values) => save.mutateAsync(values.notes)}
              onSaved={() => setEditing(false)}
              saveLabel="Save notes"
              changesName="the notes"
              extraActions={() => (
                <Button variant="default" onClick={() => setEditing(false)}>
                  Cancel
                </Button>
              )}
            >
              {(form) => (
                <Textarea
                  label="Notes"
                  rows={5}
                  resize="vertical"
                  error={form.formState.errors.notes?.message}
                  {...form.register('notes')}
                />
              )}
            </FormShell>
          ) : data.notes ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {data.notes}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              No notes yet. Add context for the team: owners, known issues, release dates.
            </Text>
          )
        }
      </QueryView>
    </Paper>
  );
}
