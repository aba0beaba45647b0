// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tagAccountsIn } from './tag-accounts';

describe('tagAccountsIn', () => {
  it.each([
    ['a tag manager container', 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123', ['GTM-ABC123']],
    [
      'a GA4 measurement id',
      'https://region1.google-analytics.com/g/collect?v=2&tid=G-XYZ&en=page_view',
      ['G-XYZ'],
    ],
    [
      'an ads conversion id in the path',
      'https://www.googleadservices.com/pagead/conversion/AW-123456789/',
      ['AW-123456789'],
    ],
    ['a pixel id in its id parameter', 'https://www.facebook.com/tr/?id=1234&ev=PageView', ['1234']],
    ['nothing that reads as an account', 'https://cdn.example.com/app.js?v=3', []],
    ['a parameter holding a URL', 'https://t.example.com/p?id=https%3A%2F%2Fx.example%2F', []],
    ['text that is not a URL', 'not a url', []],
  ])('%s', (_, url, expected) => {
    expect(tagAccountsIn(url)).toEqual(expected);
  });
});
