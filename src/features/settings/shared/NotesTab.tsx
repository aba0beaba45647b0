import { Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { resources } from '@/api/resources';
import { operationMutation } from '@/api/resources/client';
import type { AnyResourceDef } from '@/api/resources/define';
import { FormShell } from '@/components/form/FormShell';
import type { ItemViewProps } from '../types';

const notesSchema = z.object({
  notes: z.string().check(z.maxLength(10_000, { error: 'Use at most 10,000 characters' })),
});

/**
 * The notes of an item, saved with its resource's `notes` operation (PUT …/notes, plain text):
 * a tab any resource with that operation can list.
 */
export function NotesTab({ resource, item, itemKey }: ItemViewProps<unknown>) {
  const def = resources[resource] as AnyResourceDef;
  const save = useMutation(operationMutation(def, 'notes'));
  const notes = (item as { notes?: string }).notes ?? '';
  return (
    <FormShell
      label="Notes"
      schema={notesSchema}
      values={{ notes }}
      changesName="the notes"
      saveLabel="Save notes"
      fieldForPath={() => 'notes'}
      onSave={(values) => save.mutateAsync({ path: { [def.idParam]: itemKey }, body: values.notes })}
    >
      {(form) => (
        <Textarea
          label="Notes"
          description="Plain text, at most 10,000 characters"
          autosize
          minRows={4}
          maxRows={16}
          error={form.formState.errors.notes?.message}
          {...form.register('notes')}
        />
      )}
    </FormShell>
  );
}
