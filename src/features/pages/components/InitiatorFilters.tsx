import { Checkbox, Group, Select } from '@mantine/core';
import type { InitiatorsFilter } from '@/api/pages/network-schemas';
import { SearchBox } from './SearchBox';

const statuses = [
  { value: 'good', label: 'Good (2xx)' },
  { value: 'redirects', label: 'Redirects (3xx)' },
  { value: 'broken', label: 'Broken' },
];

/** The initiators filter from the URL: `tags`, `cookies`, `status` and `url` (request URL contains). */
export function filterFromParams(params: URLSearchParams): InitiatorsFilter {
  const status = params.get('status');
  const url = params.get('url')?.trim();
  return {
    ...(params.get('tags') === '1' ? { tagsOnly: true } : {}),
    ...(params.get('cookies') === '1' ? { withCookiesOnly: true } : {}),
    ...(status === 'good' || status === 'redirects' || status === 'broken'
      ? { requestStatusCode: status }
      : {}),
    ...(url ? { requestUrl: { filterType: 'contains' as const, filterValue: url } } : {}),
  };
}

interface InitiatorFiltersProps {
  params: URLSearchParams;
  setParams: (changes: Record<string, string | null>) => void;
}

/** Controls of the initiators filter; every change goes to the URL. */
export function InitiatorFilters({ params, setParams }: InitiatorFiltersProps) {
  return (
    <Group align="flex-end" gap="md">
      <Checkbox
        label="Tags only"
        checked={params.get('tags') === '1'}
        onChange={(event) => setParams({ tags: event.currentTarget.checked ? '1' : null })}
      />
      <Checkbox
        label="Sets cookies"
        checked={params.get('cookies') === '1'}
        onChange={(event) => setParams({ cookies: event.currentTarget.checked ? '1' : null })}
      />
      <Select
        label="Status"
        size="xs"
        w={170}
        placeholder="Any status"
        data={statuses}
        value={statuses.some((status) => status.value === params.get('status')) ? params.get('status') : null}
        onChange={(value) => setParams({ status: value })}
        clearable
      />
      <SearchBox
        label="Request URL contains"
        value={params.get('url') ?? ''}
        onSearch={(url) => setParams({ url: url || null })}
      />
    </Group>
  );
}
