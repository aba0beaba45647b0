import { Button, type ButtonProps } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

/** The "Columns" button: the menu's target, and its stand-in until the menu's code has loaded. */
export function ColumnsButton(props: ButtonProps & ComponentPropsWithRef<'button'>) {
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconColumns3 size={16} aria-hidden="true" />}
      aria-haspopup="menu"
      aria-expanded={false}
      {...props}
    >
      Columns
    </Button>
  );
}
