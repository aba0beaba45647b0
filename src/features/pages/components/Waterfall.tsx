import { Group, Text } from '@mantine/core';
import { formatCount } from '@/lib/format';

interface WaterfallProps {
  start: number;
  duration: number;
  /** The latest end among the rows shown: the full width of the bar's track. */
  span: number;
  broken?: boolean;
}

/** A request's start and duration as a bar on a shared time track, with the numbers as text. */
export function Waterfall({ start, duration, span, broken }: WaterfallProps) {
  const total = Math.max(span, 1);
  const left = Math.min(100, (start / total) * 100);
  const width = Math.max(0.8, Math.min(100 - left, (duration / total) * 100));
  return (
    <Group gap="xs" wrap="nowrap">
      <div
        aria-hidden
        style={{
          position: 'relative',
          flex: 1,
          minWidth: 80,
          height: 10,
          borderRadius: 2,
          background: 'var(--mantine-color-default-hover)',
        }}
      >
        <div
          style={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: `${left}%`,
            width: `${width}%`,
            borderRadius: 2,
            background: broken ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-blue-6)',
          }}
        />
      </div>
      <Text size="xs" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {formatCount(start)}–{formatCount(start + duration)} ms
      </Text>
    </Group>
  );
}
