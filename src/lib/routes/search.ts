/** Search parameters a builder accepts: a ready search string (`?a=1`, `a=1` or ''), or name → value (empty values left out). */
export type SearchInput =
  string | URLSearchParams | Readonly<Record<string, string | number | null | undefined>>;

/** The `?…` part of an address for a search input ('' when it holds nothing). */
export function searchText(search: SearchInput | undefined): string {
  if (search === undefined) return '';
  if (typeof search === 'string') return search === '' || search.startsWith('?') ? search : `?${search}`;
  const params = new URLSearchParams(search instanceof URLSearchParams ? search : undefined);
  if (!(search instanceof URLSearchParams))
    for (const [name, value] of Object.entries(search))
      if (value !== undefined && value !== null) params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A path with its search and hash (`#…`) appended. */
export const withSearch = (path: string, search?: SearchInput, hash?: string): string =>
  `${path}${searchText(search)}${hash ? `#${hash}` : ''}`;

/** One path segment, percent-encoded (ids that are text: page ids, item keys, snapshot ids). */
export const segment = (value: string | number): string => encodeURIComponent(String(value));
