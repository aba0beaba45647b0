import type { ModalProps } from '@mantine/core';
import { useEffect } from 'react';
import { deferred, type DeferredProps, type StandInProps } from './deferred';

/** Renders nothing while closed; opening it loads the dialog's code at once. */
function ClosedModal({ opened, activate }: ModalProps & StandInProps) {
  useEffect(() => {
    if (opened) activate(true);
  }, [opened, activate]);
  return null;
}

/** Mantine's Modal, whose code loads after the page's data, or as soon as it opens. */
export const LazyModal = deferred<ModalProps>(
  () =>
    import('./modal').then(
      ({ Modal }) =>
        function LoadedModal({ requested: _requested, ...props }: ModalProps & DeferredProps) {
          return <Modal {...props} />;
        },
    ),
  ClosedModal,
  { part: 'dialog', onDismiss: (props) => props.onClose() },
);
