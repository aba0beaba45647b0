import type { Vendor } from '../../db/run-data';
import { hash32, prng, stableId } from '../../db/run-data/random';
import { isConsentClick } from '../scripts';
import { siteVendors } from '../site';
import type { JourneyRunRow } from '../types';
import type { SimRequest } from './types';

/** Cookies whose value changes on every write (sessions, click maps, heartbeats). */
const rolling = new Set(['_ga_session', '_hjSession', '_clsk', 's_sq', 's_cc']);

/** Whether a cookie's value changes on every write. */
export function isRolling(name: string): boolean {
  return rolling.has(name);
}

/**
 * What lasts across the actions of one simulated run: its random stream, the page the browser is
 * on, whether consent was given, the session and the cookie values already handed out.
 */
export class RunSimulation {
  readonly random;
  readonly siteRoot: string;
  readonly vendors: Vendor[];
  consented: boolean;
  pageUrl: string | undefined;
  sessionValue: string;
  adobeClickSet = false;
  firstLoad = true;
  private readonly stable = new Map<string, string>();

  constructor(
    readonly run: JourneyRunRow,
    readonly host: string,
    readonly hostile: boolean,
  ) {
    this.random = prng(hash32(`web-journey-run:${run.id}`));
    this.siteRoot = host.replace(/^www\./, '');
    this.vendors = siteVendors(host);
    this.consented = !run.actions.some(isConsentClick);
    this.sessionValue = stableId(`session:${run.id}:0`);
  }

  /** Why the run's blocking configuration stops a vendor's requests, if it does. */
  blockReason(vendor: Vendor): SimRequest['blocked'] {
    const { blockedTagIds, blockedCategoryIds } = this.run.config;
    if (blockedTagIds.includes(vendor.tagId)) return 'tag_id';
    if (blockedCategoryIds.includes(vendor.categoryId)) return 'tag_category';
    return undefined;
  }

  /** The value of a cookie: new per action for rolling cookies, else the same for the whole run. */
  valueOf(name: string, sequence: number): string {
    const runId = this.run.id;
    if (isRolling(name)) return stableId(`${name}:${runId}:${sequence}`).slice(0, 12);
    let value = this.stable.get(name);
    if (!value) {
      value = name.startsWith('_ga')
        ? `GA1.1.${hash32(`${name}:${runId}`)}.${Math.floor(this.run.startedAt / 1000)}`
        : stableId(`${name}:${runId}`);
      this.stable.set(name, value);
    }
    return value;
  }

  /** The OneTrust consent cookie's value for the consent state so far. */
  consentValue(): string {
    const gpc = this.run.config.gpcEnabled;
    const groups = this.consented
      ? `C0001:1,C0002:1,C0003:1,C0004:${gpc ? 0 : 1}`
      : 'C0001:1,C0002:0,C0003:0,C0004:0';
    return encodeURIComponent(
      `isGpcEnabled=${gpc ? 1 : 0}&groups=${groups}&hosts=&consentId=${stableId(`consent:${this.run.id}`)}`,
    );
  }
}
