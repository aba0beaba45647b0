import { Badge, Checkbox, MultiSelect, Table, Text } from '@mantine/core';
import type { ConsentUploadPreview } from '@/api/consent-categories/config-schemas';
import type { ConsentFileCategory } from '@/api/consent-categories/file-format';
import { ConsentTypeBadge } from '@/components/status/ConsentTypeBadge';

/** What the user chose for one category of the file: apply it or not, and its labels. */
export interface UploadChoice {
  include: boolean;
  labels: number[];
}

interface UploadPreviewProps {
  preview: ConsentUploadPreview;
  /** The file as read here, for each category's type and rule counts. */
  categories: readonly ConsentFileCategory[];
  choices: Record<string, UploadChoice>;
  onChange: (name: string, choice: UploadChoice) => void;
  labels: Array<{ id: number; name: string }>;
  disabled: boolean;
}

const count = (value: number | undefined) => (value ? `+${value}` : '0');

/**
 * What applying the file would change, per category: created or updated, the rules it adds (as
 * the service counts them), the type, and the labels to give it; each category can be left out.
 */
export function UploadPreview({
  preview,
  categories,
  choices,
  onChange,
  labels,
  disabled,
}: UploadPreviewProps) {
  const labelOptions = labels.map((label) => ({ value: String(label.id), label: label.name }));
  return (
    <Table aria-label="What the file changes" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Apply</Table.Th>
          <Table.Th>Category</Table.Th>
          <Table.Th>Change</Table.Th>
          <Table.Th ta="right">New cookies</Table.Th>
          <Table.Th ta="right">New tags</Table.Th>
          <Table.Th ta="right">New request domains</Table.Th>
          <Table.Th>Labels</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {preview.results.map((result) => {
          const name = result.consentCategoryName;
          const read = categories.find((category) => category.name.toLowerCase() === name.toLowerCase());
          const choice = choices[name] ?? { include: true, labels: [] };
          const unchanged =
            result.consentCategoryId !== 0 &&
            !result.noOfNewCookies &&
            !result.noOfNewTags &&
            !result.noOfNewRequests;
          return (
            <Table.Tr key={name}>
              <Table.Td>
                <Checkbox
                  aria-label={`Apply ${name}`}
                  checked={choice.include}
                  disabled={disabled}
                  onChange={(event) => onChange(name, { ...choice, include: event.currentTarget.checked })}
                />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {name}
                </Text>
                {read && <ConsentTypeBadge type={read.type} />}
              </Table.Td>
              <Table.Td>
                {result.consentCategoryId === 0 ? (
                  <Badge color="teal" variant="light">
                    New category
                  </Badge>
                ) : (
                  <Text size="sm">{unchanged ? 'No new rules' : 'Adds rules'}</Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{count(result.noOfNewCookies)}</Table.Td>
              <Table.Td ta="right">{count(result.noOfNewTags)}</Table.Td>
              <Table.Td ta="right">{count(result.noOfNewRequests)}</Table.Td>
              <Table.Td miw={220}>
                <MultiSelect
                  aria-label={`Labels of ${name}`}
                  data={labelOptions}
                  value={choice.labels.map(String)}
                  onChange={(values) => onChange(name, { ...choice, labels: values.map(Number) })}
                  disabled={disabled || !choice.include}
                  searchable
                  size="xs"
                />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
