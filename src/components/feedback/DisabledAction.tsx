import { Button, Tooltip, VisuallyHidden } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface DisabledActionProps {
  /** The action's label, as an enabled button would read. */
  children: ReactNode;
  /** Why it cannot be used, e.g. "Only administrators add users". */
  reason: string;
  leftSection?: ReactNode;
  variant?: string;
  color?: string;
}

/** An action the user may not take: shown disabled, its reason on hover and in its accessible description. */
export function DisabledAction({ children, reason, leftSection, variant, color }: DisabledActionProps) {
  const id = useId();
  return (
    <Tooltip label={reason} withArrow>
      <span>
        <Button disabled leftSection={leftSection} variant={variant} color={color} aria-describedby={id}>
          {children}
        </Button>
        <VisuallyHidden id={id}>{reason}</VisuallyHidden>
      </span>
    </Tooltip>
  );
}
