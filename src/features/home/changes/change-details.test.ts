import { describe, expect, it } from 'vitest';
import { diffRuns, type CompareRow } from '@/api/compare/diff';
import type { ChangeItem } from './changes';
import { changeDetail } from './change-details';

const item = (kind: ChangeItem['kind']): ChangeItem => ({
  kind,
  auditId: 7,
  auditName: 'Shop',
  baseRunId: 70,
  headRunId: 71,
  basePages: 3,
  headPages: 4,
  baseAt: '2026-11-20T00:00:00.000Z',
  at: '2026-11-27T00:00:00.000Z',
  from: 1,
  to: 2,
});
const page = (url: string, status: string): CompareRow => ({
  key: url,
  cells: [url],
  values: { status, load: '–' },
});
const search = (href: string) => Object.fromEntries(new URL(href, 'http://x').searchParams);

describe('changeDetail', () => {
  it('counts pages that answered before and answer 4xx/5xx now, and links to that transition', () => {
    const base = [page('/a', '200'), page('/b', '200'), page('/c', '500'), page('/d', '301')];
    const head = [
      page('/a', '404'),
      page('/b', '404'),
      page('/c', '404'),
      page('/d', '500'),
      page('/new', '404'),
    ];
    const detail = changeDetail(item('broken'), diffRuns(base, head, ['status', 'load']))!;
    // /c was already broken and /new is new: neither is newly broken.
    expect(detail.text).toBe('3 pages now answer errors: 404 (2), 500 (1)');
    expect(search(detail.to)).toEqual({
      base: '70',
      head: '71',
      dim: 'pages',
      kind: 'changed',
      attr: 'status',
      from: '200',
      to: '404',
    });
  });

  it('is null when the rise came from something else (a new page that was already broken)', () => {
    const detail = changeDetail(
      item('broken'),
      diffRuns([page('/a', '200')], [page('/a', '200'), page('/n', '404')], ['status']),
    );
    expect(detail).toBeNull();
  });

  it('names new tags and the cookies that became unapproved', () => {
    const tag = (id: string, name: string): CompareRow => ({
      key: id,
      cells: [name, 'Analytics'],
      values: {},
    });
    const tags = changeDetail(
      item('tags'),
      diffRuns([tag('1', 'GA')], [tag('1', 'GA'), tag('2', 'Hotjar')], []),
    )!;
    expect(tags.text).toBe('New tag: Hotjar');
    expect(search(tags.to)).toMatchObject({ dim: 'tags', kind: 'new' });

    const consent = (kind: string, name: string, status: string): CompareRow => ({
      key: `${kind}:${name}`,
      cells: [kind, name, 'example.com'],
      values: { status, category: '–' },
    });
    const cookies = changeDetail(
      item('cookies'),
      diffRuns(
        [consent('Cookie', '_ga', 'Approved'), consent('Tag', 'GA', 'Approved')],
        [
          consent('Cookie', '_ga', 'Unapproved'),
          consent('Tag', 'GA', 'Unapproved'),
          consent('Cookie', '_fbp', 'Unapproved'),
        ],
        ['status', 'category'],
      ),
    )!;
    expect(cookies.text).toBe('_ga became unapproved; 1 new unapproved cookie (_fbp)');
    expect(search(cookies.to)).toMatchObject({
      dim: 'consent-compliance',
      attr: 'status',
      from: 'Approved',
      to: 'Unapproved',
    });
  });
});
