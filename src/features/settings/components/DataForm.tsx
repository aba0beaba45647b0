import { Button } from '@mantine/core';
import type { ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from '@/lib/zod';
import { FormShell } from '@/components/form/FormShell';
import type { FieldSpec, FormFieldsProps } from '../types';
import { FormField } from './fields';

interface DataFormProps {
  /** Accessible name of the form. */
  label: string;
  /** Validation of the values; its messages show at the fields. */
  schema: z.ZodMiniType;
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
 * A form described by data: its fields (or a screen's own) in the {@link FormShell}, validated on
 * blur and on change (a message goes away as soon as the input is right), the input kept as typed
 * after a save, and a value no field shows named when it is invalid.
 */
export function DataForm(props: DataFormProps) {
  const { fields, customFields: CustomFields, creating = false, readOnly = false, cancelHref } = props;
  const names = new Set(fields.map((field) => field.name));
  // Custom fields may show any value: server issues then go to any path.
  const isShown = (name: string) => CustomFields !== undefined || names.has(name);
  return (
    <FormShell
      label={props.label}
      schema={props.schema as z.ZodMiniType<FieldValues, FieldValues>}
      values={props.initial}
      followValues={false}
      mode="all"
      onSave={props.save}
      resetTo={(_saved, input) => input}
      onSaved={props.onSaved}
      saveLabel={props.submitLabel}
      creating={creating}
      readOnly={readOnly}
      changesName={props.changesName}
      fieldForPath={(path) => (isShown(path[0] ?? '') ? path.join('.') : undefined)}
      isShown={isShown}
      maw={720}
      extraActions={() =>
        creating &&
        cancelHref && (
          <Button component={Link} to={cancelHref} variant="default">
            Cancel
          </Button>
        )
      }
    >
      {(form) => (
        <>
          {CustomFields && <CustomFields form={form} disabled={readOnly} editing={!creating} />}
          {fields.map((field) => (
            <FormField
              key={field.name}
              spec={field}
              path={field.name}
              control={form.control}
              disabled={readOnly || (field.adminOnly === true && !props.isAdmin)}
            />
          ))}
        </>
      )}
    </FormShell>
  );
}
