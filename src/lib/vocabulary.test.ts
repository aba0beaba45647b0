import { describe, expect, it } from 'vitest';
import { alertMetricLabel, codeWords, contentTypeLabel, listedLabel, valueLabel } from './vocabulary';

describe('the label vocabulary', () => {
  it('puts the service’s coded values in words', () => {
    expect(valueLabel('cookieParty', '1st_party')).toBe('First party');
    expect(valueLabel('cookieParty', '3rd_party')).toBe('Third party');
    expect(valueLabel('cookieExpiration', 'timestamp')).toBe('Persistent');
    expect(valueLabel('cookieExpiration', 'session')).toBe('Session');
    expect(valueLabel('sameSite', 'Empty')).toBe('Not set');
    expect(valueLabel('fileChange', 'new_file')).toBe('New');
  });

  it('gives a value the same words however the service spells it (the grid writes "1st party")', () => {
    expect(valueLabel('cookieParty', '1st party')).toBe('First party');
    expect(valueLabel('cookieExpiration', 'Timestamp')).toBe('Persistent');
    expect(valueLabel('sameSite', 'lax')).toBe('Lax');
    expect(valueLabel('resourceType', 'document')).toBe('Document');
    expect(valueLabel('logLevel', 'warn')).toBe('Warning');
    expect(valueLabel('runStatus', 'completed')).toBe('Completed');
    expect(valueLabel('frequency', 'weekly')).toBe('Weekly');
    expect(listedLabel('frequency', 'every 3 days')).toBe('Every 3 days');
    expect(listedLabel('frequency', 'Team schedule')).toBeUndefined();
  });

  it('puts a value it does not list in words by rule, and no value as an en dash', () => {
    expect(valueLabel('cookieParty', 'shared_4th_party')).toBe('Shared 4th party');
    expect(codeWords('x-unknown')).toBe('Unknown');
    expect(codeWords('FINAL_PAGE_URL')).toBe('Final page URL');
    expect(valueLabel('sameSite', undefined)).toBe('–');
    expect(valueLabel('sameSite', '')).toBe('–');
  });

  it('names an alert metric by its report and what it measures', () => {
    expect(alertMetricLabel('PAGE_SUMMARY_AVG_PAGE_LOAD_TIME')).toBe('Page summary: average page load time');
    expect(alertMetricLabel('PAGE_SUMMARY_WEB_VITALS_P75_LARGEST_CONTENTFUL_PAINT')).toBe(
      'Web vitals: 75th percentile largest contentful paint',
    );
    expect(alertMetricLabel('ACCOUNT_USAGE_THIS_MONTH_WJ_RUN_COUNT')).toBe(
      'Account usage: this month web journey run count',
    );
    expect(alertMetricLabel('NEW_METRIC_KIND')).toBe('New metric kind');
  });

  it('names content types, an unregistered x-unknown one as unknown', () => {
    expect(contentTypeLabel('text/html; charset=utf-8')).toBe('HTML document');
    expect(contentTypeLabel('image/png')).toBe('Image (png)');
    expect(contentTypeLabel('application/x-unknown')).toBe('Unknown type');
    expect(contentTypeLabel('x-unknown')).toBe('Unknown type');
    expect(contentTypeLabel('')).toBe('Unknown type');
    expect(contentTypeLabel('application/wasm')).toBe('application/wasm');
  });
});
