import {
  Alert,
  Button,
  Group,
  List,
  Loader,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconClock, IconRefresh, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Audit } from '@/api/audits/schemas';
import type { AuditPart, PartId, PartState } from '../../new-audit/audit-parts';
import { settingsSections } from '../../settings/sections';

/** What each part is called: the settings section it belongs to, or the audit's labels. */
const partLabel = (id: PartId) => (id === 'labels' ? 'Labels' : settingsSections[id].label);

function StateIcon({ state }: { state: PartState }) {
  if (state.status === 'working') return <Loader size={16} aria-hidden />;
  const [color, Icon] =
    state.status === 'done'
      ? (['teal', IconCheck] as const)
      : state.status === 'failed'
        ? (['red', IconX] as const)
        : (['gray', IconClock] as const);
  return (
    <ThemeIcon size={20} radius="xl" variant="light" color={color}>
      <Icon size={14} aria-hidden />
    </ThemeIcon>
  );
}

function stateText(state: PartState, done: string): string {
  switch (state.status) {
    case 'waiting':
      return 'Waiting';
    case 'working':
      return 'In progress…';
    case 'done':
      return `${done}: ${state.summary}`;
    case 'failed':
      return `Failed: ${state.error instanceof Error ? state.error.message : 'the request failed'}`;
  }
}

interface PartsProgressProps {
  audit: Audit;
  parts: readonly AuditPart[];
  states: Partial<Record<PartId, PartState>>;
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
export function PartsProgress({ audit, parts, states, running, onRetry, done }: PartsProgressProps) {
  const finished = parts.filter((part) => states[part.id]?.status === 'done').length;
  const failed = parts.filter((part) => states[part.id]?.status === 'failed');
  const verb = done.toLowerCase();
  return (
    <Stack gap="md" maw={720}>
      <Alert color="teal" variant="light" title={`Audit “${audit.name}” created`}>
        {failed.length > 0 && !running
          ? `Some parts could not be ${verb}: retry them, or open the audit and set them in its settings.`
          : finished === parts.length
            ? `Everything was ${verb}.`
            : `Its remaining parts are being ${verb}…`}
      </Alert>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="parts-progress">
        <Title order={2} size="h4" id="parts-progress" mb="xs">
          {done === 'Copied' ? 'Copying its settings' : 'Saving the rest'}
        </Title>
        <Progress
          value={parts.length ? (finished / parts.length) * 100 : 100}
          aria-label={`${finished} of ${parts.length} parts ${verb}`}
          mb={4}
        />
        <Text size="sm" c="dimmed" mb="sm" aria-live="polite">
          {finished} of {parts.length} parts {verb}
        </Text>
        <List spacing="xs" listStyleType="none" aria-label="Parts">
          {parts.map((part) => {
            const state = states[part.id] ?? { status: 'waiting' };
            return (
              <List.Item key={part.id} icon={<StateIcon state={state} />}>
                <Text size="sm" span fw={600}>
                  {partLabel(part.id)}
                </Text>{' '}
                <Text size="sm" span c={state.status === 'failed' ? 'red.8' : undefined}>
                  — {stateText(state, done)}
                </Text>
              </List.Item>
            );
          })}
        </List>
      </Paper>
      <Group gap="sm">
        {failed.length > 0 && (
          <Button
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={onRetry}
            loading={running}
            disabled={running}
          >
            {failed.length === 1 ? 'Retry the failed part' : `Retry the ${failed.length} failed parts`}
          </Button>
        )}
        <Button
          component={Link}
          to={`/audits/${audit.id}`}
          variant={failed.length > 0 ? 'default' : 'filled'}
        >
          Open the new audit
        </Button>
      </Group>
    </Stack>
  );
}
