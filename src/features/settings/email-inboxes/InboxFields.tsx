import { Stack } from '@mantine/core';
import { FormField } from '../components/fields';
import type { FieldSpec, FormFieldsProps } from '../types';

/** The inbox form's fields; the subscriber lists are nested in the body (`subscribers.onReceived`). */
const specs: FieldSpec[] = [
  {
    name: 'name',
    label: 'Name',
    kind: 'text',
    required: true,
    placeholder: 'Spring campaign — Adobe Campaign',
  },
  {
    name: 'labelIds',
    label: 'Labels',
    kind: 'multiselect',
    options: { resource: 'labels' },
    only: 'create',
  },
  {
    name: 'subscribers.onReceived',
    label: 'E-mail when a message arrives',
    kind: 'email-list',
  },
  {
    name: 'subscribers.onProcessed',
    label: 'E-mail when a message has been audited',
    kind: 'email-list',
  },
  {
    name: 'linkExclusionFilters',
    label: 'Links not to audit',
    kind: 'text-list',
    mono: true,
    description: 'Regular expressions, e.g. /unsubscribe; press Enter after each',
  },
  { name: 'omitSocialLinks', label: 'Skip links to social networks', kind: 'switch' },
  { name: 'notes', label: 'Notes', kind: 'textarea', only: 'create' },
];

/** Create and edit fields of an email inbox (labels and notes have their own tabs once it exists). */
export function InboxFields({ form, disabled, editing }: FormFieldsProps) {
  return (
    <Stack gap="md">
      {specs
        .filter((spec) => !spec.only || spec.only === (editing ? 'update' : 'create'))
        .map((spec) => (
          <FormField
            key={spec.name}
            spec={spec}
            path={spec.name}
            control={form.control}
            disabled={disabled}
          />
        ))}
    </Stack>
  );
}
