import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useController, useFieldArray, type Control, type FieldValues } from 'react-hook-form';
import { resources } from '@/api/resources';
import { resourceQueries } from '@/api/resources/client';
import { TimeZoneSelect } from '@/components/form/TimeZoneSelect';
import type { AnyResourceDef } from '@/api/resources/define';
import { titleOf } from '../items';
import type { FieldKind, FieldSpec, Option } from '../types';

/** What every field component receives. */
export interface FieldProps {
  spec: FieldSpec;
  /** Full path in the form values (`headers.0.name` inside a `rows` field). */
  path: string;
  control: Control<FieldValues>;
  disabled?: boolean;
}

/** Choices read from another resource that could not be read: why, and how to try again. */
interface ChoicesFailure {
  message: string;
  retry: () => void;
}

/**
 * The choices of a select: fixed, or the rows of another resource labelled by its title (and, when
 * that list could not be read, the failure: the select says so instead of offering nothing).
 */
function useOptions(spec: FieldSpec): { options: Option[]; failure?: ChoicesFailure } {
  const from = spec.options && 'resource' in spec.options ? spec.options.resource : undefined;
  const def = from ? (resources[from] as AnyResourceDef) : undefined;
  // No query at all for fixed choices (a hook cannot be skipped; an empty list of queries can).
  const queries = def ? [resourceQueries(def).list()] : [];
  const [rows] = useQueries({ queries });
  if (!from || !def || !rows)
    return { options: [...((spec.options as readonly Option[] | undefined) ?? [])] };
  const options = (rows.data ?? []).map((row) => ({ value: def.rowId(row), label: titleOf(from, row) }));
  const failure = rows.isError
    ? {
        message: `Could not load the choices: ${rows.error instanceof Error ? rows.error.message : 'the request failed'}`,
        retry: () => void rows.refetch(),
      }
    : undefined;
  return { options, failure };
}

/** Retry of a select whose choices could not be read (its message is the select's error). */
function RetryChoices({ label, failure }: { label: string; failure: ChoicesFailure | undefined }) {
  if (!failure) return null;
  return (
    <Group>
      <Button size="compact-xs" variant="light" onClick={failure.retry}>
        Retry loading the choices of {label}
      </Button>
    </Group>
  );
}

/**
 * A field bound to the form: its value, and the props every input shares (label, description,
 * placeholder, asterisk, disabled, monospace, name, ref, blur, and its message).
 */
function useBound({ spec, path, control, disabled }: FieldProps) {
  const { field, fieldState, formState } = useController({ name: path, control });
  const props = {
    label: spec.label,
    description: spec.description,
    placeholder: spec.placeholder,
    withAsterisk: spec.required,
    disabled,
    ff: spec.mono ? 'monospace' : undefined,
    name: field.name,
    ref: field.ref,
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  };
  return { value: field.value as unknown, onChange: field.onChange, props, errors: formState.errors };
}

/** The text of a value (empty for none). */
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

function TextField(field: FieldProps) {
  const { value, onChange, props } = useBound(field);
  const kind = field.spec.kind;
  const type = kind === 'email' ? 'email' : kind === 'url' ? 'url' : 'text';
  return (
    <TextInput {...props} type={type} value={text(value)} onChange={(e) => onChange(e.currentTarget.value)} />
  );
}

function TextareaField(field: FieldProps) {
  const { value, onChange, props } = useBound(field);
  return (
    <Textarea
      {...props}
      autosize
      minRows={3}
      value={text(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

function NumberField(field: FieldProps) {
  const { value, onChange, props } = useBound(field);
  return (
    <NumberInput
      {...props}
      value={(value as number | undefined) ?? ''}
      onChange={(next) => onChange(next === '' ? undefined : Number(next))}
    />
  );
}

/** A select's choices as Mantine data, the typed value of a chosen string, and a failed read of them. */
function useChoices(spec: FieldSpec) {
  const { options, failure } = useOptions(spec);
  const data = options.map((option) => ({ value: String(option.value), label: option.label }));
  const typed = (chosen: string) => options.find((option) => String(option.value) === chosen)?.value;
  return { data, typed, failure };
}

function SelectField(field: FieldProps) {
  const { value, onChange, props } = useBound(field);
  const { data, typed, failure } = useChoices(field.spec);
  return (
    <Stack gap={4}>
      <Select
        {...props}
        error={props.error ?? failure?.message}
        data={data}
        searchable={data.length > 8}
        value={text(value) || null}
        onChange={(chosen) => onChange(chosen === null ? '' : (typed(chosen) ?? ''))}
      />
      <RetryChoices label={field.spec.label} failure={failure} />
    </Stack>
  );
}

/** A tz database zone, found by typing part of its name (the typed text replaces the zone shown). */
function TimeZoneField(field: FieldProps) {
  const { value, onChange, props } = useBound(field);
  return <TimeZoneSelect {...props} value={text(value)} onChange={onChange} />;
}

function MultiSelectField(field: FieldProps) {
  const { value, onChange, props } = useBound(field);
  const { data, typed, failure } = useChoices(field.spec);
  return (
    <Stack gap={4}>
      <MultiSelect
        {...props}
        error={props.error ?? failure?.message}
        data={data}
        searchable
        value={((value as Array<string | number> | undefined) ?? []).map(String)}
        onChange={(chosen) => onChange(chosen.map((one) => typed(one) ?? one))}
      />
      <RetryChoices label={field.spec.label} failure={failure} />
    </Stack>
  );
}

function SwitchField(field: FieldProps) {
  const { value, onChange, props } = useBound(field);
  const { label, description, disabled, name, ref, onBlur, error } = props;
  return (
    <Switch
      {...{ label, description, disabled, name, ref, onBlur, error }}
      checked={Boolean(value)}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

/** The first message among an array field's per-item errors (`emails.2: Enter a valid address`). */
function arrayError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string') return own;
  for (const [index, item] of Object.entries(error)) {
    const message = (item as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string') return `Item ${Number(index) + 1}: ${message}`;
  }
  return undefined;
}

/** A list of texts typed one by one: e-mail addresses (split on , ; and space) or any text (Enter only). */
function TextListField(field: FieldProps) {
  const { value, onChange, props, errors } = useBound(field);
  const emails = field.spec.kind === 'email-list';
  const nested = field.path
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], errors);
  return (
    <TagsInput
      {...props}
      description={field.spec.description ?? `Press Enter after each ${emails ? 'address' : 'entry'}`}
      value={(value as string[] | undefined) ?? []}
      onChange={(values) => onChange(values.map((one) => one.trim()).filter(Boolean))}
      splitChars={emails ? [',', ' ', ';'] : []}
      error={props.error ?? arrayError(nested)}
    />
  );
}

/** An empty value for a field of each kind (a new item, or a new row of a `rows` field). */
export function emptyValue(kind: FieldKind): unknown {
  return emptyValues[kind];
}
const emptyValues: Record<FieldKind, unknown> = {
  text: '',
  textarea: '',
  url: '',
  email: '',
  number: undefined,
  select: '',
  timezone: '',
  multiselect: [],
  switch: false,
  'email-list': [],
  'text-list': [],
  rows: [],
};

function RowsField({ spec, path, control, disabled }: FieldProps) {
  const { fields, append, remove } = useFieldArray({ control, name: path });
  const subFields = spec.fields ?? [];
  const singular = spec.label.replace(/s$/, '').toLowerCase();
  return (
    <Fieldset legend={spec.label} disabled={disabled}>
      <Stack gap="xs">
        {spec.description && (
          <Text size="xs" c="dimmed">
            {spec.description}
          </Text>
        )}
        {fields.length === 0 && (
          <Text size="sm" c="dimmed">
            None yet.
          </Text>
        )}
        {fields.map((row, index) => (
          <Group key={row.id} align="flex-end" gap="xs" wrap="nowrap">
            {subFields.map((sub) => (
              <div key={sub.name} style={{ flex: sub.kind === 'switch' ? '0 0 auto' : 1 }}>
                <FormField
                  spec={{ ...sub, label: `${sub.label} ${index + 1}` }}
                  path={`${path}.${index}.${sub.name}`}
                  control={control}
                  disabled={disabled}
                />
              </div>
            ))}
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => remove(index)}
              aria-label={`Remove ${singular} ${index + 1}`}
              mb={4}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() =>
              append(Object.fromEntries(subFields.map((sub) => [sub.name, emptyValue(sub.kind)])))
            }
          >
            Add {singular}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

const fieldComponents: Record<FieldKind, ComponentType<FieldProps>> = {
  text: TextField,
  url: TextField,
  email: TextField,
  textarea: TextareaField,
  number: NumberField,
  select: SelectField,
  timezone: TimeZoneField,
  multiselect: MultiSelectField,
  switch: SwitchField,
  'email-list': TextListField,
  'text-list': TextListField,
  rows: RowsField,
};

/** One form field of the generic resource form, rendered by its kind. */
export function FormField(props: FieldProps) {
  const Component = fieldComponents[props.spec.kind];
  return <Component {...props} />;
}
