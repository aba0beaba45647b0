import { z } from '@/lib/zod';
import { isApiError } from './errors';

// The spec's error body carries `validationReport (object)` and shows nothing of its structure
// (interface-spec.md "Errors"; the reference OpenAPI's ErrorModel says only `type: object`). The
// service's 400s (and the mock's, mocks/lib/route.ts) send `{ valid: false, issues: [{ path,
// message, code }] }`: read that shape leniently. Kept apart from errors.ts, which the first visit
// loads without zod.

/** One issue of a report: where in the request body (`['emails', '0']`, empty: nowhere) and what. */
const validationIssueSchema = z.looseObject({
  path: z.catch(z.array(z.pipe(z.union([z.string(), z.number()]), z.transform(String))), []),
  message: z.string(),
  code: z.catch(z.optional(z.string()), undefined),
});

/** A 400's `validationReport`: an object whose unreadable issues are left out (other keys kept). */
export const validationReportSchema = z.looseObject({
  valid: z.catch(z.optional(z.boolean()), undefined),
  issues: z.pipe(
    z.catch(z.optional(z.array(z.unknown())), undefined),
    z.transform((items) => items?.flatMap((item) => validationIssueSchema.safeParse(item).data ?? [])),
  ),
});

/** The validation report as read. */
export type ValidationReport = z.output<typeof validationReportSchema>;
/** One issue of a validation report. */
export type ValidationIssue = z.output<typeof validationIssueSchema>;

/** Read a validationReport value: `undefined` when it is absent or not an object, never a throw. */
export function parseValidationReport(value: unknown): ValidationReport | undefined {
  return validationReportSchema.safeParse(value).data;
}

/** The validation report of a failed call (`undefined` for other errors and unreadable reports). */
export function validationReportOf(error: unknown): ValidationReport | undefined {
  return isApiError(error) ? parseValidationReport(error.validationReport) : undefined;
}
