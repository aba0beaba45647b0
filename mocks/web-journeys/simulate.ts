import type { Vendor } from '../db/run-data';
import { SESSION_COOKIE } from '../db/run-data';
import { hash32, prng, stableId } from '../db/run-data/random';
import { isConsentClick, navigationTarget } from './scripts';
import { beaconUrl, hasBeacon, isConsentGated, scriptPosition, scriptUrl, siteVendors } from './site';
import type { CookieWrite, JourneyActionRow, JourneyRunRow } from './types';

/** One request a step made, before it is written out as a HAR entry. */
export interface SimRequest {
  url: string;
  method: 'GET' | 'POST';
  status: number;
  mimeType: string;
  size: number;
  /** Offset from the step's start, then absolute once the run is laid out (ms). */
  startedAt: number;
  time: number;
  resourceType: 'document' | 'stylesheet' | 'script' | 'xhr' | 'image';
  tagId?: number;
  /** Why the browser did not send it (blocking configuration). */
  blocked?: 'tag_id' | 'tag_category';
  /** `Set-Cookie` headers of the response. */
  setCookies: string[];
}

/** One console message of a step. */
export interface SimLog {
  message: string;
  level: 'SEVERE' | 'WARNING' | 'INFO' | 'FINE';
  source: string;
  timestamp: number;
}

/** What one action of a run did. */
export interface SimStep {
  sequence: number;
  action: JourneyActionRow;
  startedAt: number;
  durationMs: number;
  success: boolean;
  failureMessage?: string;
  failureType?: string;
  startUrl?: string;
  finishUrl?: string;
  /** The page the step loaded, when it navigated. */
  page?: { url: string; statusCode: number; loadtime: number; size: number };
  requests: SimRequest[];
  writes: CookieWrite[];
  logs: SimLog[];
}

const DAY = 86_400_000;
/** The analytics event a tag reports for each kind of interaction. */
const interactionEvents: Partial<Record<string, string>> = {
  click: 'click',
  input: 'form_start',
  check: 'form_interaction',
  watch: 'user_engagement',
};
/** Cookies whose value changes on every write (sessions, click maps, heartbeats). */
const rolling = new Set(['_ga_session', '_hjSession', '_clsk', 's_sq', 's_cc']);

function selectorOf(action: JourneyActionRow): string {
  const value = action.selectors?.[0]?.value;
  return typeof value === 'string' ? value : 'the element';
}

/** Why an action fails when a run fails at it: the message and its type. */
export function failureOf(action: JourneyActionRow): { message: string; type: string } {
  switch (action.actionType) {
    case 'navto':
      return {
        message: `Navigation to ${action.url ?? 'the page'} timed out after 60 s`,
        type: 'NavigationTimeout',
      };
    case 'input':
    case 'maskedinput':
      return {
        message: `The element ${selectorOf(action)} is not interactable`,
        type: 'ElementNotInteractable',
      };
    case 'watch':
      return { message: `The page did not settle within ${action.seconds ?? 0} s`, type: 'Timeout' };
    default:
      return { message: `No element matches ${selectorOf(action)} (waited 30 s)`, type: 'ElementNotFound' };
  }
}

function setCookieHeader(write: CookieWrite, at: number): string {
  const parts = [`${write.name}=${write.value}`, `Domain=${write.domain}`, `Path=${write.path}`];
  if (write.days !== 0) parts.push(`Expires=${new Date(at + write.days * DAY).toUTCString()}`);
  if (write.secure) parts.push('Secure');
  if (write.httpOnly) parts.push('HttpOnly');
  parts.push(`SameSite=${write.sameSite}`);
  return parts.join('; ');
}

/**
 * Simulate a run of a journey on its site, action by action, up to `executed` actions: the pages
 * each action loads, the requests of the site and of its tags (consent-gated tags wait for the
 * consent click; blocked tags are not sent), the cookies each request or script writes, console
 * messages, and the failure of the action that fails. Deterministic for a run. With `hostile`
 * (MOCK_HOSTILE=1), the first page adds a `javascript:` request, a cookie holding markup and a
 * console message with a script tag: the dashboard must show them as text.
 */
export function simulateRun(
  run: JourneyRunRow,
  executed: number,
  host: string,
  destinations: ReadonlyMap<number, string>,
  hostile = false,
): SimStep[] {
  const random = prng(hash32(`web-journey-run:${run.id}`));
  const siteRoot = host.replace(/^www\./, '');
  const allVendors = siteVendors(host);
  const blockReason = (vendor: Vendor): SimRequest['blocked'] =>
    run.config.blockedTagIds.includes(vendor.tagId)
      ? 'tag_id'
      : run.config.blockedCategoryIds.includes(vendor.categoryId)
        ? 'tag_category'
        : undefined;
  let consented = !run.actions.some(isConsentClick);
  let pageUrl: string | undefined;
  let sessionValue = stableId(`session:${run.id}:0`);
  let adobeClickSet = false;
  let firstLoad = true;
  const stable = new Map<string, string>();
  const steps: SimStep[] = [];

  const valueOf = (name: string, sequence: number) => {
    if (rolling.has(name)) return stableId(`${name}:${run.id}:${sequence}`).slice(0, 12);
    let value = stable.get(name);
    if (!value) {
      value = name.startsWith('_ga')
        ? `GA1.1.${hash32(`${name}:${run.id}`)}.${Math.floor(run.startedAt / 1000)}`
        : stableId(`${name}:${run.id}`);
      stable.set(name, value);
    }
    return value;
  };
  const consentValue = (gpc: boolean) => {
    const groups = consented
      ? `C0001:1,C0002:1,C0003:1,C0004:${gpc ? 0 : 1}`
      : 'C0001:1,C0002:0,C0003:0,C0004:0';
    return encodeURIComponent(
      `isGpcEnabled=${gpc ? 1 : 0}&groups=${groups}&hosts=&consentId=${stableId(`consent:${run.id}`)}`,
    );
  };

  for (const action of run.actions.slice(0, executed)) {
    const sequence = action.sequence;
    const requests: SimRequest[] = [];
    const writes: CookieWrite[] = [];
    const logs: SimLog[] = [];
    let offset = 0;
    const push = (
      request: Omit<SimRequest, 'startedAt' | 'time' | 'setCookies'>,
      setCookies: CookieWrite[] = [],
    ) => {
      offset += random.int(5, 120);
      const time = request.blocked ? 0 : random.int(18, 420);
      const index = requests.length;
      requests.push({ ...request, startedAt: offset, time, setCookies: [] });
      for (const write of setCookies) {
        const stored = {
          ...write,
          initiator: { type: 'HTTP' as const, requestIndex: index, tagId: request.tagId },
        };
        writes.push(stored);
        requests[index]!.setCookies.push(setCookieHeader(stored, run.startedAt));
      }
      return index;
    };
    const log = (level: SimLog['level'], message: string, source: string) =>
      logs.push({ level, message, source, timestamp: offset + random.int(1, 40) });
    const siteCookie = (vendor: Vendor, name: string, days: number): CookieWrite => ({
      name,
      domain: `.${siteRoot}`,
      path: '/',
      value: valueOf(name, sequence),
      days,
      httpOnly: false,
      secure: true,
      sameSite: 'Lax',
      initiator: { type: 'APP', tagId: vendor.tagId, ...scriptPosition(vendor, name) },
    });
    const vendorCookies = (vendor: Vendor): CookieWrite[] =>
      run.config.blockThirdPartyCookies
        ? []
        : vendor.cookies
            .filter((cookie) => cookie.on === 'vendor')
            .map((cookie) => ({
              name: cookie.name,
              domain: `.${vendor.host.split('.').slice(-2).join('.')}`,
              path: '/',
              value: valueOf(`${vendor.tagId}:${cookie.name}`, sequence),
              days: cookie.days,
              httpOnly: false,
              secure: true,
              sameSite: 'None',
              initiator: { type: 'HTTP', requestIndex: 0 },
            }));
    /** A tag's traffic on the current page: its script and beacon, and the cookies they set. */
    const tagTraffic = (vendor: Vendor, event: string, withScript: boolean) => {
      const blocked = blockReason(vendor);
      const page = pageUrl ?? `https://${host}/`;
      if (blocked) {
        if (withScript) {
          push({
            url: scriptUrl(host, vendor),
            method: 'GET',
            status: 0,
            mimeType: '',
            size: 0,
            resourceType: 'script',
            tagId: vendor.tagId,
            blocked,
          });
          log(
            'SEVERE',
            `Failed to load resource: net::ERR_BLOCKED_BY_CLIENT ${scriptUrl(host, vendor)}`,
            'network',
          );
        }
        return;
      }
      const beacon = hasBeacon(vendor);
      if (withScript) {
        push(
          {
            url: scriptUrl(host, vendor),
            method: 'GET',
            status: 200,
            mimeType: 'application/javascript',
            size: random.int(18_000, 160_000),
            resourceType: 'script',
            tagId: vendor.tagId,
          },
          beacon ? [] : vendorCookies(vendor),
        );
        if (vendor.tagId !== 109) {
          for (const cookie of vendor.cookies.filter((c) => c.on === 'site')) {
            if (cookie.name === 's_sq') continue;
            writes.push(siteCookie(vendor, cookie.name, cookie.days));
          }
        }
      } else if (event !== 'page_view') {
        for (const cookie of vendor.cookies.filter(
          (c) => c.on === 'site' && rolling.has(c.name) && c.name !== 's_sq',
        ))
          writes.push(siteCookie(vendor, cookie.name, cookie.days));
      }
      if (beacon) {
        const url = beaconUrl(
          host,
          vendor,
          event,
          page,
          hash32(`${run.id}:${sequence}:${vendor.tagId}:${event}`),
        );
        push(
          {
            url,
            method: vendor.resourceType === 'xhr' ? 'POST' : 'GET',
            status: vendor.resourceType === 'image' ? 200 : 204,
            mimeType: vendor.resourceType === 'image' ? 'image/gif' : 'text/plain',
            size: vendor.resourceType === 'image' ? 43 : 0,
            resourceType: vendor.resourceType === 'image' ? 'image' : 'xhr',
            tagId: vendor.tagId,
          },
          vendorCookies(vendor),
        );
      }
    };
    const oneTrust = allVendors.find((vendor) => vendor.tagId === 109);
    const optanon = (vendor: Vendor) => ({
      ...siteCookie(vendor, 'OptanonConsent', 365),
      value: consentValue(run.config.gpcEnabled),
    });

    const failed = run.outcome === 'ActionFailed' && sequence === run.failedSequence;
    const startUrl = pageUrl;
    const target = navigationTarget(action, pageUrl, destinations);
    let page: SimStep['page'];
    let duration: number;
    if (failed) {
      const failure = failureOf(action);
      duration =
        action.actionType === 'navto'
          ? 60_000
          : action.actionType === 'watch'
            ? (action.seconds ?? 1) * 1000
            : 30_000;
      if (action.actionType === 'navto' && action.url) {
        push({
          url: action.url,
          method: 'GET',
          status: 504,
          mimeType: 'text/html',
          size: 612,
          resourceType: 'document',
        });
        log(
          'SEVERE',
          `Failed to load resource: the server responded with a status of 504 () ${action.url}`,
          'network',
        );
      } else {
        log(
          'SEVERE',
          `Uncaught TypeError: Cannot read properties of null (reading 'addEventListener') at https://${host}/assets/app.js:1:${random.int(2000, 90_000)}`,
          'javascript',
        );
      }
      steps.push({
        sequence,
        action,
        startedAt: 0,
        durationMs: duration,
        success: false,
        failureMessage: failure.message,
        failureType: failure.type,
        startUrl,
        finishUrl: startUrl,
        requests,
        writes,
        logs,
      });
      break;
    }
    if (target) {
      pageUrl = target;
      const path = new URL(target).pathname;
      if (adobeClickSet) {
        const adobe = allVendors.find((vendor) => vendor.tagId === 103);
        if (adobe) writes.push({ ...siteCookie(adobe, 's_sq', 0), value: '', days: -1 });
        adobeClickSet = false;
      }
      const rotate = !firstLoad && /^\/(account|checkout)/.test(path);
      if (rotate) sessionValue = stableId(`session:${run.id}:${sequence}`);
      const session: CookieWrite = {
        name: SESSION_COOKIE,
        domain: host,
        path: '/',
        value: sessionValue,
        days: 0,
        httpOnly: true,
        secure: true,
        sameSite: 'Lax',
        initiator: { type: 'HTTP', requestIndex: 0 },
      };
      const size = random.int(40_000, 180_000);
      push(
        { url: target, method: 'GET', status: 200, mimeType: 'text/html', size, resourceType: 'document' },
        firstLoad || rotate ? [session] : [],
      );
      push({
        url: `https://${host}/assets/app.${stableId(host).slice(0, 8)}.css`,
        method: 'GET',
        status: 200,
        mimeType: 'text/css',
        size: random.int(20_000, 90_000),
        resourceType: 'stylesheet',
      });
      push({
        url: `https://${host}/assets/app.${stableId(`${host}:js`).slice(0, 8)}.js`,
        method: 'GET',
        status: 200,
        mimeType: 'application/javascript',
        size: random.int(90_000, 400_000),
        resourceType: 'script',
      });
      for (const vendor of allVendors) {
        if (!consented && isConsentGated(vendor)) continue;
        tagTraffic(vendor, 'page_view', true);
        if (vendor.tagId === 109 && !blockReason(vendor)) writes.push(optanon(vendor));
      }
      if (firstLoad && hostile) {
        push(
          {
            url: 'javascript:alert(document.domain)',
            method: 'GET',
            status: 200,
            mimeType: 'text/html',
            size: 64,
            resourceType: 'script',
          },
          [{ ...session, name: 'xss_probe', value: '"><img src=x onerror=alert(1)>', httpOnly: false }],
        );
        log('SEVERE', '<script>alert("console")</script> Uncaught injected markup', 'javascript');
      }
      if (firstLoad && !consented)
        log('INFO', 'OneTrust: consent banner shown, no consent stored yet', 'console-api');
      if (firstLoad && run.config.gpcEnabled)
        log(
          'INFO',
          'OneTrust: Global Privacy Control signal detected, sale and sharing opted out',
          'console-api',
        );
      if (random.chance(0.3))
        log(
          'WARNING',
          `The resource https://${host}/assets/hero.webp was preloaded using link preload but not used within a few seconds`,
          'other',
        );
      duration = random.int(1800, 4200);
      page = { url: target, statusCode: 200, loadtime: duration - random.int(100, 600), size };
      firstLoad = false;
    } else if (isConsentClick(action) && !consented && oneTrust) {
      consented = true;
      push({
        url: 'https://privacyportal.onetrust.com/request/v1/consentreceipts',
        method: 'POST',
        status: 200,
        mimeType: 'application/json',
        size: 312,
        resourceType: 'xhr',
        tagId: 109,
      });
      writes.push(optanon(oneTrust), {
        ...siteCookie(oneTrust, 'OptanonAlertBoxClosed', 365),
        value: new Date(run.startedAt).toISOString(),
      });
      for (const vendor of allVendors) if (isConsentGated(vendor)) tagTraffic(vendor, 'page_view', true);
      log('INFO', 'OneTrust: consent given for all categories', 'console-api');
      duration = random.int(500, 1400);
    } else {
      const event = interactionEvents[action.actionType] ?? 'custom_event';
      if (action.actionType === 'click' && /add .*to (the )?cart/i.test(action.description ?? '')) {
        push(
          {
            url: `https://${host}/api/cart/items`,
            method: 'POST',
            status: 201,
            mimeType: 'application/json',
            size: random.int(400, 1400),
            resourceType: 'xhr',
          },
          [
            {
              name: 'cart_id',
              domain: host,
              path: '/',
              value: stableId(`cart:${run.id}`),
              days: 14,
              httpOnly: true,
              secure: true,
              sameSite: 'Lax',
              initiator: { type: 'HTTP', requestIndex: 0 },
            },
          ],
        );
      }
      for (const vendor of allVendors) {
        if ((!consented && isConsentGated(vendor)) || !hasBeacon(vendor)) continue;
        if (action.actionType === 'watch' && vendor.tagId !== 101) continue;
        tagTraffic(vendor, event, false);
        if (vendor.tagId === 103 && action.actionType === 'click' && !blockReason(vendor)) {
          writes.push(siteCookie(vendor, 's_sq', 0));
          adobeClickSet = true;
        }
      }
      duration =
        action.actionType === 'watch'
          ? (action.seconds ?? 1) * 1000 + random.int(50, 200)
          : random.int(250, 1400);
    }
    steps.push({
      sequence,
      action,
      startedAt: 0,
      durationMs: duration,
      success: true,
      startUrl,
      finishUrl: pageUrl,
      page,
      requests,
      writes,
      logs,
    });
  }
  return layOut(run, steps);
}

/** Place steps and their requests on the run's clock, squeezed to fit the run's duration. */
function layOut(run: JourneyRunRow, steps: SimStep[]): SimStep[] {
  const total = steps.reduce((sum, step) => sum + step.durationMs, 0);
  const factor = total > run.durationMs * 0.97 && total > 0 ? (run.durationMs * 0.97) / total : 1;
  let clock = run.startedAt + 400;
  return steps.map((step) => {
    const startedAt = Math.round(clock);
    const durationMs = Math.max(1, Math.round(step.durationMs * factor));
    clock += durationMs;
    const at = (offset: number) => startedAt + Math.min(durationMs, Math.round(offset * factor));
    return {
      ...step,
      startedAt,
      durationMs,
      requests: step.requests.map((request) => ({ ...request, startedAt: at(request.startedAt) })),
      logs: step.logs.map((entry) => ({ ...entry, timestamp: at(entry.timestamp) })),
    };
  });
}
