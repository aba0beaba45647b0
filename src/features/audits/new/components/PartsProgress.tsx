import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Audit } from '@/api/audits/schemas';
import { BatchResultList } from '@/components/feedback/BatchResultList';
import { batchCounts } from '@/lib/batch';
import type { PartEntry, PartId } from '../audit-parts';
import { settingsSections } from '../../config/sections';
import { paths } from '@/lib/routes';

/** What each part is called: the settings section it belongs to, or the audit's labels. */
const partLabel = (id: PartId) => (id === 'labels' ? 'Labels' : settingsSections[id].label);

function stateText(entry: PartEntry, done: string): string {
  switch (entry.status) {
    case 'waiting':
      return 'Waiting';
    case 'working':
      return 'In progress…';
    case 'succeeded':
      return `${done}: ${entry.result ?? ''}`;
    case 'failed':
      return `Failed: ${entry.error ?? 'the request failed'}`;
  }
}

interface PartsProgressProps {
  audit: Audit;
  entries: readonly PartEntry[];
  running: boolean;
  /** Apply the failed parts again. */
  onRetry: () => void;
  /** "Copied" for a duplicate's parts, "Saved" for a new audit's labels. */
  done: 'Copied' | 'Saved';
}

/**
 * After an audit is created: each part applied to it (a duplicate's copied settings, the chosen
 * labels) with its state — what was written, or why it failed — a progress bar, Retry for the
 * parts that failed, and the way to the new audit.
 */
export function PartsProgress({ audit, entries, running, onRetry, done }: PartsProgressProps) {
  const { succeeded: finished, failed, total } = batchCounts(entries);
  const verb = done.toLowerCase();
  return (
    <Stack gap="md" maw={720}>
      <Alert color="teal" variant="light" title={`Audit “${audit.name}” created`}>
        {failed > 0 && !running
          ? `Some parts could not be ${verb}: retry them, or open the audit and set them in its settings.`
          : finished === total
            ? `Everything was ${verb}.`
            : `Its remaining parts are being ${verb}…`}
      </Alert>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="parts-progress">
        <Title order={2} size="h4" id="parts-progress" mb="xs">
          {done === 'Copied' ? 'Copying its settings' : 'Saving the rest'}
        </Title>
        <Progress
          value={total ? (finished / total) * 100 : 100}
          aria-label={`${finished} of ${total} parts ${verb}`}
          mb={4}
        />
        <Text size="sm" c="dimmed" mb="sm" aria-live="polite">
          {finished} of {total} parts {verb}
        </Text>
        <BatchResultList
          entries={entries}
          label="Parts"
          name={(entry) => partLabel(entry.item.id)}
          describe={(entry) => stateText(entry, done)}
        />
      </Paper>
      <Group gap="sm">
        {failed > 0 && (
          <Button
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={onRetry}
            loading={running}
            disabled={running}
          >
            {failed === 1 ? 'Retry the failed part' : `Retry the ${failed} failed parts`}
          </Button>
        )}
        <Button
          component={Link}
          to={paths.audit({ auditId: audit.id })}
          variant={failed > 0 ? 'default' : 'filled'}
        >
          Open the new audit
        </Button>
      </Group>
    </Stack>
  );
}
