import type { IntegerFilter } from '@/api/reports/common';
import { BROKEN_STATUS_CODES } from '@/api/runs/prefetch';

/**
 * The status classes a run's pages can be narrowed to, as the address spells them (`?status=4xx`);
 * `broken` is 4xx and 5xx together.
 */
export const statusClasses = ['2xx', '3xx', '4xx', '5xx', 'broken'] as const;
export type StatusClass = (typeof statusClasses)[number];

/** What each status class is called where a person picks it. */
export const statusClassLabels: Record<StatusClass, string> = {
  '2xx': '2xx',
  '3xx': '3xx',
  '4xx': '4xx',
  '5xx': '5xx',
  broken: 'Broken (4xx and 5xx)',
};

/** A narrowing of a run's pages by their final status: a class (4xx) or one code (404). */
export type PageStatusFilter = { statusClass: StatusClass } | { code: number };

/** The lowest and highest HTTP status codes. */
const FIRST_CODE = 100;
const LAST_CODE = 599;

const isStatusClass = (value: string): value is StatusClass =>
  (statusClasses as readonly string[]).includes(value);

/** Why a typed status code is not one, or undefined when it is ("404"). */
export function statusCodeProblem(text: string): string | undefined {
  const code = Number(text.trim());
  if (!/^\d+$/.test(text.trim()) || code < FIRST_CODE || code > LAST_CODE)
    return `Enter a status code from ${FIRST_CODE} to ${LAST_CODE}, such as 404`;
  return undefined;
}

/** The filter `?status=` names (`4xx`, `404`), or undefined when it names none or nothing valid. */
export function readStatusFilter(value: string | undefined): PageStatusFilter | undefined {
  const text = value?.trim().toLowerCase() ?? '';
  if (isStatusClass(text)) return { statusClass: text };
  return text !== '' && statusCodeProblem(text) === undefined ? { code: Number(text) } : undefined;
}

/** The filter as `?status=` spells it. */
export const statusFilterText = (filter: PageStatusFilter): string =>
  'code' in filter ? String(filter.code) : filter.statusClass;

/** The filter as the report body's final status code condition: one code, or the class's [min, max) range. */
export function statusFilterBody(filter: PageStatusFilter): IntegerFilter {
  if ('code' in filter) return { filterType: 'specific', negated: false, filterValue: filter.code };
  if (filter.statusClass === 'broken') return BROKEN_STATUS_CODES;
  const first = Number(filter.statusClass[0]) * 100;
  return { filterType: 'range', negated: false, minInclusive: first, maxExclusive: first + 100 };
}
