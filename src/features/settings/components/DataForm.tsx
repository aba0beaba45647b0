import { Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useForm, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { SaveFailure } from '@/components/form/SaveFailure';
import { serverIssues } from '@/components/form/server-issues';
import { SaveStatus } from '@/components/form/SaveStatus';
import { LeaveGuard } from '@/components/form/LeaveGuard';
import type { FieldSpec, FormFieldsProps } from '../types';
import { FormField } from './fields';

interface DataFormProps {
  /** Accessible name of the form. */
  label: string;
  /** Validation of the values; its messages show at the fields. */
  schema: z.ZodType;
  initial: FieldValues;
  fields: readonly FieldSpec[];
  /** Renders fields of its own (beside `fields`); server issues then go to any path. */
  customFields?: ComponentType<FormFieldsProps>;
  /** Save the values; a rejection keeps the input and shows the error. */
  save: (values: FieldValues) => Promise<unknown>;
  onSaved?: (saved: unknown) => void;
  submitLabel: string;
  /** Creating: after one success the form saves no more (the new item opens elsewhere). */
  creating?: boolean;
  /** Where "Cancel" leads (shown when creating). */
  cancelHref?: string;
  /** What the leave confirmation calls the changes. */
  changesName: string;
  isAdmin: boolean;
  readOnly?: boolean;
}

/**
 * A form described by data: zod validation with messages at the fields, Save disabled while saving
 * (a double click saves once), the input kept and the server's validationReport shown at the fields
 * when a save fails, "Saved at" after a save, and a confirmation before leaving with unsaved changes.
 */
export function DataForm(props: DataFormProps) {
  const {
    label,
    schema,
    initial,
    fields,
    customFields: CustomFields,
    save,
    onSaved,
    creating = false,
  } = props;
  const { isAdmin, readOnly = false } = props;
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema as z.ZodType<FieldValues, FieldValues>) as Resolver<FieldValues>,
    defaultValues: initial,
    // Validated on blur and on change: a message goes away as soon as the input is right.
    mode: 'all',
  });
  const [failure, setFailure] = useState<unknown>(null);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [done, setDone] = useState(false);
  const { isDirty, isSubmitting } = form.formState;

  // One save at a time, even for two clicks before the disabled button re-renders.
  const locked = useRef(false);
  const onValid = async (values: FieldValues) => {
    setFailure(null);
    setSavedAt(null);
    try {
      const saved = await save(values);
      form.reset(form.getValues());
      locked.current = creating;
      setDone(creating);
      setSavedAt(new Date());
      onSaved?.(saved);
    } catch (error) {
      locked.current = false;
      setFailure(error);
      const names = new Set(fields.map((field) => field.name));
      for (const issue of serverIssues(error)) {
        if (CustomFields || names.has(issue.path[0] ?? ''))
          form.setError(issue.path.join('.'), { type: 'server', message: issue.message });
      }
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked.current) return;
    locked.current = true;
    // Invalid: messages show at the fields; a value no field shows is named in the alert.
    const onInvalid = (errors: FieldErrors) => {
      locked.current = false;
      const hidden = Object.keys(errors).filter(
        (name) => !CustomFields && !fields.some((f) => f.name === name),
      );
      setFailure(hidden.length ? new Error(`Some values cannot be saved: ${hidden.join(', ')}`) : null);
    };
    void form.handleSubmit(onValid, onInvalid)(event);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="md" maw={720}>
        {CustomFields && <CustomFields form={form} disabled={readOnly} editing={!creating} />}
        {fields.map((field) => (
          <FormField
            key={field.name}
            spec={field}
            path={field.name}
            control={form.control}
            disabled={readOnly || (field.adminOnly === true && !isAdmin)}
          />
        ))}
        {failure !== null && <SaveFailure error={failure} />}
        {!readOnly && (
          <Group gap="sm">
            <Button
              type="submit"
              loading={isSubmitting}
              disabled={isSubmitting || (creating ? done : !isDirty)}
            >
              {props.submitLabel}
            </Button>
            {creating && props.cancelHref && (
              <Button component={Link} to={props.cancelHref} variant="default">
                Cancel
              </Button>
            )}
            <SaveStatus savedAt={savedAt} isDirty={isDirty} isSubmitting={isSubmitting} />
          </Group>
        )}
      </Stack>
      {isDirty && !isSubmitting && <LeaveGuard what={props.changesName} />}
    </form>
  );
}
