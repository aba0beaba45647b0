import { Button, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { UnavailableReason } from './UnavailableReason';

interface DisabledActionProps {
  /** The action's label, as an enabled button would read. */
  children: ReactNode;
  /** Why it cannot be used, e.g. "Only administrators add users". */
  reason: string;
  /** The action's name for the info button ("Why is “Delete” unavailable?"), when `children` is not plain text. */
  action?: string;
  leftSection?: ReactNode;
  variant?: string;
  color?: string;
}

/**
 * An action the user may not take: shown disabled, its reason on hover, in its accessible
 * description, and behind an info button beside it that works by keyboard and touch.
 */
export function DisabledAction({
  children,
  reason,
  action,
  leftSection,
  variant,
  color,
}: DisabledActionProps) {
  return (
    <UnavailableReason
      reason={reason}
      action={action ?? (typeof children === 'string' ? children : undefined)}
    >
      {(reasonId) => (
        <Tooltip label={reason} withArrow>
          <span>
            <Button
              disabled
              leftSection={leftSection}
              variant={variant}
              color={color}
              aria-describedby={reasonId}
            >
              {children}
            </Button>
          </span>
        </Tooltip>
      )}
    </UnavailableReason>
  );
}
