import { Badge, type BadgeProps, type ElementProps } from '@mantine/core';

type TextChipProps = BadgeProps &
  Omit<ElementProps<'div'>, 'children' | 'color' | 'style' | 'title'> & { text: string };

/** A chip for a name from the data (a label): one line, ellipsised in its container, the full name in its title. */
export function TextChip({ text, ...props }: TextChipProps) {
  return (
    <Badge title={text} {...props}>
      {text}
    </Badge>
  );
}
