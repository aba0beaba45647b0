import type { AuditLocation, UserAgent } from '@/api/audits/config-schemas';
import type { Domain } from '@/api/domains/schemas';
import { webJourneyFrequencies } from '@/api/web-journeys/schemas';
import { frequencyLabel } from '@/components/journeys/frequency';

type Choice = { value: string; label: string };

/** How often a journey can run, in words. */
export const frequencyChoices: Choice[] = webJourneyFrequencies.map((value) => ({
  value,
  label: frequencyLabel(value),
}));

/** Sub-folders with their site. */
export function domainChoices(domains: readonly Domain[]): Choice[] {
  return domains.map((domain) => ({ value: String(domain.id), label: `${domain.name} (${domain.domain})` }));
}

/** Locations by label, keeping a current value the list does not know. */
export function locationChoices(locations: readonly AuditLocation[], current?: string | null): Choice[] {
  const choices = locations.map((location) => ({ value: location.name, label: location.label }));
  return current && !choices.some((choice) => choice.value === current)
    ? [...choices, { value: current, label: current }]
    : choices;
}

/** Browsers by label, keeping a current user agent the list does not know (with its description). */
export function agentChoices(
  agents: readonly UserAgent[],
  current?: { userAgent?: string | null; userAgentDescription?: string | null },
): Choice[] {
  const choices = agents.map((agent) => ({ value: agent.name, label: agent.label }));
  const value = current?.userAgent;
  return value && !choices.some((choice) => choice.value === value)
    ? [...choices, { value, label: current.userAgentDescription || value }]
    : choices;
}

/** The label of a user agent among the choices. */
export function agentLabel(choices: readonly Choice[], value: string): string | undefined {
  return choices.find((choice) => choice.value === value)?.label;
}
