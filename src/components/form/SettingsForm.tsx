import { Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { SaveFailure } from '@/components/form/SaveFailure';
import { SaveStatus } from '@/components/form/SaveStatus';
import { serverIssues } from '@/components/form/server-issues';
import { LeaveGuard } from './LeaveGuard';

interface SettingsFormProps<T extends FieldValues> {
  /** Accessible name of the form, e.g. "General settings". */
  label: string;
  /** Validation of the form's values; its messages show at the fields. */
  schema: z.ZodType<T, T>;
  /** The saved values: the form starts from them and follows them while untouched. */
  values: T;
  /** Save the values (a mutation's mutateAsync); a rejection keeps the input and shows the error. */
  onSave: (values: T) => Promise<unknown>;
  /** The fields. */
  children: (form: UseFormReturn<T>) => ReactNode;
  saveLabel?: string;
  /** What the leave confirmation calls the changes, e.g. "the notes". */
  changesName?: string;
  /** The form field a server validation path belongs to, to show the server's message there. */
  fieldForPath?: (path: string[]) => Path<T> | undefined;
  /** Called after a successful save. */
  onSaved?: () => void;
  /** More buttons beside Save (e.g. Cancel). */
  extraActions?: (form: UseFormReturn<T>) => ReactNode;
}

/**
 * The behaviour every settings form shares, so a section only declares its fields: zod
 * validation with messages at the fields, Save disabled while saving (one save per click), the
 * input kept and the server's message shown when a save fails, "Saved" when it succeeds, and a
 * confirmation before leaving with unsaved changes.
 */
export function SettingsForm<T extends FieldValues>({
  label,
  schema,
  values,
  onSave,
  children,
  saveLabel = 'Save',
  changesName = 'your changes',
  fieldForPath,
  onSaved,
  extraActions,
}: SettingsFormProps<T>) {
  const form = useForm<T>({
    resolver: zodResolver(schema) as Resolver<T>,
    defaultValues: values as DefaultValues<T>,
    mode: 'onTouched',
  });
  const { isDirty, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<unknown>(null);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const snapshot = JSON.stringify(values);

  useEffect(() => {
    if (!form.formState.isDirty) form.reset(JSON.parse(snapshot) as T);
  }, [snapshot, form]);

  const submit = form.handleSubmit(async (data) => {
    setFailure(null);
    setSavedAt(null);
    try {
      await onSave(data);
      form.reset(data);
      setSavedAt(new Date());
      onSaved?.();
    } catch (error) {
      setFailure(error);
      for (const issue of serverIssues(error)) {
        const field = fieldForPath?.(issue.path);
        if (field) form.setError(field, { type: 'server', message: issue.message });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="md">
        {children(form)}
        {failure !== null && <SaveFailure error={failure} />}
        <Group gap="sm">
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting || !isDirty}>
            {saveLabel}
          </Button>
          {extraActions?.(form)}
          <SaveStatus savedAt={savedAt} isDirty={isDirty} isSubmitting={isSubmitting} />
        </Group>
      </Stack>
      {isDirty && !isSubmitting && <LeaveGuard what={changesName} />}
    </form>
  );
}
