import type { JourneyActionRow } from './types';

/** A scripted step: navigate, click (optionally leading to a path), type, wait or tick a box. */
type Step =
  | { type: 'navto'; path: string; label: string }
  | { type: 'click'; selector: string; label: string; to?: string }
  | { type: 'input'; selector: string; value: string; label: string }
  | { type: 'watch'; seconds: number; label: string }
  | { type: 'check'; selector: string; label: string };

const navto = (path: string, label: string): Step => ({ type: 'navto', path, label });
const click = (selector: string, label: string, to?: string): Step => ({
  type: 'click',
  selector,
  label,
  to,
});
const input = (selector: string, value: string, label: string): Step => ({
  type: 'input',
  selector,
  value,
  label,
});
const watch = (seconds: number, label: string): Step => ({ type: 'watch', seconds, label });
const check = (selector: string, label: string): Step => ({ type: 'check', selector, label });

/** The consent banner's accept button: every seeded site uses OneTrust. */
export const ACCEPT_COOKIES = click('#onetrust-accept-btn-handler', 'Accept all cookies');

/** What each kind of journey does after opening its first page, matched on the journey's name. */
const scripts: Array<[RegExp, Step[]]> = [
  [
    /consent banner/i,
    [
      navto('/', 'Open the homepage'),
      ACCEPT_COOKIES,
      watch(3, 'Wait for consent-dependent tags'),
      click('a[href="/collections/tents"]', 'Open the tents category', '/collections/tents'),
    ],
  ],
  [
    /newsletter/i,
    [
      navto('/', 'Open the homepage'),
      ACCEPT_COOKIES,
      input('#footer-email', 'qa+newsletter@acme-outdoors.com', 'Type an email in the footer form'),
      check('#footer-marketing-consent', 'Tick the marketing consent box'),
      click('#footer-subscribe', 'Submit the sign-up form', '/newsletter/thanks'),
    ],
  ],
  [
    /store locator/i,
    [
      navto('/', 'Open the homepage'),
      ACCEPT_COOKIES,
      click('a[href="/stores"]', 'Open the store locator', '/stores'),
      input('#store-search', '84101', 'Search by ZIP code'),
      click('.store-card:first-child a', 'Open the first store', '/stores/salt-lake-city'),
    ],
  ],
  [
    /sign-in/i,
    [
      navto('/account/login', 'Open the sign-in page'),
      ACCEPT_COOKIES,
      input('#email', 'qa@acme-outdoors.com', 'Type the test account email'),
      check('#remember-me', 'Tick "Keep me signed in"'),
      click('#sign-in', 'Sign in', '/account'),
    ],
  ],
  [
    /guest checkout/i,
    [
      navto('/products/trailhead-2-tent', 'Open the Trailhead 2 tent'),
      ACCEPT_COOKIES,
      click('#add-to-cart', 'Add the tent to the cart'),
      click('a.mini-cart__checkout', 'Go to checkout', '/checkout'),
      click('#guest-checkout', 'Continue as guest', '/checkout/shipping'),
      input('#shipping-email', 'qa+checkout@acme-outdoors.com', 'Enter the contact email'),
      check('#terms', 'Accept the terms of sale'),
    ],
  ],
  [
    /search to product/i,
    [
      navto('/', 'Open the homepage'),
      ACCEPT_COOKIES,
      input('#search', 'rain jacket', 'Type "rain jacket" in search'),
      click('#search-submit', 'Submit the search', '/search?q=rain+jacket'),
      click('.product-tile:first-child a', 'Open the first result', '/products/storm-shell-jacket'),
    ],
  ],
  [
    /add to cart/i,
    [
      navto('/products/alpine-40-backpack', 'Open the Alpine 40 backpack'),
      ACCEPT_COOKIES,
      click('#add-to-cart', 'Add the backpack to the cart'),
      watch(2, 'Wait for the mini-cart'),
      click('.mini-cart__toggle', 'Open the mini-cart'),
    ],
  ],
  [
    /promo code/i,
    [
      navto('/cart', 'Open the cart'),
      ACCEPT_COOKIES,
      input('#promo-code', 'SUMMER10', 'Type the promo code'),
      click('#apply-promo', 'Apply the promo code'),
      watch(2, 'Wait for the discount line'),
      click('#checkout', 'Go to checkout', '/checkout'),
    ],
  ],
  [
    /gift card purchase/i,
    [
      navto('/gift-cards', 'Open gift cards'),
      ACCEPT_COOKIES,
      click('.amount-option[data-amount="50"]', 'Choose $50'),
      input('#recipient-email', 'qa+gift@acme-outdoors.com', "Type the recipient's email"),
      click('#add-gift-card', 'Add the gift card to the cart', '/cart'),
    ],
  ],
  [
    /balance check/i,
    [
      navto('/gift-cards/balance', 'Open the balance checker'),
      ACCEPT_COOKIES,
      input('#card-number', '6006 4912 3456 7890', 'Type the test card number'),
      click('#check-balance', 'Check the balance'),
    ],
  ],
  [
    /annual report/i,
    [
      navto('/', 'Open the investor homepage'),
      ACCEPT_COOKIES,
      click('a[href="/reports"]', 'Open reports and filings', '/reports'),
      click('a.download-annual-report', 'Download the annual report PDF'),
      watch(3, 'Wait for the download event'),
    ],
  ],
  [
    /stock quote/i,
    [
      navto('/', 'Open the investor homepage'),
      ACCEPT_COOKIES,
      watch(5, 'Wait for the quote widget'),
      click('#quote-range-1y', 'Show the one-year range'),
    ],
  ],
  [
    /job search/i,
    [
      navto('/', 'Open the careers homepage'),
      ACCEPT_COOKIES,
      input('#job-keywords', 'product designer', 'Type "product designer"'),
      click('#job-search', 'Search jobs', '/jobs?q=product+designer'),
      click('.job-card:first-child a', 'Open the first job', '/jobs/product-designer-2047'),
      click('#apply', 'Start the application', '/jobs/product-designer-2047/apply'),
    ],
  ],
  [
    /talent community/i,
    [
      navto('/talent-community', 'Open the talent community page'),
      ACCEPT_COOKIES,
      input('#email', 'qa+talent@acme-group.com', 'Type an email'),
      check('#privacy-consent', 'Tick the privacy consent box'),
      click('#join', 'Join the talent community', '/talent-community/welcome'),
    ],
  ],
  [
    /sale landing/i,
    [
      navto('/', 'Open the sale homepage'),
      ACCEPT_COOKIES,
      click('.hero a', 'Open the summer sale', '/sale'),
      click('.product-tile:first-child .quick-add', 'Quick-add the first product'),
      click('a.mini-cart__checkout', 'Go to the cart', '/cart'),
    ],
  ],
  [
    /promo banner/i,
    [
      navto('/', 'Open the sale homepage'),
      ACCEPT_COOKIES,
      click('.promo-banner a', 'Click the promo banner', '/sale/tents'),
      watch(2, 'Wait for campaign tags'),
    ],
  ],
  [
    /contact form/i,
    [
      navto('/contact', 'Open the contact page'),
      ACCEPT_COOKIES,
      input('#name', 'QA Robot', 'Type a name'),
      input('#message', 'Automated test, please ignore', 'Type a message'),
      check('#privacy', 'Tick the privacy notice'),
      click('#send', 'Send the message', '/contact/thanks'),
    ],
  ],
];
const genericScript: Step[] = [navto('/', 'Open the homepage'), ACCEPT_COOKIES, watch(3, 'Wait for tags')];
/** Steps that lengthen a short script: wait, look around, come back. */
const fillers: Step[] = [
  watch(2, 'Wait for late tags'),
  click('footer a[href="/about"]', 'Open "About us"', '/about'),
  check('#cookie-preferences-analytics', 'Tick the analytics preference'),
  click('header a.logo', 'Go back to the homepage', '/'),
  watch(3, 'Wait for session recording'),
  click('a[href="/help"]', 'Open help', '/help'),
  watch(2, 'Wait for the chat widget'),
];

function toAction(step: Step, host: string, sequence: number, id: number): JourneyActionRow {
  const base = { id, sequence, description: step.label };
  switch (step.type) {
    case 'navto':
      return { ...base, actionType: 'navto', url: `https://${host}${step.path}` };
    case 'click':
      return {
        ...base,
        actionType: 'click',
        selectors: [{ selectorType: 'css', value: step.selector }],
        preventNavigation: step.to === undefined,
      };
    case 'input':
      return {
        ...base,
        actionType: 'input',
        selectors: [{ selectorType: 'css', value: step.selector }],
        value: step.value,
      };
    case 'watch':
      return { ...base, actionType: 'watch', seconds: step.seconds };
    case 'check':
      return { ...base, actionType: 'check', selectors: [{ selectorType: 'css', value: step.selector }] };
  }
}

/**
 * The script of a journey: its kind's steps, trimmed or lengthened to `count` actions, on the
 * journey's site. Ids come from `nextId` in order; `destinations` maps the id of each click that
 * leads to another page to that page's address.
 */
export function journeyScript(name: string, host: string, count: number, nextId: () => number) {
  const steps = [...(scripts.find(([pattern]) => pattern.test(name))?.[1] ?? genericScript)];
  for (let i = 0; steps.length < count; i++) steps.push(fillers[i % fillers.length]!);
  const destinations = new Map<number, string>();
  const actions = steps.slice(0, Math.max(1, count)).map((step, sequence) => {
    const action = toAction(step, host, sequence, nextId());
    if (step.type === 'click' && step.to !== undefined)
      destinations.set(action.id!, `https://${host}${step.to}`);
    return action;
  });
  return { actions, destinations };
}

/** True for the step that accepts the consent banner. */
export function isConsentClick(action: JourneyActionRow): boolean {
  return (
    action.actionType === 'click' &&
    /accept/i.test(action.description ?? '') &&
    /cookie|consent/i.test(action.description ?? '')
  );
}

/**
 * Where an action leads: a navigate action's URL, or for a click that is allowed to navigate, its
 * known destination (or a path on the current page's site made from its description).
 */
export function navigationTarget(
  action: JourneyActionRow,
  currentUrl: string | undefined,
  destinations: ReadonlyMap<number, string>,
): string | undefined {
  if (action.actionType === 'navto') return action.url;
  if (action.actionType !== 'click' || action.preventNavigation !== false) return undefined;
  const known = action.id !== undefined ? destinations.get(action.id) : undefined;
  if (known) return known;
  const origin = currentUrl ? new URL(currentUrl).origin : undefined;
  const slug = (action.description ?? 'next')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return origin ? `${origin}/${slug}` : undefined;
}
