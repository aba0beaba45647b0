import { describe, expect, it } from 'vitest';
import { downloadFileName, searchFileNameParts } from './file-name';

describe('downloadFileName', () => {
  it('names what the file holds', () => {
    expect(downloadFileName(['run 50248', 'pages'], 'csv')).toBe('run-50248-pages.csv');
  });

  it('adds the filter and the sort of the query, so different contents never share a name', () => {
    const search = new URLSearchParams('status=404&sort=-load_time&page=3&size=100');
    const parts = searchFileNameParts(search);
    expect(parts).toEqual(['status 404', 'sort load_time desc']);
    const whole = downloadFileName(['run 50248', 'pages', ...parts], 'csv');
    expect(whole).toBe('run-50248-pages-status-404-sort-load-time-desc.csv');
    expect(
      downloadFileName(
        ['run 50248', 'pages', ...searchFileNameParts(new URLSearchParams('sort=load_time'))],
        'csv',
      ),
    ).toBe('run-50248-pages-sort-load-time.csv');
    expect(downloadFileName(['run 50248', 'pages', ...parts, 'page 3 of 9', '100 per page'], 'csv')).toBe(
      'run-50248-pages-status-404-sort-load-time-desc-page-3-of-9-100-per-page.csv',
    );
  });

  it('keeps only letters and digits of names from the data, and cuts long values', () => {
    expect(downloadFileName(['run 1', '../../etc/passwd', 'ünïcode <b>'], 'csv')).toBe(
      'run-1-etc-passwd-unicode-b.csv',
    );
    const long = downloadFileName(['x'.repeat(100)], 'csv');
    expect(long).toBe(`${'x'.repeat(40)}.csv`);
    expect(downloadFileName(['', '***'], 'csv')).toBe('download.csv');
  });

  it("names a table's own sort and page (`pages.sort`) by their last part, leaving paging out", () => {
    expect(searchFileNameParts(new URLSearchParams('pages.sort=-size&pages.page=2&url=shop'))).toEqual([
      'sort size desc',
      'url shop',
    ]);
  });
});
