import { Button, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ResourceId } from '@/api/resources';
import { resourceMutations } from '@/api/resources/client';
import type { AnyResourceDef, ItemKey } from '@/api/resources/define';
import { ConfirmModal } from '@/components/feedback/ConfirmModal';

interface DeleteResourceButtonProps {
  resource: ResourceId;
  def: AnyResourceDef;
  itemKey: ItemKey;
  /** The item's name, as the confirmation shows it. */
  title: string;
  singular: string;
  onDeleted: () => void;
}

/** Delete one item after a confirmation that names it; the dialog shows why a delete failed. */
export function DeleteResourceButton({
  def,
  itemKey,
  title,
  singular,
  onDeleted,
}: DeleteResourceButtonProps) {
  const [opened, setOpened] = useState(false);
  // onDeleted runs from the mutation itself, so it still leads away if this view re-rendered meanwhile.
  const remove = useMutation({ ...resourceMutations(def).remove(), onSuccess: () => onDeleted() });
  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Delete
      </Button>
      <ConfirmModal
        opened={opened}
        title={`Delete “${title}”?`}
        confirmLabel={`Delete ${singular}`}
        pending={remove.isPending}
        error={remove.error}
        onClose={() => {
          setOpened(false);
          remove.reset();
        }}
        onConfirm={() => remove.mutate(itemKey, { onSuccess: () => setOpened(false) })}
      >
        <Text size="sm">
          The {singular} “{title}” is deleted for everyone in the account. This cannot be undone.
        </Text>
      </ConfirmModal>
    </>
  );
}
