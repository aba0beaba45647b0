import { hash32, prng } from '../../db/run-data/random';

/** One URL of a site as a census can find it: where it links and what it answers. */
export interface SiteUrl {
  url: string;
  host: string;
  /** Path without the query string. */
  path: string;
  /** HTTP status of a visit (2xx, 3xx, 4xx or 5xx). */
  status: number;
  /** Whether it is outside the census's base domains (found, never visited). */
  external: boolean;
  /** URLs a visit of this one finds (links), in page order. */
  links: string[];
}

const categories = [
  'tents',
  'sleeping-bags',
  'backpacks',
  'footwear',
  'jackets',
  'climbing',
  'cooking',
  'kayaks',
];
const words = [
  'trail',
  'summit',
  'alpine',
  'river',
  'canyon',
  'ridge',
  'glacier',
  'meadow',
  'harbor',
  'cedar',
];
const nouns = ['pro', 'lite', 'explorer', 'trek', 'basecamp', 'ultra', 'voyager', 'classic', 'storm', 'peak'];
const cities = [
  'seattle',
  'denver',
  'austin',
  'boston',
  'portland',
  'chicago',
  'atlanta',
  'boise',
  'tucson',
  'salt-lake-city',
];
const topics = [
  'returns',
  'shipping',
  'warranty',
  'sizing',
  'gift-cards',
  'repairs',
  'order-status',
  'contact',
  'privacy',
];
const searches = ['tents', 'rain jacket', 'hiking boots', 'stove fuel'];
const subdomains = ['shop', 'blog', 'support', 'stores'];

/** Second-level domains under which a registrable domain takes three labels (co.uk, com.au…). */
const secondLevel = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'edu']);

/** The registrable ("base") domain of a host: acme-outdoors.com for www.acme-outdoors.com. */
export function baseDomainOf(host: string): string {
  const labels = host.toLowerCase().split('.');
  const take = labels.length > 2 && secondLevel.has(labels.at(-2)!) && labels.at(-1)!.length === 2 ? 3 : 2;
  return labels.slice(-take).join('.');
}

/** The brand of a base domain, for social links: acmeoutdoors. */
const brandOf = (host: string) =>
  baseDomainOf(host)
    .split('.')[0]!
    .replace(/[^a-z0-9]/g, '');

const slug = (random: ReturnType<typeof prng>, index: number) =>
  `${random.pick(words)}-${random.pick(nouns)}${index % 4 === 3 ? `-${index + 2}` : ''}`;

/** A visit's status: mostly 200, with redirects and the odd missing or failing page. */
function statusFor(url: string): number {
  const roll = hash32(`status:${url}`) % 100;
  if (roll < 4) return 404;
  if (roll < 5) return 500;
  if (roll < 9) return 301;
  return 200;
}

/**
 * The pages of one host, deterministic from its name: the home page, sections, product
 * categories with product pages and numeric product ids, a dated blog, store and help pages,
 * searches, and links to sibling hosts of its base domain (`withSiblings`) and to social sites.
 */
export function hostPages(host: string, withSiblings: boolean): SiteUrl[] {
  const random = prng(hash32(`census-site:${host}`));
  const origin = `https://${host}`;
  const pages = new Map<string, SiteUrl>();
  const add = (path: string, links: string[] = [], query = '') => {
    const url = `${origin}${path}${query}`;
    pages.set(url, { url, host, path, status: path === '/' ? 200 : statusFor(url), external: false, links });
    return url;
  };
  const small = !withSiblings;
  const cats = categories.filter((_, index) => index < 3 || random.chance(small ? 0.2 : 0.6));
  const productLinks = cats.map((category) => {
    const count = random.int(small ? 3 : 6, small ? 6 : 14);
    const items = Array.from({ length: count }, (_, index) =>
      add(`/products/${category}/${slug(random, index)}`),
    );
    const ids = Array.from({ length: random.int(1, 3) }, () => add(`/p/${random.int(100_000, 999_999)}`));
    return add(`/products/${category}`, [...new Set([...items, ...ids])]);
  });
  const products = add('/products', productLinks);
  const year = 2026;
  const posts = Array.from({ length: random.int(small ? 3 : 8, small ? 6 : 20) }, (_, index) => {
    const month = String(12 - (index % 12)).padStart(2, '0');
    return add(`/blog/${year - Math.floor(index / 12)}/${month}/${slug(random, index)}-guide`);
  });
  const blog = add('/blog', [...new Set(posts)]);
  const stores = add(
    '/stores',
    cities
      .filter(() => random.chance(0.7))
      .map((city) => add(`/stores/${city}`, [`https://maps.google.com/?q=${city}`])),
  );
  const help = add(
    '/help',
    topics.filter(() => random.chance(0.7)).map((topic) => add(`/help/${topic}`)),
  );
  const deals = add('/deals', [
    add(`/deals/summer-sale-${year}`),
    add(`/deals/clearance`),
    add(`/gift-cards/GC${random.int(10_000, 99_999)}X`),
  ]);
  const search = searches.map((term) => add('/search', [], `?q=${encodeURIComponent(term)}`));
  const account = [add('/account/login'), add('/account/register'), add('/cart')];
  const brand = brandOf(host);
  const social = [
    `https://www.facebook.com/${brand}`,
    `https://www.instagram.com/${brand}/`,
    `https://www.youtube.com/@${brand}`,
    `https://www.pinterest.com/${brand}/`,
  ];
  const siblings = withSiblings
    ? subdomains
        .map((name) => `${name}.${baseDomainOf(host)}`)
        .filter((sibling) => sibling !== host && random.chance(0.4))
        .slice(0, 2)
        .map((sibling) => `https://${sibling}/`)
    : [];
  add('/', [products, blog, stores, help, deals, ...search, ...account, ...siblings, ...social]);
  return [...pages.values()];
}

/** An external URL: found through a link, never visited. */
export function externalUrl(url: string): SiteUrl {
  const parsed = new URL(url);
  return { url, host: parsed.hostname, path: parsed.pathname, status: 0, external: true, links: [] };
}
