import { Anchor, Button, Group, MultiSelect, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ConfirmModal } from '@/components/feedback/ConfirmModal';
import { RemoveButton } from './RemoveButton';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';

/** One item linked to the one on screen (an audit, a label). */
export interface LinkedItem {
  id: number;
  label: string;
  /** Where the item's own page is. */
  href?: string;
  /** More about it (last run, labels), shown beside its name. */
  detail?: ReactNode;
}

interface LinkedItemsProps {
  /** One item, lower case: "audit". */
  noun: string;
  /** Plural, capitalised: "Audits" (the table's name). */
  title: string;
  description?: string;
  items: readonly LinkedItem[];
  /** Every item that could be linked (linked ones are left out of the picker). */
  candidates: ReadonlyArray<{ id: number; label: string }>;
  onAdd: (ids: number[]) => Promise<unknown>;
  onRemove: (id: number) => Promise<unknown>;
  /** Unlink everything at once (after a confirmation), when the service has an operation for it. */
  onClear?: () => Promise<unknown>;
  /** False: shown read-only. */
  canEdit: boolean;
}

/**
 * The items linked to one item, and add / remove: a table with a Remove button per row, and a
 * picker of the items not linked yet. Each change is one call; what failed is said in place.
 */
export function LinkedItems({
  noun,
  title,
  description,
  items,
  candidates,
  onAdd,
  onRemove,
  onClear,
  canEdit,
}: LinkedItemsProps) {
  const [picked, setPicked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [clearing, setClearing] = useState(false);
  const linked = new Set(items.map((item) => item.id));
  const run = async (change: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await change();
      return true;
    } catch (error) {
      setFailure(error);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm" maw={900}>
      {description && (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      )}
      {items.length === 0 ? (
        <EmptyState title={`No ${title.toLowerCase()}`}>Nothing is linked yet.</EmptyState>
      ) : (
        <Table aria-label={title} striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{title.replace(/s$/, '')}</Table.Th>
              <Table.Th>Details</Table.Th>
              {canEdit && (
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>
                  {item.href ? (
                    <Anchor component={Link} to={item.href} size="sm">
                      {item.label}
                    </Anchor>
                  ) : (
                    <Text size="sm">{item.label}</Text>
                  )}
                </Table.Td>
                <Table.Td>{item.detail}</Table.Td>
                {canEdit && (
                  <Table.Td w={48}>
                    <RemoveButton
                      label={`Remove ${noun} ${item.label}`}
                      disabled={busy}
                      onClick={() => void run(() => onRemove(item.id))}
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {failure !== null && <ErrorPanel error={failure} title="The change was not saved" change compact />}
      {canEdit && (
        <Group align="flex-end" gap="sm">
          <MultiSelect
            label={`Add ${title.toLowerCase()}`}
            placeholder={`Choose ${title.toLowerCase()}`}
            data={candidates
              .filter((candidate) => !linked.has(candidate.id))
              .map((candidate) => ({ value: String(candidate.id), label: candidate.label }))}
            value={picked}
            onChange={setPicked}
            searchable
            clearable
            w={420}
            disabled={busy}
          />
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={busy || picked.length === 0}
            loading={busy}
            onClick={() =>
              void run(() => onAdd(picked.map(Number))).then((done) => {
                if (done) setPicked([]);
              })
            }
          >
            Add
          </Button>
          {onClear && items.length > 0 && (
            <Button variant="subtle" color="red" disabled={busy} onClick={() => setClearing(true)}>
              Remove all
            </Button>
          )}
        </Group>
      )}
      {onClear && (
        <ConfirmModal
          opened={clearing}
          title={`Remove every ${noun}?`}
          confirmLabel={`Remove ${items.length} ${items.length === 1 ? noun : title.toLowerCase()}`}
          pending={busy}
          error={failure}
          onClose={() => setClearing(false)}
          onConfirm={() =>
            void run(onClear).then((done) => {
              if (done) setClearing(false);
            })
          }
        >
          <Text size="sm">
            All {items.length} {title.toLowerCase()} are unlinked. You can add them again later.
          </Text>
        </ConfirmModal>
      )}
    </Stack>
  );
}
