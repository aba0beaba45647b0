import { useQuery } from '@tanstack/react-query';
import { tagQueries } from '@/api/tags/queries';
import {
  pageFilterTypes,
  ruleClauses,
  ruleMatchTypes,
  selectorTypes,
  valuelessMatchTypes,
  type RuleMatchType,
} from '@/api/rules/schemas';
import type { Option } from '../types';
import { pageFilterTypeLabels } from '@/components/rules/labels';
import { clauseLabels, matchTypeWords, selectorTypeLabels } from './describe';
import { compareNames } from '@/lib/compare';

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Match types as select choices ("Contains", "Is at least"). */
export const matchTypeOptions: Option[] = ruleMatchTypes.map((value) => ({
  value,
  label: capitalised(matchTypeWords[value]),
}));

/** What a tag condition expects, as select choices: fires, does not fire, or fires with an account that… */
export const tagMatchOptions: Option[] = ruleMatchTypes.map((value) => ({
  value,
  label:
    value === 'IsSet'
      ? 'Fires'
      : value === 'IsNotSet'
        ? 'Does not fire'
        : `Fires with an account that ${matchTypeWords[value]}`,
}));

export const pageFilterTypeOptions: Option[] = pageFilterTypes.map((value) => ({
  value,
  label: pageFilterTypeLabels[value],
}));
export const clauseOptions: Option[] = ruleClauses.map((value) => ({ value, label: clauseLabels[value] }));
export const selectorTypeOptions: Option[] = selectorTypes.map((value) => ({
  value,
  label: selectorTypeLabels[value],
}));

/** Whether a match type compares with a value (all but IsSet and IsNotSet). */
export const takesValue = (matchType: unknown) =>
  typeof matchType === 'string' && !valuelessMatchTypes.includes(matchType as RuleMatchType);

/** The tags the service recognises (GET /v2/tags): choices, and a name for an id. */
export function useTagNames() {
  const tags = useQuery(tagQueries.list());
  const options: Option[] = (tags.data ?? [])
    .map((tag) => ({ value: tag.id, label: tag.name }))
    .sort((a, b) => compareNames(a.label, b.label));
  const names = new Map(options.map((option) => [option.value, option.label]));
  return { options, name: (id: number) => names.get(id) ?? `Tag ${id}` };
}
