import { Button, Group, Stack } from '@mantine/core';
import { DialogModal } from './DialogModal';
import type { ReactNode } from 'react';
import { ErrorPanel } from './ErrorPanel';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** The action is in flight: the confirm button waits and cannot be pressed again. */
  pending?: boolean;
  /** Why the action failed, shown in the dialog: an error (its message) or the text to show. */
  error?: unknown;
  /** The heading of the failure, e.g. "Could not delete the report". */
  errorTitle?: string;
  color?: string;
}

/**
 * The one confirmation dialog for an action that changes or removes something: Cancel (focused
 * first) and the action, which waits while the request runs, with its error in place.
 */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  pending = false,
  error,
  errorTitle = 'It did not work',
  color = 'red',
}: ConfirmModalProps) {
  return (
    <DialogModal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        {children}
        {error ? <ErrorPanel error={error} title={errorTitle} compact change /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
            Cancel
          </Button>
          <Button color={color} onClick={onConfirm} loading={pending} disabled={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </DialogModal>
  );
}
