import type { ComponentType, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from '@/lib/zod';
import type { BodyOf, ItemOf, ResourceId, RowOf } from '@/api/resources';
import type { ItemKey } from '@/api/resources/define';
import type { ColumnSpec } from '@/components/data-table';

/** The kinds of form field the generic form renders (see `components/fields.tsx`). */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'url'
  | 'email'
  | 'select'
  | 'timezone'
  | 'multiselect'
  | 'switch'
  | 'email-list'
  | 'text-list'
  | 'rows';

/** A choice of a select: a fixed value and its label. */
export interface Option {
  value: string | number;
  label: string;
}

/** Choices read from another resource's list: each row's id, labelled by that resource's title. */
export interface OptionsFrom {
  resource: ResourceId;
}

/** One form field, described by data. */
export interface FieldSpec<Name extends string = string> {
  /** The body field it edits. */
  name: Name;
  label: string;
  kind: FieldKind;
  description?: string;
  placeholder?: string;
  /** Marks the field as required (validation itself comes from the body schema). */
  required?: boolean;
  /** Choices of a select or multiselect. */
  options?: readonly Option[] | OptionsFrom;
  /** Fields of each row of a `rows` field. */
  fields?: readonly FieldSpec[];
  /** Shown only when creating, or only when editing. */
  only?: 'create' | 'update';
  /** Only administrators may change it (shown disabled to others). */
  adminOnly?: boolean;
  /** Monospace input (URLs, patterns, header values). */
  mono?: boolean;
}

/** A list filter the screen offers; its value travels in the query string and to the list call. */
export interface FilterSpec {
  /** Query parameter name (also a `params` name of the list operation). */
  param: string;
  label: string;
  options: readonly Option[];
  /** Value used when the query string has none (a required parameter). */
  defaultValue?: string;
}

/** What a custom tab, detail or form component receives. */
export interface ItemViewProps<Item> {
  resource: ResourceId;
  item: Item;
  itemKey: ItemKey;
}

/** A tab of the detail page beside "Details". */
export interface TabSpec<Item> {
  id: string;
  label: string;
  component: ComponentType<ItemViewProps<Item>>;
  adminOnly?: boolean;
}

/**
 * The screen half of one configuration resource: what the generic list, detail and form routes
 * show. Keyed like the wire half (`src/api/resources`).
 */
export interface ResourceScreen<Row, Item, Body> {
  /** Index group, e.g. "Organisation". */
  group: ScreenGroup;
  /** Plural name: the list's title, e.g. "Remote file mappings". */
  label: string;
  /** One item, lower case: "remote file mapping". */
  singular: string;
  /** One sentence on the index and the list page. */
  description: string;
  columns: ColumnSpec<Row>[];
  /** Form fields, when the resource can be created or edited. */
  fields?: ReadonlyArray<FieldSpec<Extract<keyof Body, string>>>;
  /** Form values of an item (default: each field's value in the item). */
  toValues?(item: Item): Partial<Body>;
  /** Filters that become list parameters. */
  filters?: readonly FilterSpec[];
  /** What the detail page's header says of the item under its name (default: `description`). */
  headline?(item: Item): ReactNode;
  /** Read-only facts on the detail page (label, value rendered as text or a node). */
  facts?(item: Item): Array<[string, ReactNode]>;
  /** Only administrators see the screen (it is marked on the index, and hidden from others). */
  adminOnly?: boolean;
  /** Tabs beside "Details" on the detail page. */
  tabs?: ReadonlyArray<TabSpec<Item>>;
  /** Replaces the generic table on the list page (a calendar); it may show the table it gets. */
  listView?: ComponentType<{ resource: ResourceId; rows: Row[]; table: ReactNode }>;
  /** Shown below the list (e.g. a target-item search). */
  listExtra?: ComponentType<{ resource: ResourceId }>;
  /** Replaces the generic edit form on the detail page's "Details" tab. */
  form?: ComponentType<ItemViewProps<Item>>;
  /**
   * Renders the create and edit form's fields instead of `fields` (nested lists, live previews);
   * the generic form still validates, saves, shows server issues at any path and guards leaving.
   */
  formFields?: ComponentType<FormFieldsProps>;
  /** Starting values of a new item's form (beside each field's empty value). */
  newValues?: Partial<Body>;
  /**
   * The form edits values of its own shape (a list editor's drafts) instead of the body: their
   * schema, an item's values, a new item's values, and the body they are sent as.
   */
  formValues?: FormValuesSpec<Item, Body>;
  /** How often to re-read the list while its rows change by themselves (ms), or false. */
  poll?(rows: Row[]): number | false;
}

/** A form whose values are not the body itself (see `ResourceScreen.formValues`). */
export interface FormValuesSpec<Item, Body> {
  schema: z.ZodMiniType<FieldValues, FieldValues>;
  fromItem(item: Item): FieldValues;
  empty: FieldValues;
  toBody(values: FieldValues): Body;
}

/** What a screen's `formFields` component receives: the form, and whether it may be changed. */
export interface FormFieldsProps {
  form: UseFormReturn<FieldValues>;
  disabled: boolean;
  /** Editing an existing item (false: creating one). */
  editing: boolean;
}

/** The groups of the settings index, in order. */
export const screenGroups = [
  'Organisation',
  'Audit configuration',
  'Notifications',
  'Reference data',
  'Administration',
] as const;
export type ScreenGroup = (typeof screenGroups)[number];

/** The screen of a resource, typed by its wire definition. */
export type ScreenOf<Id extends ResourceId> = ResourceScreen<RowOf<Id>, ItemOf<Id>, BodyOf<Id>>;
/** Any resource screen (what the registry holds). */
export type AnyResourceScreen = ResourceScreen<unknown, unknown, Record<string, unknown>>;

/** Declare the screen of a resource, checked against its wire types. */
export function defineScreen<Id extends ResourceId>(_id: Id, screen: ScreenOf<Id>): AnyResourceScreen {
  return screen as unknown as AnyResourceScreen;
}
