import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ruleQueries } from '@/api/rules/queries';
import { compareNames } from '@/lib/compare';

/** Choose a rule of the library by name (GET /v2/rules/previews); the rules already chosen are left out. */
export function RulePicker({
  exclude,
  onPick,
}: {
  exclude: readonly number[];
  onPick: (ruleId: number) => void;
}) {
  const previews = useQuery(ruleQueries.previews());
  const data = (previews.data ?? [])
    .filter((rule) => !exclude.includes(rule.id))
    .map((rule) => ({ value: String(rule.id), label: rule.name }))
    .sort((a, b) => compareNames(a.label, b.label));
  return (
    <Select
      label="Add a rule by name"
      placeholder={previews.isError ? 'The rule library could not be read' : 'Search the rule library'}
      searchable
      data={data}
      value={null}
      onChange={(value) => value && onPick(Number(value))}
      nothingFoundMessage="No other rule matches"
      w={320}
    />
  );
}
