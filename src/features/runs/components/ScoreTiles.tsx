import { Group, SimpleGrid, Text } from '@mantine/core';
import type { RunScore, RunScores } from '@/api/runs/schemas';
import { ScoreBadge } from '@/components/status/ScoreBadge';
import { StatTile } from '@/components/stat/StatTile';
import { formatDelta } from '@/lib/format';
import { formatDecimal } from '@/lib/format-number';

const parts = [
  { key: 'tagPresence', label: 'Tag presence' },
  { key: 'tagPerformance', label: 'Tag performance' },
  { key: 'rules', label: 'Rules' },
  { key: 'pagePerformance', label: 'Page performance' },
  { key: 'cookies', label: 'Cookies' },
] as const;

/** A part's share of its maximum as 0–100, for its band. */
function percent(part: RunScore): number {
  return part.max > 0 ? Math.round((part.score / part.max) * 100) : 0;
}

/** The run's total score with its change since the previous completed run, and the five parts out of their maximum. */
export function ScoreTiles({ scores, delta }: { scores: RunScores; delta: number | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
      <StatTile
        label="Total score"
        value={
          <Group gap="xs" align="baseline">
            <span>
              {formatDecimal(scores.total.score, 1)}
              <Text span size="sm" c="dimmed">
                {' '}
                / {scores.total.max}
              </Text>
            </span>
            <ScoreBadge score={percent(scores.total)} />
          </Group>
        }
        note={
          delta === undefined ? 'No earlier completed run' : `${formatDelta(delta)} vs previous completed run`
        }
      />
      {parts.map(({ key, label }) => {
        const part = scores[key];
        return (
          <StatTile
            key={key}
            label={label}
            value={
              <span>
                {formatDecimal(part.score, 1)}
                <Text span size="sm" c="dimmed">
                  {' '}
                  / {part.max}
                </Text>
              </span>
            }
            note={<ScoreBadge score={percent(part)} />}
          />
        );
      })}
    </SimpleGrid>
  );
}
