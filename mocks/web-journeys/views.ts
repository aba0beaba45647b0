import type { WebJourneyV2 } from '@/api/web-journeys/schemas';
import type { JourneyRunInfo, JourneyStatus } from '@/api/web-journeys/run-schemas';
import { auditLocations } from '../db/factories/audit-options';
import { vendorById } from '../db/run-data';
import type { Db, WebJourneyRow } from '../db/types';
import { runState, runStatus } from './runs';
import { isConsentClick } from './scripts';
import type { SimRequest } from './simulate';
import { journeyStore } from './store';
import type { JourneyActionRow, JourneyRunRow, WebJourneyStore } from './types';

/** V2 selector type codes (the V2 document types `selectorType` as an integer). */
const selectorCodes: Record<string, number> = { css: 1, id: 2, name: 3, xpath: 4, htmlattributes: 5 };
/** V3 action types that have a V2 name of their own. */
const v2Names: Record<string, string> = {
  maskedinput: 'maskedInput',
  enteriframe: 'enterIframe',
  exitiframe: 'exitIframe',
};

const statusTexts: Partial<Record<number, string>> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  504: 'Gateway Timeout',
};

const iso = (ms: number) => new Date(ms).toISOString();

/** An action in the V2 shape (SequencedActionSwaggerReference). */
export function v2Action(action: JourneyActionRow) {
  return {
    action: v2Names[action.actionType] ?? action.actionType,
    actionId: action.id ?? 0,
    label: action.description ?? '',
    preventNav: action.preventNavigation ?? false,
    selectors: (action.selectors ?? []).map((selector) => ({
      selectorType: selectorCodes[selector.selectorType] ?? 1,
      value: typeof selector.value === 'string' ? selector.value : JSON.stringify(selector.value),
    })),
    sequence: action.sequence,
    ...(action.url !== undefined ? { url: action.url } : {}),
    ...(action.value !== undefined ? { value: action.value } : {}),
    ...(action.maskedValue !== undefined ? { maskedValue: action.maskedValue } : {}),
    ...(action.js !== undefined ? { js: action.js } : {}),
    ...(action.seconds !== undefined ? { seconds: action.seconds } : {}),
    ...(action.waitDuration !== undefined ? { waitDuration: action.waitDuration } : {}),
  };
}

/** The newest run and where it stands, if the journey has run. */
function latest(db: Db, store: WebJourneyStore, journeyId: number) {
  const run = store.runs.get(journeyId)?.[0];
  return run ? { run, state: runState(db, run) } : undefined;
}

/** A journey in the V2 shape (WebJourney): script, recipients and options with the webhook. */
export function journeyV2View(db: Db, store: WebJourneyStore, journey: WebJourneyRow): WebJourneyV2 {
  const notify = store.notifications.get(journey.id) ?? { emails: [], alerts: false };
  const last = latest(db, store, journey.id);
  const status = last ? runStatus(last.state, last.run) : undefined;
  return {
    id: journey.id,
    name: journey.name,
    domainId: journey.domainId,
    folderId: journey.folderId ?? db.domains.get(journey.domainId)?.folderId ?? 0,
    userId: journey.userId,
    emails: [...notify.emails],
    actions: (store.actions.get(journey.id) ?? []).map(v2Action),
    options: {
      alerts: notify.alerts,
      browserWidth: journey.browserWidth ?? 1366,
      loadFlash: false,
      location: journey.location ?? 'us-east',
      userAgent: journey.userAgent ?? '',
      ...(journey.customProxy ? { customProxy: journey.customProxy } : {}),
      ...(journey.frequency ? { frequency: journey.frequency } : {}),
      monitoredByScriptServices: journey.monitoredByScriptServices ? 1 : 0,
      ...(journey.nextCheck ? { nextRun: journey.nextCheck } : {}),
      ...(journey.userAgentDescription ? { userAgentDescription: journey.userAgentDescription } : {}),
      vpnEnabled: journey.vpnEnabled ?? false,
      ...(notify.webHookUrl ? { webHookUrl: notify.webHookUrl } : {}),
    },
    queued: false,
    ...(journey.createdAt ? { createdAt: journey.createdAt } : {}),
    ...(last ? { lastCheck: iso(last.run.startedAt) } : {}),
    ...(journey.nextCheck ? { nextCheck: journey.nextCheck } : {}),
    status: status ?? 'NotChecked',
    webJourneyRunning: last?.state.stage === 'running',
  };
}

/** The journey's state from its newest run (WebJourneyStatusDTO). */
export function journeyStatusView(db: Db, store: WebJourneyStore, journeyId: number): JourneyStatus {
  const last = latest(db, store, journeyId);
  if (!last) return { status: 'NotChecked', webJourneyRunning: false, queued: false, lastCheck: null };
  const running = last.state.stage === 'running';
  const status = running
    ? 'ExecutingActions'
    : { Ok: 'Ok', RulesFailed: 'RulesFailure', ActionFailed: 'ActionFailure' }[last.run.outcome];
  return {
    status,
    webJourneyRunning: running,
    queued: false,
    lastCheck: iso(last.run.startedAt),
    ...(!running && last.run.outcome === 'ActionFailed' ? { failureType: 'JOURNEY_ACTION_FAIL' } : {}),
  };
}

/** The configuration a run used (WebJourneyRun_ConfigurationInfoResponseDTO). */
export function runInfoView(run: JourneyRunRow): JourneyRunInfo {
  const { config } = run;
  const mobile = /iPhone|Android/.test(config.userAgent);
  return {
    browserName: mobile && /iPhone/.test(config.userAgent) ? 'Safari' : 'Chrome',
    browserVersion: /iPhone/.test(config.userAgent) ? '18.5' : '156.0',
    width: config.width,
    height: config.height,
    userAgent: config.userAgent,
    locationId: auditLocations.find((location) => location.name === config.location)?.id ?? 1,
    ...(config.customProxy ? { customProxy: config.customProxy } : {}),
    privacyConsentActions: run.actions.some(isConsentClick),
    vpnEnabled: config.vpnEnabled,
    gpcEnabled: config.gpcEnabled,
    technologyBlockingEnabled: config.blockedTagIds.length + config.blockedCategoryIds.length > 0,
    fileSubstitutionConfigured: false,
    blockThirdPartyCookies: config.blockThirdPartyCookies,
    customHeadersApplied: config.customHeaders,
  };
}

/** The tag fields of a request to one of the catalogue's tags. */
function tagProperties(tagId: number | undefined) {
  const vendor = tagId !== undefined ? vendorById(tagId) : undefined;
  return vendor
    ? {
        tag: {
          tagCategoryId: vendor.categoryId,
          tagCategoryName: vendor.category,
          tagId: vendor.tagId,
          tagName: vendor.name,
        },
        tagId: vendor.tagId,
      }
    : {};
}

/** One request of an action as a HAR entry (WebJourneyActionRequestResponse). */
export function harEntry(request: SimRequest, sequence: number) {
  const url = new URL(request.url);
  const statusText = statusTexts[request.status] ?? '';
  return {
    pageref: `action_${sequence}`,
    startedDateTime: iso(request.startedAt),
    time: request.time,
    request: {
      method: request.method,
      url: request.url,
      httpVersion: 'h2',
      cookies: [],
      headers: [{ name: 'accept', value: request.resourceType === 'document' ? 'text/html' : '*/*' }],
      queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
      headersSize: -1,
      bodySize: request.method === 'POST' ? 180 : 0,
      ...(request.blocked
        ? {
            requestBlocking: {
              blockReason: request.blocked,
              urlSignature: '',
              ...(request.tagId ? { tagId: request.tagId } : {}),
            },
          }
        : {}),
    },
    response: {
      status: request.status,
      statusText,
      httpVersion: 'h2',
      cookies: [],
      headers: [
        ...(request.mimeType ? [{ name: 'content-type', value: request.mimeType }] : []),
        ...request.setCookies.map((value) => ({ name: 'set-cookie', value })),
      ],
      content: { size: request.size, mimeType: request.mimeType },
      redirectURL: '',
      headersSize: -1,
      bodySize: request.size,
    },
    cache: {},
    timings: {
      blocked: request.blocked ? -1 : 1,
      dns: -1,
      connect: -1,
      send: 0,
      wait: Math.max(0, request.time - 4),
      receive: request.time > 3 ? 3 : 0,
      ssl: -1,
    },
    resourceType: request.resourceType,
    ...tagProperties(request.tagId),
  };
}

/**
 * GET /v2/domains/{domainId}/web-journeys: the sub-folder's journeys in the V2 shape (for the
 * sub-folder handlers; the sub-folder is checked there).
 */
export function domainJourneysV2(db: Db, domainId: number): WebJourneyV2[] {
  const store = journeyStore(db);
  return db.webJourneys
    .where((journey) => journey.domainId === domainId)
    .map((journey) => journeyV2View(db, store, journey));
}
