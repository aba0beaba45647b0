import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** Read and write query-string parameters; empty values are removed so links stay short. */
export function useSearchParamState() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | null | undefined>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === '') next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [params, update] as const;
}

/** Parse `sort=name,-score` into sort rules. */
export function parseSortParam(value: string | null): Array<{ id: string; desc: boolean }> {
  if (!value) return [];
  return value
    .split(',')
    .filter(Boolean)
    .map((part) => (part.startsWith('-') ? { id: part.slice(1), desc: true } : { id: part, desc: false }));
}

/** Serialise sort rules as `name,-score`. */
export function formatSortParam(rules: ReadonlyArray<{ id: string; desc: boolean }>): string {
  return rules.map((rule) => `${rule.desc ? '-' : ''}${rule.id}`).join(',');
}

/** A table's sorting held in the query string (`sort=name,-score` by default): the rules and their setter. */
export function useSortParam(name = 'sort') {
  const [params, setParams] = useSearchParamState();
  const raw = params.get(name);
  const sorting = useMemo(() => parseSortParam(raw), [raw]);
  const setSorting = useCallback(
    (next: ReadonlyArray<{ id: string; desc: boolean }>) =>
      setParams({ [name]: formatSortParam(next) || null }),
    [setParams, name],
  );
  return [sorting, setSorting] as const;
}
