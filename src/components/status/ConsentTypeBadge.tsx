import { Badge } from '@mantine/core';
import type { ConsentCategory } from '@/api/consent-categories/schemas';

/** A consent category's type in words ("Approved" / "Unapproved"), coloured as well. */
export function ConsentTypeBadge({ type }: { type: ConsentCategory['type'] }) {
  return (
    <Badge variant="light" color={type === 'approved' ? 'teal' : 'red'} size="sm" radius="sm">
      {type === 'approved' ? 'Approved' : 'Unapproved'}
    </Badge>
  );
}
