import { vendors, type Vendor } from '../db/run-data';
import { accountFor } from '../db/run-data/vendors';
import { hash32, prng } from '../db/run-data/random';
import type { ManualRequestInput } from './types';

type Random = ReturnType<typeof prng>;

/** The host of a URL, lower-cased, or undefined when it is not an absolute URL. */
function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

/** The vendor whose tag a request belongs to, by the request's host (the vendor's host or a sub-domain of it). */
export function detectVendor(url: string): Vendor | undefined {
  const host = hostOf(url);
  if (!host) return undefined;
  return vendors.find((vendor) => host === vendor.host || host.endsWith(`.${vendor.host}`));
}

/** The tag ids detected in a request URL. */
export function detectTagIds(url: string): number[] {
  const vendor = detectVendor(url);
  return vendor ? [vendor.tagId] : [];
}

/** Vendor name as the tag catalogue groups it: the first word of the tag's name. */
export function vendorName(vendor: Vendor): string {
  return vendor.name.split(' ')[0] ?? vendor.name;
}

/**
 * The tags a journey's app loads: always a tag manager and analytics, then a few more; each with
 * the journey's own account in `account` (its pattern filled in), which its requests carry.
 */
export function journeyStack(seed: number): Vendor[] {
  const rand = prng(seed);
  const core = vendors.filter((vendor) => vendor.coverage >= 0.95);
  const rest = vendors.filter((vendor) => vendor.coverage < 0.95 && rand.chance(0.4));
  return [...core, ...rest.slice(0, 5)].map((vendor) => ({
    ...vendor,
    account: accountFor(vendor.account, hash32(`journey-account:${seed}:${vendor.tagId}`)),
  }));
}

const appHosts = ['api.acme-outdoors.com', 'www.acme-outdoors.com', 'cdn.acme-outdoors.com'] as const;

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function firstPartyRequests(rand: Random, step: string): ManualRequestInput[] {
  const name = slug(step) || 'screen';
  const requests: ManualRequestInput[] = [
    {
      url: `https://${appHosts[0]}/v2/screens/${name}?locale=en-US`,
      method: 'GET',
      status: 200,
      mimeType: 'application/json',
      size: rand.int(800, 24_000),
      time: rand.int(40, 420),
    },
  ];
  if (/add|submit|save|confirm|apply|request|allow|accept|enter|fill|type/i.test(step)) {
    requests.push({
      url: `https://${appHosts[0]}/v2/events/${name}`,
      method: 'POST',
      status: rand.chance(0.08) ? 422 : 201,
      mimeType: 'application/json',
      size: rand.int(90, 900),
      time: rand.int(60, 650),
    });
  }
  for (let i = rand.int(1, 3); i > 0; i--) {
    requests.push({
      url: `https://${appHosts[2]}/img/${name}/${rand.int(100, 999)}.webp`,
      method: 'GET',
      status: rand.chance(0.05) ? 404 : 200,
      mimeType: 'image/webp',
      size: rand.int(4_000, 180_000),
      time: rand.int(15, 300),
    });
  }
  return requests;
}

function vendorRequest(rand: Random, vendor: Vendor, step: string): ManualRequestInput {
  const mimeType =
    vendor.resourceType === 'script'
      ? 'application/javascript'
      : vendor.resourceType === 'image'
        ? 'image/gif'
        : 'text/plain';
  const params = new URLSearchParams({
    id: vendor.account,
    screen: slug(step) || 'screen',
    cb: String(rand.int(100_000, 999_999)),
  });
  return {
    url: `https://${vendor.host}${vendor.path}?${params}`,
    method: vendor.resourceType === 'xhr' ? 'POST' : 'GET',
    status: vendor.resourceType === 'image' ? (rand.chance(0.5) ? 204 : 200) : 200,
    mimeType,
    size: vendor.resourceType === 'script' ? rand.int(30_000, 160_000) : rand.int(0, 600),
    time: rand.int(20, 380),
  };
}

/** The requests a device makes during one step: the app's own calls, then the tags that fire on it. */
export function stepTraffic(
  seed: number,
  stack: readonly Vendor[],
  step: string,
  first: boolean,
): ManualRequestInput[] {
  const rand = prng(hash32(`${seed}:${step}`));
  const tags = stack.filter((vendor) =>
    first ? true : vendor.resourceType !== 'script' && rand.chance(vendor.coverage),
  );
  return [...firstPartyRequests(rand, step), ...tags.map((vendor) => vendorRequest(rand, vendor, step))];
}
