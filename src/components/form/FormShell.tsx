import { Button, Group, Stack, type MantineSpacing } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from '@/lib/zod';
import { LeaveGuard } from './LeaveGuard';
import { SaveFailure } from './SaveFailure';
import { SaveStatus } from './SaveStatus';
import { useServerIssues, type IssuePlace } from './server-issues';

interface FormShellProps<T extends FieldValues, S> {
  /** Accessible name of the form, e.g. "General settings". */
  label: string;
  /** Validation of the form's values; its messages show at the fields. */
  schema: z.ZodMiniType<T, T>;
  /** The starting values (saved ones: the form follows them while untouched, see `followValues`). */
  values: T;
  /** Save the values (a mutation's mutateAsync); a rejection keeps the input and shows the error. */
  onSave: (values: T) => Promise<S>;
  /** The fields (inside a FormProvider, so nested fields may also use useFormContext). */
  children: (form: UseFormReturn<T>) => ReactNode;
  saveLabel?: string;
  /** What the leave confirmation calls the changes, e.g. "the notes". */
  changesName?: string;
  /** The form field a server validation path belongs to, to show the server's message there. */
  fieldForPath?: IssuePlace<T>;
  /** Called after a successful save, with the service's answer. */
  onSaved?: (saved: S) => void;
  /** More buttons beside Save (e.g. Cancel). */
  extraActions?: (form: UseFormReturn<T>) => ReactNode;
  /** When validation runs before the first submit (default on blur, then on change). */
  mode?: 'onTouched' | 'all';
  /** Reset to `values` whenever they change while the form is untouched (default true). */
  followValues?: boolean;
  /** The values the form holds after a save (default: the values saved, as validated). */
  resetTo?: (saved: S, input: T) => T;
  /** Creating: Save works untouched, and after one success the form saves no more. */
  creating?: boolean;
  /** Shown without its Save bar. */
  readOnly?: boolean;
  /** Whether a value has a field: an invalid value without one is named in the alert. */
  isShown?: (name: string) => boolean;
  gap?: MantineSpacing;
  maw?: number;
}

/**
 * The one form shell: zod validation with messages at the fields, Save disabled while saving (a
 * double click saves once), the input kept and the server's validation report shown at the fields
 * when a save fails, "Saved at" after a save, and a confirmation before leaving with unsaved changes.
 */
export function FormShell<T extends FieldValues, S = unknown>(props: FormShellProps<T, S>) {
  const { label, schema, values, onSave, children, saveLabel = 'Save', fieldForPath, onSaved } = props;
  const { creating = false, readOnly = false, followValues = true, resetTo, isShown } = props;
  const form = useForm<T>({
    resolver: zodResolver(schema) as Resolver<T>,
    defaultValues: values as DefaultValues<T>,
    mode: props.mode ?? 'onTouched',
  });
  const { isDirty, isSubmitting } = form.formState;
  const issues = useServerIssues(form, fieldForPath);
  const [failure, setFailure] = useState<unknown>(null);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [done, setDone] = useState(false);
  const snapshot = JSON.stringify(values);

  useEffect(() => {
    if (followValues && !form.formState.isDirty) form.reset(JSON.parse(snapshot) as T);
  }, [followValues, snapshot, form]);

  // One save at a time, even for two clicks before the disabled button re-renders.
  const locked = useRef(false);
  const onValid = async (data: T) => {
    setFailure(null);
    setSavedAt(null);
    try {
      const saved = await onSave(data);
      form.reset(resetTo ? resetTo(saved, form.getValues()) : data);
      locked.current = creating;
      setDone(creating);
      setSavedAt(new Date());
      onSaved?.(saved);
    } catch (error) {
      locked.current = false;
      setFailure(error);
      issues.show(error);
    }
  };
  // Invalid: messages show at the fields; a value no field shows is named in the alert.
  const onInvalid = (errors: FieldErrors<T>) => {
    locked.current = false;
    const hidden = isShown ? Object.keys(errors).filter((name) => !isShown(name)) : [];
    setFailure(hidden.length ? new Error(`Some values cannot be saved: ${hidden.join(', ')}`) : null);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked.current) return;
    locked.current = true;
    void form.handleSubmit(onValid, onInvalid)(event);
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={label}>
        <Stack gap={props.gap ?? 'md'} maw={props.maw}>
          {children(form)}
          {failure !== null && <SaveFailure error={failure} />}
          {!readOnly && (
            <Group gap="sm">
              <Button
                type="submit"
                loading={isSubmitting}
                disabled={isSubmitting || (creating ? done : !isDirty)}
              >
                {saveLabel}
              </Button>
              {props.extraActions?.(form)}
              <SaveStatus savedAt={savedAt} isDirty={isDirty} isSubmitting={isSubmitting} />
            </Group>
          )}
        </Stack>
        {isDirty && !isSubmitting && <LeaveGuard what={props.changesName ?? 'your changes'} />}
      </form>
    </FormProvider>
  );
}
