import { parseSortParam } from '@/components/url-state/useSearchParam';
import { isChangeKind, type ChangeKind } from './diff';
import { dimensionIds, isDimensionId, type DimensionId } from './registry';
import { parseId } from '@/lib/routes/params';

/** Parameters of a dimension's view, cleared when another dimension is chosen. */
export const VIEW_PARAMS = ['kind', 'attr', 'from', 'to', 'sort'] as const;

/** What the comparison URL says: the two runs, the dimension and its view (kind, transition, sort). */
export interface CompareState {
  /** Raw `base` and `head` values (validated by the page). */
  base: string | null;
  head: string | null;
  dimension: DimensionId;
  kind: ChangeKind | undefined;
  attribute: string | undefined;
  from: string | undefined;
  to: string | undefined;
  sort: Array<{ id: string; desc: boolean }>;
}

const present = (value: string | null) => (value === null ? undefined : value);

/** Read the comparison from the URL; unknown dimension or kind values fall back to the defaults. */
export function readCompareState(search: URLSearchParams): CompareState {
  const dim = search.get('dim');
  const kind = search.get('kind');
  return {
    base: search.get('base'),
    head: search.get('head'),
    dimension: isDimensionId(dim) ? dim : dimensionIds[0],
    kind: isChangeKind(kind) ? kind : undefined,
    attribute: present(search.get('attr')),
    from: present(search.get('from')),
    to: present(search.get('to')),
    sort: parseSortParam(search.get('sort')),
  };
}

/** The URL changes that open a dimension (its view starts unfiltered), optionally on one change kind. */
export function dimensionChanges(dimension: DimensionId, kind?: ChangeKind): Record<string, string | null> {
  return {
    ...Object.fromEntries(VIEW_PARAMS.map((name) => [name, null])),
    dim: dimension === dimensionIds[0] ? null : dimension,
    kind: kind ?? null,
  };
}

/** A run id from the URL: a whole positive number, else undefined. */
export const runIdOf = (value: string | null): number | undefined => parseId(value);
