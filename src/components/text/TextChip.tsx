import { Badge, type BadgeProps, type ElementProps } from '@mantine/core';

type TextChipProps = BadgeProps &
  Omit<ElementProps<'div'>, 'children' | 'color' | 'style' | 'title'> & { text: string };

/** A chip for a name from the data (a label): never wider than its container (a long name wraps), the full name in its title. */
export function TextChip({ text, ...props }: TextChipProps) {
  return (
    <Badge title={text} {...props}>
      {text}
    </Badge>
  );
}
