import { ActionIcon, Group, Popover, Text, VisuallyHidden } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';

interface UnavailableReasonProps {
  /** Why the control cannot be used, e.g. "Only administrators add users"; none: the control alone. */
  reason: string | undefined;
  /** The control's name ("Delete"), so each info button names what it explains. */
  action?: string;
  /** The disabled control; as a function, it gets the reason's element id for its `aria-describedby`. */
  children: ReactNode | ((reasonId: string | undefined) => ReactNode);
}

/** The info button's accessible name: "Why is “Delete” unavailable?", or "Why is this unavailable?". */
export const whyUnavailableLabel = (action?: string) =>
  action ? `Why is “${action}” unavailable?` : 'Why is this unavailable?';

/**
 * A control the user cannot use, with an info button beside it that says why: a click, a tap, Enter
 * or Space opens the reason (a disabled control takes no focus and shows no tooltip on touch), and a
 * screen reader hears it as the button's description. Without a reason, the control alone.
 */
export function UnavailableReason({ reason, action, children }: UnavailableReasonProps) {
  const id = useId();
  const [opened, setOpened] = useState(false);
  const control = typeof children === 'function' ? children(reason ? id : undefined) : children;
  if (!reason) return control;
  return (
    <Group gap={4} wrap="nowrap" display="inline-flex">
      {control}
      <Popover
        opened={opened}
        onDismiss={() => setOpened(false)}
        position="bottom"
        withArrow
        shadow="md"
        width={280}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={whyUnavailableLabel(action)}
            aria-describedby={id}
            onClick={() => setOpened((open) => !open)}
            // Focus stays on the button: Escape closes the reason from there.
            onKeyDown={(event) => {
              if (event.key !== 'Escape' || !opened) return;
              event.stopPropagation();
              setOpened(false);
            }}
          >
            <IconInfoCircle size={18} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown aria-label={whyUnavailableLabel(action)}>
          <Text size="sm">{reason}</Text>
        </Popover.Dropdown>
      </Popover>
      <VisuallyHidden id={id}>{reason}</VisuallyHidden>
    </Group>
  );
}
