import { Box, Button, Checkbox, Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  FILTER_KEYS,
  readFilterValues,
  regexProblem,
  type FilterKey,
  type FilterValues,
} from '../url-filters';
import { ChoiceSegments } from '@/components/choice/ChoiceSegments';

type Errors = Partial<Record<FilterKey, string>>;

function validate(values: FilterValues): Errors {
  const errors: Errors = {};
  if (values.url && values.urlMode === 'regex') {
    const problem = regexProblem(values.url);
    if (problem) errors.url = `Not a valid regular expression: ${problem}`;
  }
  if (values.code && !/^[1-5]\d\d$/.test(values.code)) errors.code = 'Enter a status code from 100 to 599';
  for (const [min, max, what] of [
    ['loadMin', 'loadMax', 'load time'],
    ['sizeMin', 'sizeMax', 'size'],
  ] as const) {
    if (values[min] && values[max] && Number(values[min]) > Number(values[max]))
      errors[max] = `The largest ${what} must not be below the smallest`;
  }
  return errors;
}

/** The load time and size ranges, as number fields. */
const RANGE_FIELDS: ReadonlyArray<{ key: FilterKey; label: string; width: number }> = [
  { key: 'loadMin', label: 'Load time from (ms)', width: 150 },
  { key: 'loadMax', label: 'Load time to (ms)', width: 150 },
  { key: 'sizeMin', label: 'Size from (KB)', width: 130 },
  { key: 'sizeMax', label: 'Size to (KB)', width: 130 },
];

const numberField = (value: string) => (value === '' ? '' : Number(value));

interface FilterFormProps {
  search: URLSearchParams;
  setSearch: (changes: Record<string, string | null>) => void;
}

/**
 * The page filters' form: URL contains / regex (negatable), good or broken pages, a final status
 * code, load time and size ranges. Applied to the URL on submit; invalid values get a message at the
 * field and keep what was typed. Its own chunk: most visits never open it.
 */
export function FilterForm({ search, setSearch }: FilterFormProps) {
  const [values, setValues] = useState<FilterValues>(() => readFilterValues(search));
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: FilterKey) => (value: string | number) =>
    setValues((current) => ({ ...current, [key]: String(value) }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSearch(Object.fromEntries(FILTER_KEYS.map((key) => [key, values[key] || null])));
  };

  return (
    <form onSubmit={apply} noValidate aria-label="Page filters">
      <Group align="flex-start" gap="sm" mt="sm" wrap="wrap">
        <TextInput
          label="Page URL"
          placeholder={values.urlMode === 'regex' ? '^https://shop\\.' : 'checkout'}
          w={260}
          value={values.url}
          error={errors.url}
          onChange={(event) => set('url')(event.currentTarget.value)}
        />
        <Box mt={24}>
          <ChoiceSegments
            size="xs"
            aria-label="Match URL by"
            data={[
              { value: 'contains', label: 'Contains' },
              { value: 'regex', label: 'Regex' },
            ]}
            value={values.urlMode || 'contains'}
            onChange={set('urlMode')}
          />
        </Box>
        <Checkbox
          mt={30}
          label="Does not match"
          checked={values.urlNot === '1'}
          onChange={(event) => set('urlNot')(event.currentTarget.checked ? '1' : '')}
        />
        <Select
          label="Pages"
          w={150}
          data={[
            { value: '', label: 'All pages' },
            { value: 'good', label: 'Good pages' },
            { value: 'broken', label: 'Broken pages' },
          ]}
          value={values.status}
          onChange={(value) => set('status')(value ?? '')}
          allowDeselect={false}
        />
        <TextInput
          label="Final status code"
          w={140}
          inputMode="numeric"
          value={values.code}
          error={errors.code}
          onChange={(event) => set('code')(event.currentTarget.value.trim())}
        />
        {RANGE_FIELDS.map(({ key, label, width }) => (
          <NumberInput
            key={key}
            label={label}
            w={width}
            min={0}
            value={numberField(values[key])}
            error={errors[key]}
            onChange={set(key)}
          />
        ))}
        <Button type="submit" mt={24}>
          Apply filters
        </Button>
      </Group>
    </form>
  );
}
