import type { Vendor } from '../../db/run-data';
import { hash32 } from '../../db/run-data/random';
import { beaconUrl, hasBeacon, scriptPosition, scriptUrl } from '../site';
import type { CookieWrite, JourneyActionRow } from '../types';
import { isRolling, type RunSimulation } from './run-state';
import type { SimLog, SimRequest, SimStep } from './types';

const DAY = 86_400_000;

function setCookieHeader(write: CookieWrite, at: number): string {
  const parts = [`${write.name}=${write.value}`, `Domain=${write.domain}`, `Path=${write.path}`];
  if (write.days !== 0) parts.push(`Expires=${new Date(at + write.days * DAY).toUTCString()}`);
  if (write.secure) parts.push('Secure');
  if (write.httpOnly) parts.push('HttpOnly');
  parts.push(`SameSite=${write.sameSite}`);
  return parts.join('; ');
}

/** A request as a phase describes it; the recorder adds its timing and `Set-Cookie` headers. */
export type RequestSpec = Omit<SimRequest, 'startedAt' | 'time' | 'setCookies'>;

/** What one action does, recorded as it happens: its requests, cookie writes and console messages. */
export class StepRecorder {
  readonly requests: SimRequest[] = [];
  readonly writes: CookieWrite[] = [];
  readonly logs: SimLog[] = [];
  private offset = 0;

  constructor(
    readonly sim: RunSimulation,
    readonly action: JourneyActionRow,
  ) {}

  /** Send a request now; the cookies it sets are written with it. Returns its index. */
  push(request: RequestSpec, setCookies: CookieWrite[] = []): number {
    const { random, run } = this.sim;
    this.offset += random.int(5, 120);
    const time = request.blocked ? 0 : random.int(18, 420);
    const index = this.requests.length;
    const headers: string[] = [];
    this.requests.push({ ...request, startedAt: this.offset, time, setCookies: headers });
    for (const write of setCookies) {
      const stored = {
        ...write,
        initiator: { type: 'HTTP' as const, requestIndex: index, tagId: request.tagId },
      };
      this.writes.push(stored);
      headers.push(setCookieHeader(stored, run.startedAt));
    }
    return index;
  }

  /** Write a console message now. */
  log(level: SimLog['level'], message: string, source: string): void {
    this.logs.push({ level, message, source, timestamp: this.offset + this.sim.random.int(1, 40) });
  }

  /** A first-party cookie a vendor's script writes on the site. */
  siteCookie(vendor: Vendor, name: string, days: number): CookieWrite {
    return {
      name,
      domain: `.${this.sim.siteRoot}`,
      path: '/',
      value: this.sim.valueOf(name, this.action.sequence),
      days,
      httpOnly: false,
      secure: true,
      sameSite: 'Lax',
      initiator: { type: 'APP', tagId: vendor.tagId, ...scriptPosition(vendor, name) },
    };
  }

  /** The OneTrust consent cookie, holding the consent state so far. */
  consentCookie(oneTrust: Vendor): CookieWrite {
    return { ...this.siteCookie(oneTrust, 'OptanonConsent', 365), value: this.sim.consentValue() };
  }

  /** The third-party cookies a vendor's own host sets (none when third-party cookies are blocked). */
  private vendorCookies(vendor: Vendor): CookieWrite[] {
    if (this.sim.run.config.blockThirdPartyCookies) return [];
    return vendor.cookies
      .filter((cookie) => cookie.on === 'vendor')
      .map((cookie) => ({
        name: cookie.name,
        domain: `.${vendor.host.split('.').slice(-2).join('.')}`,
        path: '/',
        value: this.sim.valueOf(`${vendor.tagId}:${cookie.name}`, this.action.sequence),
        days: cookie.days,
        httpOnly: false,
        secure: true,
        sameSite: 'None',
        initiator: { type: 'HTTP', requestIndex: 0 },
      }));
  }

  /** A tag's traffic on the current page: its script and beacon, and the cookies they set. */
  tagTraffic(vendor: Vendor, event: string, withScript: boolean): void {
    const blocked = this.sim.blockReason(vendor);
    if (blocked) {
      if (withScript) this.blockedScript(vendor, blocked);
      return;
    }
    const beacon = hasBeacon(vendor);
    if (withScript) this.loadScript(vendor, beacon);
    else if (event !== 'page_view') this.rollSiteCookies(vendor);
    if (beacon) this.sendBeacon(vendor, event);
  }

  private blockedScript(vendor: Vendor, blocked: NonNullable<SimRequest['blocked']>): void {
    const url = scriptUrl(this.sim.host, vendor);
    this.push({
      url,
      method: 'GET',
      status: 0,
      mimeType: '',
      size: 0,
      resourceType: 'script',
      tagId: vendor.tagId,
      blocked,
    });
    this.log('SEVERE', `Failed to load resource: net::ERR_BLOCKED_BY_CLIENT ${url}`, 'network');
  }

  private loadScript(vendor: Vendor, beacon: boolean): void {
    const script: RequestSpec = {
      url: scriptUrl(this.sim.host, vendor),
      method: 'GET',
      status: 200,
      mimeType: 'application/javascript',
      size: this.sim.random.int(18_000, 160_000),
      resourceType: 'script',
      tagId: vendor.tagId,
    };
    this.push(script, beacon ? [] : this.vendorCookies(vendor));
    if (vendor.tagId === 109) return;
    for (const cookie of vendor.cookies.filter((c) => c.on === 'site')) {
      if (cookie.name === 's_sq') continue;
      this.writes.push(this.siteCookie(vendor, cookie.name, cookie.days));
    }
  }

  /** An interaction rewrites the vendor's rolling first-party cookies (not the click map). */
  private rollSiteCookies(vendor: Vendor): void {
    for (const cookie of vendor.cookies) {
      if (cookie.on !== 'site' || cookie.name === 's_sq' || !isRolling(cookie.name)) continue;
      this.writes.push(this.siteCookie(vendor, cookie.name, cookie.days));
    }
  }

  private sendBeacon(vendor: Vendor, event: string): void {
    const { host, run } = this.sim;
    const page = this.sim.pageUrl ?? `https://${host}/`;
    const sequence = this.action.sequence;
    const url = beaconUrl(
      host,
      vendor,
      event,
      page,
      hash32(`${run.id}:${sequence}:${vendor.tagId}:${event}`),
    );
    const image = vendor.resourceType === 'image';
    this.push(
      {
        url,
        method: vendor.resourceType === 'xhr' ? 'POST' : 'GET',
        status: image ? 200 : 204,
        mimeType: image ? 'image/gif' : 'text/plain',
        size: image ? 43 : 0,
        resourceType: image ? 'image' : 'xhr',
        tagId: vendor.tagId,
      },
      this.vendorCookies(vendor),
    );
  }

  /** The step as recorded, offsets relative to its start. */
  finish(
    outcome: Pick<
      SimStep,
      'durationMs' | 'success' | 'failureMessage' | 'failureType' | 'startUrl' | 'finishUrl' | 'page'
    >,
  ): SimStep {
    const { action, requests, writes, logs } = this;
    return { sequence: action.sequence, action, startedAt: 0, ...outcome, requests, writes, logs };
  }
}
