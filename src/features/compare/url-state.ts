import { parseSortParam } from '@/components/url-state/useSearchParam';
import { isChangeKind, type ChangeKind } from '@/api/compare/diff';
import { dimensionIds, isDimensionId, type DimensionId } from '@/api/compare/registry';
import { parseId, parseRouteSearch } from '@/lib/routes/params';

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

/** Read the comparison from the URL; unknown dimension or kind values fall back to the defaults. */
export function readCompareState(search: URLSearchParams): CompareState {
  const { base, head, dim, kind, attr, from, to, sort } = parseRouteSearch('compare', search);
  return {
    base: base ?? null,
    head: head ?? null,
    dimension: dim !== undefined && isDimensionId(dim) ? dim : dimensionIds[0],
    kind: kind !== undefined && isChangeKind(kind) ? kind : undefined,
    attribute: attr,
    from,
    to,
    sort: parseSortParam(sort ?? null),
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
