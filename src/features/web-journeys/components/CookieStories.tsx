import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { tagQueries } from '@/api/tags/queries';
import type { CookieChange, CookieOriginInput } from '@/api/web-journeys/run-schemas';
import { webJourneyQueries } from '@/api/web-journeys/queries';
import { EmptyState } from '@/components/feedback/EmptyState';
import { QueryView } from '@/components/feedback/QueryView';
import { changeVerb } from './cookie-key';
import { OriginChain } from './OriginChain';

/** Tag id → name from the service's tag list (empty until it arrives or when it fails). */
function useTagNames(): ReadonlyMap<number, string> {
  const tags = useQuery(tagQueries.list());
  return new Map((tags.data ?? []).map((tag) => [tag.id, tag.name]));
}

function Changes({
  journeyId,
  runId,
  changes,
}: {
  journeyId: number;
  runId: number;
  changes: CookieChange[];
}) {
  const tagNames = useTagNames();
  return (
    <Stack gap="sm">
      {changes.map((change, index) => (
        <Paper key={index} withBorder radius="sm" p="sm">
          <Title order={4} size="h6" mb={6}>
            Step {change.action.sequence + 1}: {changeVerb(change.cookieChangeType)}
          </Title>
          <OriginChain journeyId={journeyId} runId={runId} change={change} tagNames={tagNames} />
        </Paper>
      ))}
    </Stack>
  );
}

interface StoryProps {
  journeyId: number;
  runId: number;
  cookie: CookieOriginInput;
}

/** A cookie's origin story across the run: every step that added, changed or removed it, as chains. */
export function RunCookieStory({ journeyId, runId, cookie }: StoryProps) {
  const story = useQuery(webJourneyQueries.runCookieOrigin(journeyId, runId, cookie));
  return (
    <QueryView
      query={story}
      errorTitle={`Could not load the origin story of ${cookie.name}`}
      loading={<Skeleton height={160} />}
    >
      {(origin) => (
        <Stack gap="sm">
          <Text size="sm" aria-live="polite">
            <Text span ff="monospace" fw={600}>
              {cookie.name}
            </Text>{' '}
            on {cookie.domain} changed in {origin.totalCookieActionCount} step
            {origin.totalCookieActionCount === 1 ? '' : 's'}, with {origin.totalCookieInitiatorCount}{' '}
            initiator
            {origin.totalCookieInitiatorCount === 1 ? '' : 's'}.
          </Text>
          <Changes journeyId={journeyId} runId={runId} changes={origin.actions} />
        </Stack>
      )}
    </QueryView>
  );
}

/** A cookie's origin story within one action (the action's id, not its step number). */
export function ActionCookieStory({ journeyId, runId, actionId, cookie }: StoryProps & { actionId: number }) {
  const story = useQuery(webJourneyQueries.actionCookieOrigin(journeyId, runId, actionId, cookie));
  return (
    <QueryView
      query={story}
      errorTitle={`Could not load the origin of ${cookie.name} in this step`}
      loading={<Skeleton height={120} />}
    >
      {(origin) =>
        origin.changes.length === 0 ? (
          <EmptyState title="No change in this step">
            This step did not add, change or remove {cookie.name}.
          </EmptyState>
        ) : (
          <Changes journeyId={journeyId} runId={runId} changes={origin.changes} />
        )
      }
    </QueryView>
  );
}
