import { MultiSelect, Select } from '@mantine/core';
import type { BulkFieldsProps } from './bulk-actions';

const toIds = (values: string[]) => values.map(Number);

/** Where to move the audits: a sub-folder, listed under its folder. */
export function MoveFields({ params, onChange, choices }: BulkFieldsProps) {
  const data = choices.folders
    .map((folder) => ({
      group: folder.name,
      items: choices.domains
        .filter((domain) => domain.folderId === folder.id)
        .map((domain) => ({ value: String(domain.id), label: domain.name })),
    }))
    .filter((group) => group.items.length > 0);
  return (
    <Select
      label="Move to sub-folder"
      placeholder="Choose a folder's sub-folder"
      searchable
      data={data}
      value={params.domainId === null ? null : String(params.domainId)}
      onChange={(value) => onChange({ domainId: value ? Number(value) : null })}
    />
  );
}

/** Which labels to put on every audit, and which to take off. */
export function LabelFields({ params, onChange, choices }: BulkFieldsProps) {
  const options = choices.labels.map((label) => ({ value: String(label.id), label: label.name }));
  const taken = (ids: number[]) => options.filter((option) => !ids.includes(Number(option.value)));
  return (
    <>
      <MultiSelect
        label="Add labels"
        placeholder="Labels to put on"
        searchable
        data={taken(params.removeLabelIds)}
        value={params.addLabelIds.map(String)}
        onChange={(values) => onChange({ addLabelIds: toIds(values) })}
      />
      <MultiSelect
        label="Remove labels"
        placeholder="Labels to take off"
        searchable
        data={taken(params.addLabelIds)}
        value={params.removeLabelIds.map(String)}
        onChange={(values) => onChange({ removeLabelIds: toIds(values) })}
      />
    </>
  );
}
