import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { ActionRequest, CookieChange, CookieInitiator } from '@/api/web-journeys/run-schemas';
import { webJourneyQueries } from '@/api/web-journeys/queries';
import { changeColor, changeVerb } from './cookie-key';
import classes from './OriginChain.module.css';
import { valueLabel } from '@/lib/vocabulary';

interface ChainProps {
  journeyId: number;
  runId: number;
  change: CookieChange;
  /** Tag id → name, for scripts whose request is not found. */
  tagNames: ReadonlyMap<number, string>;
}

/** The script request of a tag in the steps up to `sequence`, latest first, with its step. */
function scriptRequest(
  lists: Array<ActionRequest[] | undefined>,
  tagId: number | undefined,
  sequence: number,
) {
  for (let step = Math.min(sequence, lists.length - 1); step >= 0; step--) {
    const found = lists[step]?.find(
      (request) => request.tagId === tagId && request.resourceType === 'script',
    );
    if (found) return { request: found, step };
  }
  return undefined;
}

function StepLink({ children, to }: { children: ReactNode; to: string }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      {children}
    </Anchor>
  );
}

function Step({ kind, children }: { kind: string; children: ReactNode }) {
  return (
    <li className={classes.step}>
      <Text span size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.kind}>
        {kind}
      </Text>
      <div className={classes.body}>{children}</div>
    </li>
  );
}

function RequestLine({ request }: { request: ActionRequest }) {
  const status = request.response?.status;
  return (
    <Text size="sm" ff="monospace" className={classes.url}>
      {request.request?.method ?? 'GET'} {request.request?.url ?? ''}
      {status !== undefined && ` → ${status === 0 ? 'not sent' : status}`}
    </Text>
  );
}

/** What links the action to the cookie for one initiator: the request, then the script or header. */
function InitiatorSteps({
  initiator,
  sequence,
  lists,
  loading,
  tagNames,
  stepLink,
}: {
  initiator: CookieInitiator;
  sequence: number;
  lists: Array<ActionRequest[] | undefined>;
  loading: boolean;
  tagNames: ReadonlyMap<number, string>;
  stepLink: (step: number) => string;
}) {
  const tagName = (id: number | undefined, request?: ActionRequest) =>
    request?.tag?.tagName ?? (id !== undefined ? (tagNames.get(id) ?? `Tag ${id}`) : undefined);
  if (initiator.initiatorType === 'HTTP') {
    const request =
      initiator.harEntryIndex !== undefined ? lists[sequence]?.[initiator.harEntryIndex] : undefined;
    const name = tagName(initiator.tagId, request);
    return (
      <>
        <Step kind="Request">
          {request ? (
            <RequestLine request={request} />
          ) : (
            <Text size="sm" ff="monospace" className={classes.url}>
              {initiator.requestUrl ?? 'Unknown request'}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            Request {(initiator.harEntryIndex ?? 0) + 1} of step {sequence + 1}
            {name ? ` · ${name}` : ''}
            {loading && !request ? ' · loading…' : ''}
          </Text>
        </Step>
        <Step kind="Header">
          <Text size="sm">The response’s Set-Cookie header set it.</Text>
        </Step>
      </>
    );
  }
  if (initiator.initiatorType === 'APP') {
    const found = scriptRequest(lists, initiator.tagId, sequence);
    const name = tagName(initiator.tagId, found?.request) ?? 'A script';
    return (
      <>
        <Step kind="Request">
          {found ? (
            <>
              <RequestLine request={found.request} />
              <Text size="xs" c="dimmed">
                Loaded the script in{' '}
                {found.step === sequence ? (
                  `this step (${sequence + 1})`
                ) : (
                  <StepLink to={stepLink(found.step)}>step {found.step + 1}</StepLink>
                )}
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {loading
                ? 'Looking for the script’s request…'
                : 'The request that loaded the script is not in the run.'}
            </Text>
          )}
        </Step>
        <Step kind="Script">
          <Text size="sm">
            {name} script
            {initiator.line !== undefined && `, line ${initiator.line}`}
            {initiator.column !== undefined && `, column ${initiator.column}`}
          </Text>
        </Step>
      </>
    );
  }
  return (
    <Step kind="Cause">
      <Text size="sm">
        {initiator.initiatorType === 'OP_ACTION'
          ? 'The journey’s own action changed it.'
          : 'The service could not tell what changed it.'}
      </Text>
    </Step>
  );
}

/**
 * A cookie change as a readable chain: the action it happened in → the request → the script (or
 * the response header) → the cookie as it was left. Requests are read from the steps' request
 * lists, so the chain names real requests of the run.
 */
export function OriginChain({ journeyId, runId, change, tagNames }: ChainProps) {
  const location = useLocation();
  const sequence = change.action.sequence;
  const needsEarlier = change.initiators.some((initiator) => initiator.initiatorType === 'APP');
  const steps = needsEarlier ? Array.from({ length: sequence + 1 }, (_, index) => index) : [sequence];
  const requests = useQueries({
    queries: steps.map((step) => webJourneyQueries.actionRequests(journeyId, runId, step)),
  });
  const lists: Array<ActionRequest[] | undefined> = [];
  steps.forEach((step, index) => (lists[step] = requests[index]?.data));
  const loading = requests.some((result) => result.isPending);
  const stepLink = (step: number) => {
    const params = new URLSearchParams(location.search);
    params.set('action', String(step));
    params.delete('actionCookie');
    return `${location.pathname}?${params.toString()}`;
  };
  const { cookie } = change;
  return (
    <ol
      className={classes.chain}
      aria-label={`How ${cookie.name} was ${changeVerb(change.cookieChangeType)} in step ${sequence + 1}`}
    >
      <Step kind="Action">
        <Text size="sm">
          <StepLink to={stepLink(sequence)}>
            Step {sequence + 1}: {change.action.label}
          </StepLink>
        </Text>
      </Step>
      {change.initiators.map((initiator, index) => (
        <InitiatorSteps
          key={index}
          initiator={initiator}
          sequence={sequence}
          lists={lists}
          loading={loading}
          tagNames={tagNames}
          stepLink={stepLink}
        />
      ))}
      {change.initiators.length === 0 && (
        <Step kind="Cause">
          <Text size="sm">No initiator was recorded.</Text>
        </Step>
      )}
      <Step kind="Cookie">
        <Group gap="xs" wrap="wrap">
          <Text size="sm" ff="monospace" fw={600}>
            {cookie.name}
          </Text>
          <Badge size="sm" variant="light" color={changeColor(change.cookieChangeType)}>
            {changeVerb(change.cookieChangeType)}
          </Badge>
        </Group>
        <Stack gap={0}>
          {cookie.value !== '' && (
            <Text size="xs" ff="monospace" className={classes.url}>
              = {cookie.value.length > 120 ? `${cookie.value.slice(0, 120)}…` : cookie.value}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {cookie.domain}
            {cookie.path} · {valueLabel('cookieParty', cookie.partyType).toLowerCase()} ·{' '}
            {cookie.expires === 'Session' ? 'session cookie' : `expires ${cookie.expires.slice(0, 10)}`}
            {cookie.httpOnly ? ' · HttpOnly' : ''}
            {cookie.secure ? ' · Secure' : ''}
          </Text>
        </Stack>
      </Step>
    </ol>
  );
}
