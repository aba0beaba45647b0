import { z } from '@/lib/zod';
import type { NewAuditInput } from '@/api/audits/config-schemas';
import type { Audit } from '@/api/audits/schemas';
import { serverIssues } from '@/components/form/server-issues';
import { defaultAuditOptions, generalField, generalSchema, generalValues } from '../config/general';
import { readStartingUrls } from './starting-urls';

const MAX_NAME_LENGTH = 255;

/**
 * The new-audit form: the general settings' fields and rules (name, schedule, browser, page limit,
 * webhook), starting URLs checked line by line, where the audit goes, and its labels.
 */
export const newAuditSchema = z.extend(generalSchema, {
  startingUrls: z.string().check(
    z.superRefine((text, ctx) => {
      const list = readStartingUrls(text);
      for (const problem of list.problems) ctx.addIssue({ code: 'custom', message: problem.message });
      if (list.urls.length === 0 && list.problems.length === 0)
        ctx.addIssue({ code: 'custom', message: 'Enter at least one starting URL' });
    }),
  ),
  folderId: z.string().check(z.minLength(1, { error: 'Choose a folder' })),
  domainId: z.string().check(z.minLength(1, { error: 'Choose a sub-folder' })),
  labelIds: z.array(z.string()),
});
export type NewAuditValues = z.infer<typeof newAuditSchema>;

/** A blank form; frequency, location and browser are filled from their option lists once read. */
export const blankAuditValues: NewAuditValues = {
  name: '',
  startingUrls: '',
  frequency: '',
  location: '',
  userAgent: '',
  limit: 100,
  webHookUrl: '',
  folderId: '',
  domainId: '',
  labelIds: [],
};

/** The name a copy of `name` starts with ("Copy of …", within the name's length limit). */
export function copyName(name: string): string {
  return `Copy of ${name}`.slice(0, MAX_NAME_LENGTH);
}

/** The form prefilled from an audit to duplicate: its settings, place and labels, named as a copy. */
export function copyValues(audit: Audit): NewAuditValues {
  return {
    ...generalValues(audit),
    name: copyName(audit.name),
    folderId: String(audit.folderId),
    domainId: String(audit.domainId),
    labelIds: audit.labels.map((label) => String(label.id)),
  };
}

/**
 * The POST /v2/web-audits body for the form's values. A copy keeps its source's recipients and
 * other options (browser size, proxy, cookie rules…); an empty webhook address sends none.
 */
export function newAuditBody(values: NewAuditValues, source?: Audit): NewAuditInput {
  const { webHookUrl: _previous, ...inherited } = source?.options ?? {};
  const webHookUrl = values.webHookUrl.trim();
  return {
    name: values.name.trim(),
    domainId: Number(values.domainId),
    limit: values.limit,
    startingUrls: readStartingUrls(values.startingUrls).urls,
    recipients: source?.recipients ?? [],
    frequency: values.frequency,
    options: {
      ...defaultAuditOptions,
      ...inherited,
      location: values.location,
      userAgent: values.userAgent,
      ...(webHookUrl ? { webHookUrl } : {}),
    },
  };
}

/** A server validation message placed at a field of the form. */
export interface FieldIssue {
  field: keyof NewAuditValues;
  message: string;
}

/**
 * Where the server's validation message at `path` shows on the form: a starting URL's message names
 * the line it was typed on (the body lists the URLs without blanks and repeats).
 */
export function newAuditIssuePlace(values: NewAuditValues) {
  const { lines } = readStartingUrls(values.startingUrls);
  return (path: string[], message: string): FieldIssue | undefined => {
    const [first, second] = path;
    if (first === 'domainId') return { field: 'domainId', message };
    if (first === 'startingUrls') {
      const line = second === undefined ? undefined : lines[Number(second)];
      return { field: 'startingUrls', message: line ? `Line ${line}: ${message}` : message };
    }
    const field = generalField(path);
    return field ? { field, message } : undefined;
  };
}

/** The server's validation report of a refused create, placed at the form's fields. */
export function newAuditFieldIssues(error: unknown, values: NewAuditValues): FieldIssue[] {
  const place = newAuditIssuePlace(values);
  return serverIssues(error).flatMap(({ path, message }) => place(path, message) ?? []);
}
