import { z } from '@/lib/zod';
import type { AuditUpdateInput } from '@/api/audits/config-schemas';
import { auditFiltersInputSchema } from '@/api/audits/config-schemas';
import type { Audit } from '@/api/audits/schemas';
import { getSession } from '@/api/session';
import { isHttpUrl } from '@/lib/url-safety';
import { webhookUrlOptionsFor, webhookUrlProblem } from '@/lib/webhook-url';

/** The starting URLs typed one per line, without blank lines. */
export function startingUrlLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The general settings form: name, starting URLs, schedule, browser and webhook. */
export const generalSchema = z.object({
  name: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, { error: 'Enter a name' }))
    .check(z.maxLength(255, { error: 'Use at most 255 characters' })),
  startingUrls: z.string().check(
    z.superRefine((text, ctx) => {
      const lines = startingUrlLines(text);
      if (lines.length === 0) ctx.addIssue({ code: 'custom', message: 'Enter at least one starting URL' });
      const bad = lines.findIndex((line) => !isHttpUrl(line));
      if (bad >= 0) {
        ctx.addIssue({
          code: 'custom',
          message: `Line ${bad + 1} is not an http(s) address: ${lines[bad]!.slice(0, 80)}`,
        });
      }
    }),
  ),
  frequency: z.string().check(z.minLength(1, { error: 'Choose how often the audit runs' })),
  location: z.string().check(z.minLength(1, { error: 'Choose where the browser runs from' })),
  userAgent: z.string().check(z.minLength(1, { error: 'Choose a browser' })),
  limit: z
    .number({ error: 'Enter the number of pages' })
    .check(z.int({ error: 'Enter a whole number' }))
    .check(z.minimum(1, { error: 'Scan at least 1 page' }))
    .check(z.maximum(100_000, { error: 'Use at most 100,000 pages' })),
  webHookUrl: z.string().check(
    z.superRefine((value, ctx) => {
      const problem = webhookUrlProblem(value, webhookUrlOptionsFor(getSession().baseUrl));
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  ),
});
export type GeneralValues = z.infer<typeof generalSchema>;

/** The form's values for an audit. */
export function generalValues(audit: Audit): GeneralValues {
  return {
    name: audit.name,
    startingUrls: audit.startingUrls.join('\n'),
    frequency: audit.frequency ?? '',
    location: audit.options?.location ?? '',
    userAgent: audit.options?.userAgent ?? '',
    limit: audit.limit,
    webHookUrl: audit.options?.webHookUrl ?? '',
  };
}

/** The options an audit gets unless it says otherwise (AuditOptions' required flags). */
export const defaultAuditOptions = {
  fireTags: true,
  loadFlash: false,
  requestRate: 2,
  stripQueryString: false,
};

/** The PUT /v2/web-audits/{id} body: the audit as it is, with the form's values applied. */
export function auditUpdate(audit: Audit, values: GeneralValues): AuditUpdateInput {
  const filters = auditFiltersInputSchema.safeParse(audit.filters);
  return {
    id: audit.id,
    ownerId: audit.ownerId,
    domainId: audit.domainId,
    name: values.name.trim(),
    limit: values.limit,
    startingUrls: startingUrlLines(values.startingUrls),
    recipients: audit.recipients,
    frequency: values.frequency,
    nextRun: audit.nextRun,
    options: {
      ...defaultAuditOptions,
      ...audit.options,
      location: values.location,
      userAgent: values.userAgent,
      webHookUrl: values.webHookUrl.trim(),
    },
    ...(filters.success ? { filters: filters.data } : {}),
  };
}

/** Where a server validation message about the audit belongs in the form. */
export function generalField(path: string[]): keyof GeneralValues | undefined {
  const [first, second] = path;
  if (first === 'options' && (second === 'webHookUrl' || second === 'location' || second === 'userAgent'))
    return second;
  if (first === 'name' || first === 'startingUrls' || first === 'frequency' || first === 'limit')
    return first;
  return undefined;
}
