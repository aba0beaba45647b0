import { parseRouteSearch } from '@/lib/routes/params';
import type { LibraryFilters } from './library';
import { latestRunStates, type LatestRunState } from './library-row';

/** A score bound from the address: a whole number from 0 to 100, else none. */
const scoreBound = (value: string | undefined) => {
  const number = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(number) && number >= 0 && number <= 100 ? number : undefined;
};
const isState = (value: string): value is LatestRunState =>
  (latestRunStates as readonly string[]).includes(value);

/** The library's filters as the address (`/audits?q=…&labels=…&status=…`) holds them. */
export function readFilters(params: URLSearchParams): LibraryFilters {
  const { folder, sub, q, labels, status, scoreMin, scoreMax } = parseRouteSearch('audits', params);
  return {
    text: q,
    labelIds: (labels ?? '').split(',').filter(Boolean).map(Number).filter(Number.isFinite),
    folderId: folder,
    subFolderId: sub,
    states: (status ?? '').split(',').filter(isState),
    scoreMin: scoreBound(scoreMin),
    scoreMax: scoreBound(scoreMax),
  };
}
