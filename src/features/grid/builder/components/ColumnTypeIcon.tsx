import {
  IconCalendarTime,
  IconHash,
  IconKey,
  IconLetterCase,
  IconLink,
  IconPhoto,
  IconQuestionMark,
  type Icon,
} from '@tabler/icons-react';
import { columnTypeName } from '@/api/grid/model/labels';

const icons: Record<string, Icon> = {
  id: IconKey,
  entity_reference: IconLink,
  string: IconLetterCase,
  number: IconHash,
  timestamp: IconCalendarTime,
  image: IconPhoto,
};

/** The icon of a column type (text, number, date, reference, id, image), with the type's name as its title. */
export function ColumnTypeIcon({ type, size = 16 }: { type: string; size?: number }) {
  const TypeIcon = icons[type] ?? IconQuestionMark;
  return (
    <TypeIcon size={size} stroke={1.6} aria-hidden="true" style={{ flex: 'none', opacity: 0.7 }}>
      <title>{columnTypeName(type)}</title>
    </TypeIcon>
  );
}
