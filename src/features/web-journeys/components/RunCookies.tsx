import { Select, Stack, Text } from '@mantine/core';
import type { CookieOriginInput } from '@/api/web-journeys/run-schemas';
import { EmptyState } from '@/components/feedback/EmptyState';
import { cookieParam } from './cookie-key';
import { RunCookieStory } from './CookieStories';

/** A cookie the run changed, with the steps that changed it. */
export interface RunCookie {
  name: string;
  domain: string;
  path: string;
  steps: number[];
}

interface RunCookiesProps {
  journeyId: number;
  runId: number;
  cookies: RunCookie[];
  selected: CookieOriginInput | undefined;
  onSelect: (cookie: string | null) => void;
}

/** Pick a cookie the run changed and read its origin story across the run. */
export function RunCookies({ journeyId, runId, cookies, selected, onSelect }: RunCookiesProps) {
  const choices = cookies.map((cookie) => ({
    value: cookieParam(cookie),
    label: `${cookie.name} · ${cookie.domain} (${cookie.steps.length} step${cookie.steps.length === 1 ? '' : 's'})`,
  }));
  const value = selected ? cookieParam(selected) : null;
  return (
    <Stack gap="sm">
      <Select
        label="Cookie"
        description={`${cookies.length} cookies were added, changed or removed in this run.`}
        placeholder="Choose a cookie"
        searchable
        clearable
        data={
          value && !choices.some((choice) => choice.value === value)
            ? [...choices, { value, label: value }]
            : choices
        }
        value={value}
        onChange={onSelect}
        maw={520}
        nothingFoundMessage="No cookie matches"
      />
      {selected ? (
        <RunCookieStory journeyId={journeyId} runId={runId} cookie={selected} />
      ) : cookies.length === 0 ? (
        <EmptyState title="No cookies yet">No step of this run has changed a cookie so far.</EmptyState>
      ) : (
        <Text size="sm" c="dimmed">
          Choose a cookie to see which action, request and script set it, step by step.
        </Text>
      )}
    </Stack>
  );
}
