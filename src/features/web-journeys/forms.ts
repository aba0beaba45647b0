import { z } from '@/lib/zod';
import {
  webJourneyFrequencies,
  type WebJourney,
  type WebJourneyFrequency,
  type WebJourneyUpdateInput,
  type WebJourneyV2,
  type WebJourneyV2Input,
} from '@/api/web-journeys/schemas';
import { getSession } from '@/api/session';
import { isHttpUrl } from '@/lib/url-safety';
import { webhookUrlOptionsFor, webhookUrlProblem } from '@/lib/webhook-url';

/** Recipients typed one per line or separated by commas, without blanks or repeats. */
export function emailList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\n,;]/)
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  ];
}

const emailCheck = z.email();
const emails = z.string().check(
  z.superRefine((text, ctx) => {
    const bad = emailList(text).find((entry) => !emailCheck.safeParse(entry).success);
    if (bad) ctx.addIssue({ code: 'custom', message: `“${bad.slice(0, 80)}” is not an email address` });
  }),
);
// The local stub server also takes http to this machine: the form offers it there only.
const webHookUrl = z.string().check(
  z.superRefine((value, ctx) => {
    const problem = webhookUrlProblem(value, webhookUrlOptionsFor(getSession().baseUrl));
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
);
const name = z
  .string()
  .check(z.trim())
  .check(z.minLength(1, { error: 'Enter a name' }))
  .check(z.maxLength(255, { error: 'Use at most 255 characters' }));
const frequency = z.enum(webJourneyFrequencies, { error: 'Choose how often the journey runs' });
const pixels = (what: string) =>
  z
    .number({ error: `Enter the ${what} in pixels` })
    .check(z.int({ error: 'Enter a whole number' }))
    .check(z.minimum(250, { error: 'Use at least 250 pixels' }))
    .check(z.maximum(10_000, { error: 'Use at most 10,000 pixels' }));

/** The "New web journey" form: where it starts, how often, from where, and who is told. */
export const createFormSchema = z.object({
  name,
  domainId: z.string().check(z.minLength(1, { error: 'Choose a sub-folder' })),
  startUrl: z
    .string()
    .check(z.trim())
    .check(z.refine(isHttpUrl, { error: 'Enter an address starting with https:// or http://' })),
  frequency,
  location: z.string().check(z.minLength(1, { error: 'Choose where the browser runs from' })),
  userAgent: z.string().check(z.minLength(1, { error: 'Choose a browser' })),
  emails,
  webHookUrl,
});
export type CreateFormValues = z.infer<typeof createFormSchema>;

/** The body of POST /v2/web-journeys for the form: the first action opens the starting address. */
export function createBody(values: CreateFormValues, userAgentLabel: string | undefined): WebJourneyV2Input {
  const webhook = values.webHookUrl.trim();
  return {
    name: values.name.trim(),
    domainId: Number(values.domainId),
    emails: emailList(values.emails),
    actions: [
      {
        action: 'navto',
        label: 'Open the starting page',
        preventNav: false,
        selectors: [],
        sequence: 0,
        url: values.startUrl.trim(),
      },
    ],
    options: {
      alerts: emailList(values.emails).length > 0,
      browserWidth: /iPhone|Android/.test(values.userAgent) ? 390 : 1366,
      loadFlash: false,
      location: values.location,
      userAgent: values.userAgent,
      ...(userAgentLabel ? { userAgentDescription: userAgentLabel } : {}),
      frequency: values.frequency,
      ...(webhook ? { webHookUrl: webhook } : {}),
    },
  };
}

/** The create form's field that a server validation path belongs to. */
export function createFieldForPath(path: readonly string[]): keyof CreateFormValues | undefined {
  const [first, second] = path;
  if (first === 'options' && second === 'webHookUrl') return 'webHookUrl';
  if (first === 'options' && (second === 'location' || second === 'userAgent' || second === 'frequency'))
    return second;
  if (first === 'actions') return 'startUrl';
  if (first === 'name' || first === 'domainId' || first === 'emails') return first;
  return undefined;
}

/** The settings form: name, notes, place, schedule and browser. */
export const settingsFormSchema = z.object({
  name,
  notes: z.string().check(z.maxLength(10_000, { error: 'Use at most 10,000 characters' })),
  domainId: z.string().check(z.minLength(1, { error: 'Choose a sub-folder' })),
  frequency,
  location: z.string().check(z.minLength(1, { error: 'Choose where the browser runs from' })),
  userAgent: z.string().check(z.minLength(1, { error: 'Choose a browser' })),
  browserWidth: pixels('width'),
  browserHeight: pixels('height'),
  gpcEnabled: z.boolean(),
  blockThirdPartyCookies: z.boolean(),
  vpnEnabled: z.boolean(),
  monitoredByScriptServices: z.boolean(),
});
export type SettingsFormValues = z.infer<typeof settingsFormSchema>;

const isFrequency = (value: string | undefined): value is WebJourneyFrequency =>
  (webJourneyFrequencies as readonly string[]).includes(value ?? '');
const knownFrequency = (value: string | undefined): WebJourneyFrequency =>
  isFrequency(value) ? value : 'paused';

/** The settings form's values for a journey. */
export function settingsValues(journey: WebJourney): SettingsFormValues {
  return {
    name: journey.name,
    notes: journey.notes ?? '',
    domainId: String(journey.domainId),
    frequency: knownFrequency(journey.frequency ?? undefined),
    location: journey.location ?? '',
    userAgent: journey.userAgent ?? '',
    browserWidth: journey.browserWidth ?? 1366,
    browserHeight: journey.browserHeight ?? 768,
    gpcEnabled: journey.gpcEnabled ?? false,
    blockThirdPartyCookies: journey.blockThirdPartyCookies ?? false,
    vpnEnabled: journey.vpnEnabled ?? false,
    monitoredByScriptServices: journey.monitoredByScriptServices ?? false,
  };
}

/** The body of PUT /v3/web-journeys/{id} for the form (empty notes clear them). */
export function settingsBody(
  values: SettingsFormValues,
  userAgentLabel: string | undefined,
): WebJourneyUpdateInput {
  return {
    name: values.name.trim(),
    notes: values.notes.trim() === '' ? null : values.notes,
    domainId: Number(values.domainId),
    frequency: values.frequency,
    location: values.location,
    userAgent: values.userAgent,
    ...(userAgentLabel ? { userAgentDescription: userAgentLabel } : {}),
    browserWidth: values.browserWidth,
    browserHeight: values.browserHeight,
    gpcEnabled: values.gpcEnabled,
    blockThirdPartyCookies: values.blockThirdPartyCookies,
    vpnEnabled: values.vpnEnabled,
    monitoredByScriptServices: values.monitoredByScriptServices,
  };
}

/** The settings form's field that a server validation path belongs to. */
export function settingsFieldForPath(path: readonly string[]): keyof SettingsFormValues | undefined {
  const field = path[0] as keyof SettingsFormValues | undefined;
  return field && field in settingsFormSchema.shape ? field : undefined;
}

/** The notifications form: who is emailed and where the run-completion webhook goes. */
export const notificationsFormSchema = z.object({ emails, alerts: z.boolean(), webHookUrl });
export type NotificationsFormValues = z.infer<typeof notificationsFormSchema>;

/** The notifications form's values for a V2 journey. */
export function notificationValues(journey: WebJourneyV2): NotificationsFormValues {
  return {
    emails: journey.emails.join('\n'),
    alerts: journey.options.alerts,
    webHookUrl: journey.options.webHookUrl ?? '',
  };
}

/**
 * The body of PUT /v2/web-journeys/{journeyId}: the journey as the server sent it (script and
 * options kept), with the new recipients and webhook (an empty address removes it).
 */
export function notificationsBody(journey: WebJourneyV2, values: NotificationsFormValues): WebJourneyV2Input {
  const { webHookUrl: _previous, ...options } = journey.options;
  const webhook = values.webHookUrl.trim();
  return {
    name: journey.name,
    domainId: journey.domainId,
    emails: emailList(values.emails),
    actions: journey.actions,
    options: {
      ...options,
      frequency: isFrequency(options.frequency) ? options.frequency : undefined,
      alerts: values.alerts,
      webHookUrl: webhook,
    },
  };
}

/** The notifications form's field that a server validation path belongs to. */
export function notificationsFieldForPath(
  path: readonly string[],
): keyof NotificationsFormValues | undefined {
  if (path[0] === 'options' && path[1] === 'webHookUrl') return 'webHookUrl';
  if (path[0] === 'options' && path[1] === 'alerts') return 'alerts';
  if (path[0] === 'emails') return 'emails';
  return undefined;
}
