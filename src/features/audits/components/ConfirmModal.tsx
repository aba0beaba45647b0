import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** The action is in flight: the confirm button waits and cannot be pressed again. */
  pending?: boolean;
  /** Why the action failed, shown in the dialog. */
  error?: unknown;
  color?: string;
}

/** A confirmation dialog for an action that changes or removes something, with its error in place. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  pending = false,
  error,
  color = 'red',
}: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="sm">
        {children}
        {error ? (
          <Alert color="red" variant="light" role="alert" title="It did not work">
            {error instanceof Error ? error.message : 'The request failed'}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button color={color} onClick={onConfirm} loading={pending} disabled={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
