import { Button, type ButtonProps } from '@mantine/core';
import { IconChevronDown, IconLink } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

/** The "Copy link" button; `withMenu` on a run's screens, where it opens a choice of links. */
export function CopyLinkButton({
  withMenu,
  ...props
}: { withMenu: boolean } & ButtonProps & ComponentPropsWithRef<'button'>) {
  return (
    <Button
      variant="default"
      leftSection={<IconLink size={16} aria-hidden />}
      rightSection={withMenu ? <IconChevronDown size={14} aria-hidden /> : undefined}
      {...(withMenu ? { 'aria-haspopup': 'menu' as const, 'aria-expanded': false } : {})}
      {...props}
    >
      Copy link
    </Button>
  );
}
