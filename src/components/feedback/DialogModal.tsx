import { Modal, type ModalProps } from '@mantine/core';
import { PartBoundary } from './PartBoundary';

/** Mantine's Modal whose body fails inside it, with Retry: the screen behind the dialog stays. */
export function DialogModal({ children, ...props }: ModalProps) {
  return (
    <Modal {...props}>
      <PartBoundary part="dialog">{children}</PartBoundary>
    </Modal>
  );
}
