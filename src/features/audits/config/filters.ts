import { z } from '@/lib/zod';
import { isValidRegex, type AuditFilters, type AuditFiltersInput } from '@/api/audits/config-schemas';

const pattern = z
  .string()
  .check(z.trim())
  .check(z.minLength(1, { error: 'Enter a pattern' }))
  .check(z.refine(isValidRegex, { error: 'This is not a valid regular expression' }));

/** The URL filters form: include patterns (with an optional page cap each) and exclude patterns. */
export const filtersSchema = z.object({
  include: z.array(
    z.object({
      value: pattern,
      includeLimit: z
        .number({ error: 'Enter 0 or more' })
        .check(z.int())
        .check(z.minimum(0, { error: 'Enter 0 or more' })),
    }),
  ),
  exclude: z.array(z.object({ value: pattern })),
});
export type FiltersValues = z.infer<typeof filtersSchema>;

/** The form's values for stored filters. */
export function filtersValues(filters: AuditFilters): FiltersValues {
  return {
    include: filters.include.map((item) => ({ value: item.value, includeLimit: item.includeLimit })),
    exclude: filters.exclude.map((value) => ({ value })),
  };
}

/** The PUT body for the form's values. */
export function filtersInput(values: FiltersValues): AuditFiltersInput {
  return {
    include: values.include.map((item) => ({ value: item.value.trim(), includeLimit: item.includeLimit })),
    exclude: values.exclude.map((item) => item.value.trim()),
  };
}

/** Where a server validation message about the filters belongs in the form. */
export function filtersField(
  path: string[],
): `include.${number}.value` | `exclude.${number}.value` | undefined {
  const [list, index] = path;
  const position = Number(index);
  if (!Number.isInteger(position)) return undefined;
  if (list === 'include') return `include.${position}.value`;
  if (list === 'exclude') return `exclude.${position}.value`;
  return undefined;
}
