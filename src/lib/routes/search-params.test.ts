import { describe, expect, it } from 'vitest';
import { parseRouteSearch } from './params';

describe('parseRouteSearch', () => {
  it('reads a list’s filter text, ids and sort, with absent or invalid values as none', () => {
    expect(parseRouteSearch('exports', new URLSearchParams('by=12&status=failed&sort=-exported'))).toEqual({
      q: '',
      status: 'failed',
      by: 12,
      sort: '-exported',
    });
    // An id is digits only: "1e3" is no user id (Number() would read 1000).
    expect(parseRouteSearch('exports', new URLSearchParams('by=1e3&q=weekly')).by).toBeUndefined();
    expect(parseRouteSearch('webJourneys', new URLSearchParams('domain=0&q=checkout'))).toMatchObject({
      q: 'checkout',
      domain: undefined,
      frequency: '',
    });
  });

  it('keeps an empty sort apart from none (an emptied sort is not the default)', () => {
    expect(parseRouteSearch('audits', new URLSearchParams('sort=')).sort).toBe('');
    expect(parseRouteSearch('audits', new URLSearchParams('')).sort).toBeUndefined();
  });

  it('reads the comparison’s runs, dimension and view as text for the screen to check', () => {
    const search = new URLSearchParams('base=50032&head=50033&dim=cookies&kind=changed&attr=party');
    expect(parseRouteSearch('compare', search)).toEqual({
      base: '50032',
      head: '50033',
      dim: 'cookies',
      kind: 'changed',
      attr: 'party',
    });
  });
});
