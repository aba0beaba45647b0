import type { Vendor } from '../../db/run-data';
import { SESSION_COOKIE } from '../../db/run-data';
import { stableId } from '../../db/run-data/random';
import { hasBeacon, isConsentGated } from '../site';
import type { CookieWrite } from '../types';
import { failureDuration, failureOf } from './failure';
import type { StepRecorder } from './step-recorder';
import type { SimStep } from './types';

/** The analytics event a tag reports for each kind of interaction. */
const interactionEvents: Partial<Record<string, string>> = {
  click: 'click',
  input: 'form_start',
  check: 'form_interaction',
  watch: 'user_engagement',
};

/** What a phase leaves for the step besides its requests, cookies and messages. */
interface PhaseResult {
  durationMs: number;
  page?: SimStep['page'];
}

/** The action the run fails at: a timed-out navigation or a script error, and nothing after it. */
export function failAction(step: StepRecorder): SimStep {
  const { action, sim } = step;
  const failure = failureOf(action);
  if (action.actionType === 'navto' && action.url) {
    step.push({
      url: action.url,
      method: 'GET',
      status: 504,
      mimeType: 'text/html',
      size: 612,
      resourceType: 'document',
    });
    step.log(
      'SEVERE',
      `Failed to load resource: the server responded with a status of 504 () ${action.url}`,
      'network',
    );
  } else {
    const column = sim.random.int(2000, 90_000);
    step.log(
      'SEVERE',
      `Uncaught TypeError: Cannot read properties of null (reading 'addEventListener') at https://${sim.host}/assets/app.js:1:${column}`,
      'javascript',
    );
  }
  return step.finish({
    durationMs: failureDuration(action),
    success: false,
    failureMessage: failure.message,
    failureType: failure.type,
    startUrl: sim.pageUrl,
    finishUrl: sim.pageUrl,
  });
}

/** The session cookie, written by the first document and again when the session rotates. */
function sessionCookie(host: string, value: string): CookieWrite {
  return {
    name: SESSION_COOKIE,
    domain: host,
    path: '/',
    value,
    days: 0,
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    initiator: { type: 'HTTP', requestIndex: 0 },
  };
}

/** Leaving a page clears Adobe's click map cookie that the last click set. */
function clearClickMap(step: StepRecorder): void {
  const { sim } = step;
  if (!sim.adobeClickSet) return;
  const adobe = sim.vendors.find((vendor) => vendor.tagId === 103);
  if (adobe) step.writes.push({ ...step.siteCookie(adobe, 's_sq', 0), value: '', days: -1 });
  sim.adobeClickSet = false;
}

/** The site's own document, stylesheet and script; returns the document's size. */
function loadSiteAssets(step: StepRecorder, target: string, session: CookieWrite | undefined): number {
  const { host, random } = step.sim;
  const size = random.int(40_000, 180_000);
  step.push(
    { url: target, method: 'GET', status: 200, mimeType: 'text/html', size, resourceType: 'document' },
    session ? [session] : [],
  );
  const stylesheetSize = random.int(20_000, 90_000);
  step.push({
    url: `https://${host}/assets/app.${stableId(host).slice(0, 8)}.css`,
    method: 'GET',
    status: 200,
    mimeType: 'text/css',
    size: stylesheetSize,
    resourceType: 'stylesheet',
  });
  const scriptSize = random.int(90_000, 400_000);
  step.push({
    url: `https://${host}/assets/app.${stableId(`${host}:js`).slice(0, 8)}.js`,
    method: 'GET',
    status: 200,
    mimeType: 'application/javascript',
    size: scriptSize,
    resourceType: 'script',
  });
  return size;
}

/** With MOCK_HOSTILE, the first page adds a `javascript:` request, a markup cookie and message. */
function hostileProbes(step: StepRecorder, session: CookieWrite): void {
  step.push(
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
  step.log('SEVERE', '<script>alert("console")</script> Uncaught injected markup', 'javascript');
}

/** A navigation: the page, its assets, every tag allowed to fire, and the first visit's notices. */
export function loadPage(step: StepRecorder, target: string): PhaseResult {
  const { sim } = step;
  const { run, host, random } = sim;
  sim.pageUrl = target;
  clearClickMap(step);
  const rotate = !sim.firstLoad && /^\/(account|checkout)/.test(new URL(target).pathname);
  if (rotate) sim.sessionValue = stableId(`session:${run.id}:${step.action.sequence}`);
  const session = sessionCookie(host, sim.sessionValue);
  const size = loadSiteAssets(step, target, sim.firstLoad || rotate ? session : undefined);
  for (const vendor of sim.vendors) {
    if (!sim.consented && isConsentGated(vendor)) continue;
    step.tagTraffic(vendor, 'page_view', true);
    if (vendor.tagId === 109 && !sim.blockReason(vendor)) step.writes.push(step.consentCookie(vendor));
  }
  if (sim.firstLoad && sim.hostile) hostileProbes(step, session);
  if (sim.firstLoad && !sim.consented)
    step.log('INFO', 'OneTrust: consent banner shown, no consent stored yet', 'console-api');
  if (sim.firstLoad && run.config.gpcEnabled)
    step.log(
      'INFO',
      'OneTrust: Global Privacy Control signal detected, sale and sharing opted out',
      'console-api',
    );
  if (random.chance(0.3))
    step.log(
      'WARNING',
      `The resource https://${host}/assets/hero.webp was preloaded using link preload but not used within a few seconds`,
      'other',
    );
  const durationMs = random.int(1800, 4200);
  const loadtime = durationMs - random.int(100, 600);
  sim.firstLoad = false;
  return { durationMs, page: { url: target, statusCode: 200, loadtime, size } };
}

/** The consent banner's "accept all": the receipt, the consent cookies, then the gated tags fire. */
export function giveConsent(step: StepRecorder, oneTrust: Vendor): PhaseResult {
  const { sim } = step;
  sim.consented = true;
  step.push({
    url: 'https://privacyportal.onetrust.com/request/v1/consentreceipts',
    method: 'POST',
    status: 200,
    mimeType: 'application/json',
    size: 312,
    resourceType: 'xhr',
    tagId: 109,
  });
  step.writes.push(step.consentCookie(oneTrust), {
    ...step.siteCookie(oneTrust, 'OptanonAlertBoxClosed', 365),
    value: new Date(sim.run.startedAt).toISOString(),
  });
  for (const vendor of sim.vendors) if (isConsentGated(vendor)) step.tagTraffic(vendor, 'page_view', true);
  step.log('INFO', 'OneTrust: consent given for all categories', 'console-api');
  return { durationMs: sim.random.int(500, 1400) };
}

/** "Add to cart" posts to the site's cart API, which sets the cart cookie. */
function addToCart(step: StepRecorder): void {
  const { host, random, run } = step.sim;
  const size = random.int(400, 1400);
  step.push(
    {
      url: `https://${host}/api/cart/items`,
      method: 'POST',
      status: 201,
      mimeType: 'application/json',
      size,
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

/** An interaction on the page: the tags with a beacon report it (a watch only to analytics). */
export function interact(step: StepRecorder): PhaseResult {
  const { action, sim } = step;
  const event = interactionEvents[action.actionType] ?? 'custom_event';
  if (action.actionType === 'click' && /add .*to (the )?cart/i.test(action.description ?? ''))
    addToCart(step);
  for (const vendor of sim.vendors) {
    if ((!sim.consented && isConsentGated(vendor)) || !hasBeacon(vendor)) continue;
    if (action.actionType === 'watch' && vendor.tagId !== 101) continue;
    step.tagTraffic(vendor, event, false);
    if (vendor.tagId === 103 && action.actionType === 'click' && !sim.blockReason(vendor)) {
      step.writes.push(step.siteCookie(vendor, 's_sq', 0));
      sim.adobeClickSet = true;
    }
  }
  const durationMs =
    action.actionType === 'watch'
      ? (action.seconds ?? 1) * 1000 + sim.random.int(50, 200)
      : sim.random.int(250, 1400);
  return { durationMs };
}
