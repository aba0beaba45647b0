import { Button, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { manualJourneyMutations } from '@/api/manual-journeys/mutations';
import { runState, type ManualJourneyRun } from '@/api/manual-journeys/schemas';
import { startedSession, useLiveSessionCleanup } from './live-session';
import { RunStateBadge } from './RunStateBadge';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';

function Field({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {value ? <Code>{value}</Code> : <Text size="sm">–</Text>}
    </Stack>
  );
}

/**
 * A live session: where the device sends its traffic, and Pause / Resume / Stop. While it is open
 * the session is cleaned up if the tab closes.
 */
export function LiveSessionPanel({ journeyId, run }: { journeyId: number; run: ManualJourneyRun }) {
  const control = useMutation(manualJourneyMutations.control(journeyId, run.id));
  const state = runState(run);
  useLiveSessionCleanup({ journeyId, runId: run.id, live: true });
  const started = startedSession(run.id);
  const proxy = started?.session.proxyInfo;
  const [host, port] = (run.proxyInfo ?? '').split(/:(?=\d+$)/);
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <RunStateBadge run={run} />
        <Text size="sm">
          {state === 'paused'
            ? 'Paused: the device’s requests are not recorded until you resume.'
            : 'Recording: use the app on the device, and add a step before each thing you do.'}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Field label="Proxy host" value={proxy?.interface ?? host} />
        <Field label="Proxy port" value={proxy ? String(proxy.port) : port} />
        <Field label="Proxy login" value={proxy?.authorization?.login} />
        <Field label="Proxy password" value={proxy?.authorization?.password} />
      </SimpleGrid>
      {!proxy?.authorization && (
        <Text size="xs" c="dimmed">
          The proxy login is shown only in the tab that started the session.
        </Text>
      )}
      <Group gap="xs">
        {state === 'paused' ? (
          <Button
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            loading={control.isPending && control.variables === 'resume'}
            disabled={control.isPending}
            onClick={() => control.mutate('resume')}
          >
            Resume
          </Button>
        ) : (
          <Button
            variant="default"
            leftSection={<IconPlayerPause size={16} aria-hidden />}
            loading={control.isPending && control.variables === 'pause'}
            disabled={control.isPending}
            onClick={() => control.mutate('pause')}
          >
            Pause
          </Button>
        )}
        <Button
          color="red"
          leftSection={<IconPlayerStop size={16} aria-hidden />}
          loading={control.isPending && control.variables === 'stop'}
          disabled={control.isPending}
          onClick={() => control.mutate('stop')}
        >
          Stop session
        </Button>
      </Group>
      {control.error && <ErrorPanel error={control.error} title="The session did not change" change />}
      <Text size="xs" c="dimmed">
        Keep this tab open while recording. Closing it ends the session and discards what it recorded
        {started?.ownJourney ? ', together with the journey made for it' : ''}; stop the session to keep it.
      </Text>
    </Stack>
  );
}
