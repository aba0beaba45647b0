import { Button, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { UseFormReturn } from 'react-hook-form';
import { ActionListFields } from '@/components/actions/ActionListFields';
import type { ActionListValues } from '@/components/actions/actions';
import type { FormFieldsProps } from '../types';
import { ActionDetailDrawer } from './ActionDetailDrawer';

/**
 * The action-set form's fields: its name and its ordered actions (add, remove, move up and down).
 * A saved action also opens its page filter and the rules checked after it.
 */
export function ActionSetFields({ form, disabled, editing }: FormFieldsProps) {
  const actionSetId = useParams().id;
  const [opened, setOpened] = useState<number | null>(null);
  const list = form as unknown as UseFormReturn<ActionListValues>;
  const error = form.formState.errors.actions as
    { message?: string; root?: { message?: string } } | undefined;
  return (
    <Stack gap="md">
      <TextInput
        label="Name"
        withAsterisk
        disabled={disabled}
        error={form.formState.errors.name?.message as string | undefined}
        {...form.register('name')}
      />
      <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0 }}>
        <VisuallyHidden component="legend">Actions</VisuallyHidden>
        <ActionListFields
          form={list}
          emptyText="An action set needs at least one action."
          rowExtra={(index) => {
            const actionId = list.getValues(`actions.${index}.id`);
            return editing && actionId !== undefined ? (
              <Button
                size="compact-sm"
                variant="subtle"
                leftSection={<IconListCheck size={14} aria-hidden />}
                onClick={() => setOpened(actionId)}
                aria-label={`Page filter and rules of step ${index + 1}`}
              >
                Rules
              </Button>
            ) : null;
          }}
        />
      </fieldset>
      {(error?.message ?? error?.root?.message) && (
        <Text size="sm" c="red" role="alert">
          {error?.message ?? error?.root?.message}
        </Text>
      )}
      {editing && actionSetId !== undefined && (
        <ActionDetailDrawer
          actionSetId={actionSetId}
          actionId={opened}
          onClose={() => setOpened(null)}
          onPageFilterSaved={(actionId, pageFilter) => {
            // Keep the list's copy in step, so saving the set does not undo the change.
            const index = list.getValues('actions').findIndex((action) => action.id === actionId);
            if (index >= 0) list.setValue(`actions.${index}.pageFilter`, pageFilter || undefined);
          }}
        />
      )}
    </Stack>
  );
}
