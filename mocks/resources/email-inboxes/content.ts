import { hash32 } from '../../db/run-data/random';
import type { MessageHeader } from './types';

/** What a kind of campaign email looks like: who sends it, with what, and what it links to. */
export interface Campaign {
  platform: string;
  sender: string;
  subjects: readonly string[];
  site: string;
  paths: readonly string[];
  /** Headers the sending platform adds, explained. */
  headers: ReadonlyArray<Omit<MessageHeader, 'value'> & { value: (seed: number) => string }>;
}

const utm = (campaign: string, content: string) =>
  `utm_source=email&utm_medium=email&utm_campaign=${campaign}&utm_content=${content}`;

/**
 * The links of a message: the campaign's landing pages with tracking parameters, plus the usual
 * footer links (preferences, unsubscribe, privacy) and the social profiles.
 */
export function messageLinks(campaign: Campaign, seed: number, withLinks = true): string[] {
  if (!withLinks) return [];
  const slug = campaign.subjects[0]!.toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 24);
  const pages = campaign.paths.map(
    (path, index) =>
      `https://${campaign.site}${path}?${utm(slug, `block-${index + 1}`)}&mid=${seed % 100_000}`,
  );
  return [
    ...pages,
    `https://${campaign.site}/account/email-preferences?${utm(slug, 'footer')}`,
    `https://${campaign.site}/unsubscribe?token=${(seed * 2654435761) >>> 0}`,
    'https://www.acme-outdoors.com/privacy',
    'https://www.instagram.com/acmeoutdoors',
    'https://www.facebook.com/acmeoutdoors',
  ];
}

/** The HTML body of a message: attacker-controlled text the dashboard only ever shows as text. */
export function messageHtml(subject: string, links: readonly string[], hostile: boolean): string {
  const items = links
    .slice(0, 6)
    .map((link) => `    <tr><td><a href="${link}" style="color:#1b5e20">${link.split('?')[0]}</a></td></tr>`)
    .join('\n');
  const injected = hostile
    ? '\n    <tr><td><script>alert(document.domain)</script><img src=x onerror="alert(1)"><a href="javascript:alert(2)">Claim</a></td></tr>'
    : '';
  return [
    '<!DOCTYPE html>',
    '<html><head><meta charset="utf-8"><title>Acme Outdoors</title></head>',
    '<body style="margin:0;font-family:Helvetica,Arial,sans-serif">',
    '  <table role="presentation" width="600" align="center">',
    `    <tr><td><h1>${subject}</h1></td></tr>`,
    items + injected,
    '    <tr><td><img src="https://email.acme-outdoors.com/open.gif?m=1" width="1" height="1" alt=""></td></tr>',
    '  </table>',
    '</body></html>',
  ].join('\n');
}

/** The explained headers of a message from a campaign. */
export function messageHeaders(campaign: Campaign, seed: number, receivedAt: string): MessageHeader[] {
  return [
    {
      name: 'Message-ID',
      value: `<${hash32(`mid:${seed}`).toString(16)}.${seed}@${campaign.sender.split('@')[1]}>`,
      isId: true,
      vendor: campaign.platform,
      description: 'Unique id the sending platform gave the message',
    },
    {
      name: 'Date',
      value: new Date(receivedAt).toUTCString(),
      isId: false,
      vendor: '',
      description: 'When the message was sent',
    },
    ...campaign.headers.map((header) => ({ ...header, value: header.value(seed) })),
    {
      name: 'List-Unsubscribe',
      value: `<mailto:unsubscribe@${campaign.sender.split('@')[1]}>`,
      isId: false,
      vendor: campaign.platform,
      description: 'One-click unsubscribe address (RFC 8058)',
    },
  ];
}

/** The campaigns the seeded inboxes receive. */
export const campaigns = {
  summerSale: {
    platform: 'Adobe Campaign',
    sender: 'offers@email.acme-outdoors.com',
    subjects: [
      'Summer sale: up to 40% off tents and sleeping bags',
      'Last chance: summer sale ends at midnight',
      'Your summer adventure starts here',
      'Members get early access to the summer sale',
      'New arrivals for hot-weather hiking',
      'Free shipping on orders over $75 this weekend',
    ],
    site: 'summer.acme-outdoors.com',
    paths: ['/shop', '/shop/tents', '/shop/sleeping-bags', '/deals'],
    headers: [
      {
        name: 'X-Adobe-Campaign-Delivery',
        value: (seed: number) => `DM${(seed % 9000) + 1000}`,
        isId: true,
        vendor: 'Adobe Campaign',
        description: 'Delivery id of the campaign',
      },
    ],
  },
  newsletter: {
    platform: 'Salesforce Marketing Cloud',
    sender: 'news@email.acme-outdoors.com',
    subjects: [
      'The Trailhead: 5 hikes for autumn',
      'The Trailhead: gear care before winter',
      'The Trailhead: meet our new ambassadors',
      'The Trailhead: packing lists for every season',
      'The Trailhead: camp cooking made simple',
      'The Trailhead: family-friendly trails',
      'The Trailhead: how to layer for cold weather',
      'The Trailhead: our favourite national parks',
    ],
    site: 'www.acme-outdoors.com',
    paths: ['/blog', '/blog/autumn-hikes', '/shop', '/stores'],
    headers: [
      {
        name: 'X-SFMC-Stack',
        value: () => '7',
        isId: false,
        vendor: 'Salesforce Marketing Cloud',
        description: 'Marketing Cloud stack that sent the message',
      },
      {
        name: 'x-job',
        value: (seed: number) => `${(seed % 900_000) + 100_000}_${(seed % 9000) + 1000}`,
        isId: true,
        vendor: 'Salesforce Marketing Cloud',
        description: 'Send job and list id',
      },
    ],
  },
  orders: {
    platform: 'Klaviyo',
    sender: 'orders@acme-outdoors.com',
    subjects: [
      'Your order #A10482 has shipped',
      'Order confirmation #A10517',
      'Your return has been received',
    ],
    site: 'shop.acme-outdoors.com',
    paths: ['/account/orders', '/help/returns'],
    headers: [
      {
        name: 'X-Kmail-Relay',
        value: (seed: number) => `relay-${seed % 7}`,
        isId: false,
        vendor: 'Klaviyo',
        description: 'Relay that delivered the message',
      },
    ],
  },
  loyalty: {
    platform: 'Braze',
    sender: 'rewards@email.acme-outdoors.com',
    subjects: [
      'Welcome to Acme Rewards',
      'You have 250 points waiting',
      'Your birthday reward is here',
      'Points expire soon',
    ],
    site: 'shop.acme-outdoors.com',
    paths: ['/rewards', '/account', '/shop'],
    headers: [
      {
        name: 'X-Braze-Campaign',
        value: (seed: number) => `cmp_${hash32(`braze:${seed}`).toString(36)}`,
        isId: true,
        vendor: 'Braze',
        description: 'Braze campaign id',
      },
    ],
  },
} satisfies Record<string, Campaign>;
