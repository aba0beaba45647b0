import { describe, expect, it } from 'vitest';
import { parseRouteSearch } from '@/lib/routes/params';
import { readStatusFilter, statusCodeProblem, statusFilterBody, statusFilterText } from './page-status';

describe('the pages tab’s status filter', () => {
  it('reads ?status= as a class or one code, and anything else as no filter', () => {
    const status = (search: string) =>
      readStatusFilter(parseRouteSearch('run', new URLSearchParams(search)).status);
    expect(status('status=4xx')).toEqual({ statusClass: '4xx' });
    expect(status('status=5XX')).toEqual({ statusClass: '5xx' });
    expect(status('status=404')).toEqual({ code: 404 });
    expect(status('status=broken')).toEqual({ statusClass: 'broken' });
    expect(status('status=6xx')).toBeUndefined();
    expect(status('status=99')).toBeUndefined();
    expect(status('status=4o4')).toBeUndefined();
    expect(status('')).toBeUndefined();
  });

  it('asks the service for the final status: one code, or the class as a [min, max) range', () => {
    expect(statusFilterBody({ code: 404 })).toEqual({
      filterType: 'specific',
      negated: false,
      filterValue: 404,
    });
    expect(statusFilterBody({ statusClass: '3xx' })).toEqual({
      filterType: 'range',
      negated: false,
      minInclusive: 300,
      maxExclusive: 400,
    });
    expect(statusFilterBody({ statusClass: 'broken' })).toEqual({
      filterType: 'range',
      negated: false,
      minInclusive: 400,
      maxExclusive: 600,
    });
    expect(statusFilterText({ code: 503 })).toBe('503');
    expect(statusFilterText({ statusClass: '2xx' })).toBe('2xx');
  });

  it('says why a typed code is none', () => {
    expect(statusCodeProblem('404')).toBeUndefined();
    expect(statusCodeProblem('600')).toBe('Enter a status code from 100 to 599, such as 404');
    expect(statusCodeProblem('abc')).toBeDefined();
  });
});
