import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from '@/lib/zod';
import { resources, type ResourceId } from '@/api/resources';
import { resourceMutations } from '@/api/resources/client';
import type { AnyResourceDef, ItemKey } from '@/api/resources/define';
import { titleOf } from '../items';
import { resourceScreens } from '../registry';
import type { FieldSpec } from '../types';
import { DataForm } from './DataForm';
import { emptyValue } from './fields';
import { paths } from '@/lib/routes';

interface ResourceFormProps {
  resource: ResourceId;
  /** The item being edited; absent when creating one. */
  item?: unknown;
  itemKey?: ItemKey;
  /** After a successful save, with the service's answer. */
  onSaved?: (saved: unknown) => void;
  /** Fields the caller may not change are shown disabled (e.g. admin-only ones for others). */
  isAdmin: boolean;
  /** The whole form is shown but cannot be saved. */
  readOnly?: boolean;
}

/** The body keys a form sends: the body schema's fields (an item's other body fields travel unchanged). */
function bodyKeys(schema: z.ZodMiniType, fields: readonly FieldSpec[]): string[] {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : fields.map((field) => field.name);
}

/** The values a form starts from: empty fields for a new item, else the item's body fields. */
function initialValues(
  fields: readonly FieldSpec[],
  keys: string[],
  item: unknown,
  toValues?: (item: never) => object,
  newValues?: object,
) {
  const empty = Object.fromEntries(fields.map((field) => [field.name, emptyValue(field.kind)]));
  if (item === undefined) return { ...empty, ...newValues };
  const source = (toValues ? toValues(item as never) : item) as Record<string, unknown>;
  const picked = Object.fromEntries(
    keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]),
  );
  return { ...empty, ...picked };
}

/**
 * The generic create/edit form of a resource: its screen's fields validated with its body schema,
 * saved with its generated create or update mutation (the behaviour is {@link DataForm}'s).
 */
export function ResourceForm({
  resource,
  item,
  itemKey,
  onSaved,
  isAdmin,
  readOnly = false,
}: ResourceFormProps) {
  const def = resources[resource] as AnyResourceDef;
  const screen = resourceScreens[resource];
  const editing = item !== undefined;
  const operation = editing ? def.update : def.create;
  const fields = (screen.fields ?? []).filter(
    (field) => !field.only || field.only === (editing ? 'update' : 'create'),
  );
  const own = screen.formValues;
  const schema = own?.schema ?? (operation!.body as z.ZodMiniType<FieldValues, FieldValues>);
  const defaults = useMemo(
    () =>
      own
        ? item === undefined
          ? own.empty
          : own.fromItem(item)
        : initialValues(fields, bodyKeys(schema, fields), item, screen.toValues, screen.newValues),
    // The starting values are read once per item; later edits belong to the user.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [item],
  );
  const mutations = resourceMutations(def);
  const create = useMutation(mutations.create());
  const update = useMutation(mutations.update());
  return (
    <DataForm
      label={editing ? `Edit ${titleOf(resource, item)}` : `New ${screen.singular}`}
      schema={schema}
      initial={defaults}
      fields={fields}
      customFields={screen.formFields}
      save={(values) => {
        const body = (own ? own.toBody(values) : values) as never;
        return editing ? update.mutateAsync({ key: itemKey!, body }) : create.mutateAsync(body);
      }}
      onSaved={onSaved}
      submitLabel={editing ? 'Save changes' : `Create ${screen.singular}`}
      creating={!editing}
      cancelHref={paths.settings.list({ resource })}
      changesName={`your changes to this ${screen.singular}`}
      isAdmin={isAdmin}
      readOnly={readOnly}
    />
  );
}
