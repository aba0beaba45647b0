import { Button, Group, Text } from '@mantine/core';
import { DialogModal } from '@/components/feedback/DialogModal';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Mounted while a form has unsaved changes: asks before the app navigates to another page
 * (a modal) and before the tab closes or reloads (the browser's own prompt).
 */
export function LeaveGuard({ what = 'your changes' }: { what?: string }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
  const blocked = blocker.state === 'blocked';
  return (
    <DialogModal opened={blocked} onClose={() => blocker.reset?.()} title="Leave without saving?" centered>
      <Text size="sm">You have not saved {what}. If you leave now, they are lost.</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          Stay on this page
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </Button>
      </Group>
    </DialogModal>
  );
}
