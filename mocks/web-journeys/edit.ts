import { actionFields, selectorTypes, type ActionType } from '@/api/audits/config-schemas';
import {
  webJourneyFrequencies,
  type WebJourneyFrequency,
  type WebJourneyUpdateInput,
  type WebJourneyV2Input,
} from '@/api/web-journeys/schemas';
import { journeyNextCheck, journeySchedule } from '../db/factories/journeys';
import type { Db, WebJourneyRow } from '../db/types';
import { MockHttpError } from '../lib/errors';
import type { JourneyActionRow, WebJourneyStore } from './types';

type Issue = { path: PropertyKey[]; message: string };

/** Answer 400 with a validation report of the given issues. */
function invalid(issues: Issue[]): never {
  throw new MockHttpError(400, issues[0]!.message, 'The request was not valid', {
    valid: false,
    issues: issues.map((issue) => ({
      path: issue.path.map(String),
      message: issue.message,
      code: 'invalid_value',
    })),
  });
}

/** The sub-folder a body names, or 400 at `path`. */
function domainOf(db: Db, domainId: number, path: PropertyKey[]) {
  const domain = db.domains.get(domainId);
  if (!domain) invalid([{ path, message: `Sub-folder ${domainId} does not exist` }]);
  return domain;
}

/** Drop keys whose value is undefined or null (a null clears the field). */
function defined<T extends object>(row: T): T {
  return Object.fromEntries(
    Object.entries(row).filter(([, value]) => value !== undefined && value !== null),
  ) as T;
}

const isFrequency = (value: unknown): value is WebJourneyFrequency =>
  (webJourneyFrequencies as readonly unknown[]).includes(value);

/** Schedule fields for a frequency: a preset schedule from now and the next check. */
function scheduling(db: Db, frequency: WebJourneyFrequency, userId: number) {
  const tz = db.users.get(userId)?.timezone ?? 'UTC';
  const now = Date.now();
  return {
    frequency,
    schedule: journeySchedule(frequency, tz, now),
    nextCheck: journeyNextCheck(frequency, now),
  };
}

/**
 * A journey row from a V3 create or update body (WebJourneyUpdateDTO) merged over `existing`:
 * fields the body leaves out are kept, a null clears a field, the folder follows the sub-folder,
 * and a new frequency brings its preset schedule.
 */
export function journeyFromV3(
  db: Db,
  body: WebJourneyUpdateInput,
  existing: WebJourneyRow | undefined,
  userId: number,
): Omit<WebJourneyRow, 'id'> {
  const domain = domainOf(db, body.domainId, ['domainId']);
  const name = body.name ?? existing?.name;
  if (!name) invalid([{ path: ['name'], message: 'Enter a name' }]);
  const owner = body.userId ?? existing?.userId ?? userId;
  if (!db.users.get(owner)) invalid([{ path: ['userId'], message: `User ${owner} does not exist` }]);
  const frequency = body.frequency ?? (isFrequency(existing?.frequency) ? existing.frequency : 'paused');
  const reschedule = !existing || existing.frequency !== frequency;
  const { schedule: bodySchedule, ...fields } = body;
  const merged = {
    ...existing,
    ...defined(fields),
    name,
    userId: owner,
    domainId: domain.id,
    folderId: domain.folderId,
    createdAt: existing?.createdAt ?? new Date().toISOString(),
  };
  for (const key of Object.keys(fields) as Array<keyof typeof fields>)
    if (fields[key] === null) delete (merged as Record<string, unknown>)[key];
  const timing = reschedule ? scheduling(db, frequency, owner) : {};
  const schedule = bodySchedule
    ? {
        ...bodySchedule,
        description: existing?.schedule?.description ?? 'Custom schedule',
        presetType: 'CUSTOM',
      }
    : undefined;
  const { id: _id, ...row } = defined({
    ...merged,
    ...timing,
    ...(schedule ? { schedule } : {}),
  }) as WebJourneyRow;
  return row;
}

/** Replace a stored journey's fields (a field missing from `fields` is cleared). */
export function replaceJourney(
  db: Db,
  existing: WebJourneyRow,
  fields: Omit<WebJourneyRow, 'id'>,
): WebJourneyRow {
  const cleared = Object.fromEntries(Object.keys(existing).map((key) => [key, undefined]));
  return db.webJourneys.update(existing.id, { ...cleared, ...fields })!;
}

const v3Names: Record<string, ActionType> = {
  navto: 'navto',
  click: 'click',
  input: 'input',
  select: 'select',
  check: 'check',
  uncheck: 'uncheck',
  execute: 'execute',
  watch: 'watch',
  maskedInput: 'maskedinput',
  enterIframe: 'enteriframe',
  exitIframe: 'exitiframe',
};

/** V2 actions as stored V3 actions: in sequence order from 0, a known `actionId` kept, each checked. */
function actionsFromV2(
  store: WebJourneyStore,
  input: WebJourneyV2Input['actions'],
  known: readonly JourneyActionRow[],
): JourneyActionRow[] {
  const knownIds = new Set(known.map((action) => action.id));
  const issues: Issue[] = [];
  const ordered = input
    .map((action, index) => ({ action, index }))
    .sort((a, b) => a.action.sequence - b.action.sequence);
  const actions = ordered.map(({ action, index }, sequence) => {
    const type = v3Names[String(action.action)];
    if (!type) {
      issues.push({ path: ['actions', index, 'action'], message: 'Choose a known action type' });
      return undefined;
    }
    const selectors = action.selectors.flatMap((selector) => {
      const { selectorType, value } = (selector ?? {}) as { selectorType?: unknown; value?: unknown };
      if (value === undefined) return [];
      const kind = typeof selectorType === 'number' ? selectorTypes[selectorType - 1] : undefined;
      return [
        { selectorType: kind ?? 'css', value: typeof value === 'string' ? value : JSON.stringify(value) },
      ];
    });
    const needs = actionFields[type];
    if (needs.includes('selector') && selectors.length === 0)
      issues.push({
        path: ['actions', index, 'selectors'],
        message: 'This action needs an element selector',
      });
    if (needs.includes('js') && !action.js?.trim())
      issues.push({ path: ['actions', index, 'js'], message: 'Enter the JavaScript to run' });
    if (needs.includes('seconds') && action.seconds === undefined)
      issues.push({ path: ['actions', index, 'seconds'], message: 'Enter how many seconds to wait' });
    const id =
      action.actionId !== undefined && knownIds.has(action.actionId) ? action.actionId : store.nextActionId++;
    return defined({
      id,
      sequence,
      actionType: type,
      description: action.label,
      preventNavigation: action.preventNav,
      ...(selectors.length ? { selectors } : {}),
      url: action.url,
      value: action.value,
      maskedValue: action.maskedValue,
      js: action.js,
      seconds: action.seconds,
      waitDuration: action.waitDuration,
    }) as JourneyActionRow;
  });
  if (issues.length) invalid(issues);
  return actions.filter((action): action is JourneyActionRow => action !== undefined);
}

/**
 * Store a V2 create or update body (WebJourneyData): the journey's fields, its script and its
 * recipients and webhook (an empty webhook address removes it). Returns the stored row.
 */
export function saveJourneyV2(
  db: Db,
  store: WebJourneyStore,
  body: WebJourneyV2Input,
  existing: WebJourneyRow | undefined,
  userId: number,
): WebJourneyRow {
  const { options } = body;
  const frequency = options.frequency ?? (isFrequency(existing?.frequency) ? existing.frequency : 'paused');
  const fields = journeyFromV3(
    db,
    {
      name: body.name,
      domainId: body.domainId,
      browserWidth: options.browserWidth,
      location: options.location,
      userAgent: options.userAgent,
      userAgentDescription: options.userAgentDescription,
      customProxy: options.customProxy,
      vpnEnabled: options.vpnEnabled,
      frequency,
      ...(options.monitoredByScriptServices !== undefined
        ? { monitoredByScriptServices: options.monitoredByScriptServices !== 0 }
        : {}),
    },
    existing,
    userId,
  );
  const actions = actionsFromV2(store, body.actions, existing ? (store.actions.get(existing.id) ?? []) : []);
  const row = existing ? replaceJourney(db, existing, fields) : db.webJourneys.insert(fields);
  store.actions.set(row.id, actions);
  const webHookUrl = options.webHookUrl?.trim();
  store.notifications.set(row.id, {
    emails: [...new Set(body.emails.map((email) => email.trim()))],
    alerts: options.alerts,
    ...(webHookUrl ? { webHookUrl } : {}),
  });
  return row;
}
