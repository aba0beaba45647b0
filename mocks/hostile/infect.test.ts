// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isHttpUrl, safeHref } from '@/lib/url-safety';
import { stripPayloadText } from './disinfect';
import { GIANT_FIELDS_PER_ANSWER, infectAnswer } from './infect';
import { HOSTILE_GIANT_TEXT, carriesPayload, hostileText, scriptUrls, textPayloads } from './payloads';

// The tests read whatever infectAnswer made of their input.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const infect = (value: unknown): any => infectAnswer(value);

const names = (count: number, prefix = 'Item') => Array.from({ length: count }, (_, i) => `${prefix} ${i}`);
const pageUrls = (count: number) =>
  Array.from({ length: count }, (_, i) => `https://www.acme-outdoors.com/products/item-${i}/?ref=${i}`);

describe('infectAnswer: free text', () => {
  it('adds a catalogue payload to names, titles, messages and values, keeping the text', () => {
    const answer = {
      name: 'Checkout funnel',
      pageTitle: 'Home | Acme Outdoors',
      message: 'Consent state: analytics=granted',
      cookieDomain: '.acme-outdoors.com',
      variables: [{ name: 'pageName', value: 'home' }],
    };
    const infected = infect(answer);
    for (const [text, out] of [
      [answer.name, infected.name],
      [answer.pageTitle, infected.pageTitle],
      [answer.message, infected.message],
      [answer.cookieDomain, infected.cookieDomain],
      ['home', infected.variables[0].value],
    ] as const) {
      expect(out).toContain(text);
      expect(carriesPayload(out)).toBe(true);
    }
  });

  it('uses every text payload, CSV formulas at the start and the rest at the end', () => {
    const infected: string[] = infect({ tags: names(400, 'Tag') }).tags;
    for (const payload of textPayloads) {
      const placed = (text: string) =>
        payload.place === 'start' ? text.startsWith(payload.text) : text.endsWith(payload.text);
      expect(infected.filter(placed).length, payload.name).toBeGreaterThan(0);
    }
    expect(infected.every((text) => /^[=+\-@\t\r]/.test(text) === !text.startsWith('Tag'))).toBe(true);
  });

  it('puts the 100 KB text on the first item of a list only, on at most two fields per answer', () => {
    const answer = {
      audits: names(5).map((name) => ({ name, labels: names(3, 'Label').map((label) => ({ name: label })) })),
      folders: names(5).map((name) => ({ name })),
    };
    const infected = infect(answer);
    const giants = JSON.stringify(infected).split(HOSTILE_GIANT_TEXT.slice(0, 40)).length - 1;
    expect(HOSTILE_GIANT_TEXT).toHaveLength(102_400);
    expect(giants).toBe(GIANT_FIELDS_PER_ANSWER);
    expect(infected.audits[0].name).toBe(`Item 0${HOSTILE_GIANT_TEXT}`);
    expect(infected.audits[0].labels[0].name).toBe(`Label 0${HOSTILE_GIANT_TEXT}`);
    expect(
      infected.folders.some((folder: { name: string }) => folder.name.includes(HOSTILE_GIANT_TEXT)),
    ).toBe(false);
  });

  it('keeps patterns compilable where the original compiled', () => {
    const patterns = Array.from({ length: 200 }, (_, i) => `^https://www\\.acme-outdoors\\.com/p${i}/`);
    const infected = infect({
      includeFilters: patterns,
      entries: patterns.map((name) => ({ nameType: 'name_regex', name })),
    });
    for (const pattern of [
      ...infected.includeFilters,
      ...infected.entries.map((e: { name: string }) => e.name),
    ])
      expect(() => new RegExp(pattern)).not.toThrow();
    expect(infected.includeFilters.every(carriesPayload)).toBe(true);
  });
});

describe('infectAnswer: URLs', () => {
  it('gives URL fields a script or data URL, or the https URL with a payload, both kinds', () => {
    const infected = infect({ pages: pageUrls(60).map((url) => ({ url })), startingUrls: pageUrls(4) });
    const urls: string[] = [
      ...infected.pages.map((page: { url: string }) => page.url),
      ...infected.startingUrls,
    ];
    const scripts = urls.filter((url) => scriptUrls.includes(url));
    const https = urls.filter((url) => !scriptUrls.includes(url));
    expect(scripts.length).toBeGreaterThan(5);
    expect(https.length).toBeGreaterThan(5);
    for (const url of scripts) expect(safeHref(url)).toBeUndefined();
    for (const url of https) {
      expect(carriesPayload(url)).toBe(true);
      expect(isHttpUrl(url)).toBe(true);
    }
    expect(https.some((url) => /[?&]xss=/.test(url))).toBe(true);
    expect(https.some((url) => !/[?&]xss=/.test(url))).toBe(true);
  });
});

describe('infectAnswer: what it leaves alone', () => {
  it('keeps ids, dates, enums, numbers, booleans, emails, colours, zones, rules, secrets and paging', () => {
    const answer = {
      id: 'a541f7573069b863',
      auditId: 1001,
      exportUuid: 'b3d5c7e9-0000-4000-8000-000000000001',
      s3Key: 'inline/1/contract.har',
      createdAt: '2026-11-22T22:57:00.000Z',
      updated: '2026-11-22',
      status: 'completed',
      partyType: '3rd_party',
      metricType: 'PAGE_SUMMARY_AVG_PAGE_LOAD_TIME',
      value: 'IN_PROGRESS',
      loadTime: 1234,
      secure: true,
      sameSite: null,
      email: 'avery.chen@acme-outdoors.com',
      emails: ['qa@acme-outdoors.com'],
      label: '#1a2b3c',
      timezone: 'America/New_York',
      name: 'Europe/London',
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO',
      secret: 'c2VjcmV0',
      signature: 't=1,sigv1=abc',
      notes: '',
      screenshotUrl: '/v2/screenshots?token=1',
      metadata: { pagination: { totalCount: 3, lastPageId: 'x' }, headers: [{ name: 'Page title' }] },
    };
    expect(infect(answer)).toEqual(answer);
  });

  it('is deterministic and does not change its input', () => {
    const answer = { audits: names(30).map((name, id) => ({ id, name, url: pageUrls(30)[id] })) };
    const before = structuredClone(answer);
    expect(JSON.stringify(infect(answer))).toBe(JSON.stringify(infect(answer)));
    expect(answer).toEqual(before);
  });

  it('leaves the strings of an object a handler made hostile as the handler wrote them', () => {
    const probe = { name: 'xss_probe', value: `"${hostileText.imgOnerror}`, cookies: [{ name: '_ga' }] };
    const infected = infect(probe);
    expect(infected).toMatchObject({ name: 'xss_probe', value: probe.value });
    expect(carriesPayload(infected.cookies[0].name)).toBe(true);
  });

  it('reads grid cells by the column of their header', () => {
    const answer = {
      metadata: {
        headers: [
          { column: { columnId: 'PAGE_TITLE' } },
          { column: { columnId: 'FINAL_PAGE_URL' } },
          { column: { columnId: 'FINAL_PAGE_STATUS_CODE_TYPE' } },
          { column: { aggregateFunction: 'count_rows' } },
        ],
      },
      rows: [
        ['Home', 'https://www.acme-outdoors.com/', 'ok', 3],
        ['Blog', 'https://www.acme-outdoors.com/blog/', 'broken', 1],
      ],
    };
    const { rows } = infect(answer);
    for (const [index, row] of rows.entries()) {
      const [title, url, type, count] = answer.rows[index]!;
      expect(row[0]).toContain(title);
      expect(carriesPayload(row[0])).toBe(true);
      expect(row[1]).not.toBe(url);
      expect(carriesPayload(row[1])).toBe(true);
      expect(row.slice(2)).toEqual([type, count]);
    }
  });
});

describe('stripPayloadText', () => {
  it('gives back the original text and https URL; a script URL that replaced one stays', () => {
    const texts = names(60, 'Cookie');
    const urls = pageUrls(60);
    const infected = infect({ names: texts, urls });
    expect(infected.names.map(stripPayloadText)).toEqual(texts);
    infected.urls.forEach((url: string, index: number) =>
      expect(stripPayloadText(url)).toBe(scriptUrls.includes(url) ? url : urls[index]),
    );
  });
});
