import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** A row's Remove button: an icon with a tooltip, named for what it removes ("Remove audit Checkout"). */
export function RemoveButton({
  label,
  onClick,
  disabled,
  loading,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
}) {
  return (
    <Tooltip label="Remove">
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={label}
        disabled={disabled}
        loading={loading}
        onClick={onClick}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
