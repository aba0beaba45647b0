import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { z } from '@/lib/zod';
import {
  consentCookieEntriesSchema,
  consentRequestDomainEntriesSchema,
  consentTagEntriesSchema,
  cookieEntryInputSchema,
  requestDomainEntryInputSchema,
  tagEntryInputSchema,
} from '@/api/consent-categories/config-schemas';
import type { ConsentEntryList } from '@/api/resources/consent-categories';
import type { FieldSpec, Option } from '../types';

/** Names of tags and countries, for the pickers and the tables. */
export interface EntryLookups {
  tags: Option[];
  countries: Option[];
}

/** How one rule list of a category is shown and added to. */
export interface EntryListConfig {
  label: string;
  noun: string;
  description: string;
  /** The answer of the list's GET / PATCH, and where its rows are. */
  answer: z.ZodMiniType;
  rows: (answer: Record<string, unknown>) => Array<Record<string, unknown>>;
  /** The add form: its schema (the service's rule schema), first values and fields. */
  schema: z.ZodMiniType;
  empty: Record<string, unknown>;
  fields: (lookups: EntryLookups) => FieldSpec[];
  /** Table columns of a rule. */
  columns: Array<{
    header: string;
    cell: (entry: Record<string, unknown>, lookups: EntryLookups) => ReactNode;
  }>;
  /** A rule in a few words (accessible names of its Remove button). */
  describe: (entry: Record<string, unknown>, lookups: EntryLookups) => string;
}

const matchOptions = (prefix: 'name' | 'domain'): Option[] => [
  { value: `${prefix}_exact_match`, label: 'Exactly' },
  { value: `${prefix}_regex`, label: 'Regular expression' },
  { value: `${prefix}_any`, label: `Any ${prefix}` },
];

/** A pattern and how it matches: "any", or the pattern with a "regex" mark. */
function Pattern({ value, type }: { value: unknown; type: unknown }) {
  if (String(type).endsWith('_any'))
    return (
      <Text size="sm" c="dimmed">
        any
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
        {String(value ?? '')}
      </Text>
      {String(type).endsWith('_regex') && (
        <Badge size="xs" variant="light" color="gray">
          regex
        </Badge>
      )}
    </Group>
  );
}

const nameOf = (options: Option[], id: unknown) =>
  options.find((option) => option.value === id)?.label ?? `#${String(id)}`;

const patternText = (value: unknown, type: unknown) =>
  String(type).endsWith('_any') ? 'any' : String(value ?? '');

/** The three rule lists of a consent category. */
export const entryLists: Record<ConsentEntryList, EntryListConfig> = {
  cookies: {
    label: 'Cookies',
    noun: 'cookie',
    description: 'Cookies matched by name and domain; a pattern can be exact, a regular expression, or any.',
    answer: consentCookieEntriesSchema,
    rows: (answer) => answer.cookies as Array<Record<string, unknown>>,
    schema: cookieEntryInputSchema,
    empty: {
      nameType: 'name_exact_match',
      name: '',
      domainType: 'domain_any',
      domain: '',
      cookieDescription: '',
    },
    fields: () => [
      { name: 'nameType', label: 'Name match', kind: 'select', options: matchOptions('name') },
      { name: 'name', label: 'Cookie name', kind: 'text', mono: true },
      { name: 'domainType', label: 'Domain match', kind: 'select', options: matchOptions('domain') },
      { name: 'domain', label: 'Cookie domain', kind: 'text', mono: true },
      { name: 'cookieDescription', label: 'Description', kind: 'text' },
    ],
    columns: [
      { header: 'Name', cell: (entry) => <Pattern value={entry.name} type={entry.nameType} /> },
      { header: 'Domain', cell: (entry) => <Pattern value={entry.domain} type={entry.domainType} /> },
      {
        header: 'Description',
        cell: (entry) => <Text size="sm">{String(entry.cookieDescription ?? '')}</Text>,
      },
    ],
    describe: (entry) =>
      `${patternText(entry.name, entry.nameType)} on ${patternText(entry.domain, entry.domainType)}`,
  },
  tags: {
    label: 'Tags',
    noun: 'tag',
    description: 'Tags by vendor, on any of their accounts or only on the listed accounts.',
    answer: consentTagEntriesSchema,
    rows: (answer) => answer.tags as Array<Record<string, unknown>>,
    schema: tagEntryInputSchema,
    empty: { tagId: '', anyAccount: true, accounts: [] },
    fields: (lookups) => [
      { name: 'tagId', label: 'Tag', kind: 'select', options: lookups.tags },
      { name: 'anyAccount', label: 'Any account', kind: 'switch' },
      {
        name: 'accounts',
        label: 'Accounts',
        kind: 'text-list',
        mono: true,
        description: 'Account ids (e.g. G-XXXX, a pixel id); press Enter after each',
      },
    ],
    columns: [
      { header: 'Tag', cell: (entry, lookups) => <Text size="sm">{nameOf(lookups.tags, entry.tagId)}</Text> },
      {
        header: 'Accounts',
        cell: (entry) =>
          entry.anyAccount ? (
            <Text size="sm" c="dimmed">
              any account
            </Text>
          ) : (
            <Text size="sm" ff="monospace">
              {(entry.accounts as string[]).join(', ')}
            </Text>
          ),
      },
    ],
    describe: (entry, lookups) => nameOf(lookups.tags, entry.tagId),
  },
  requestDomains: {
    label: 'Request domains',
    noun: 'request domain',
    description: 'Domains requests go to, from any location or only from the listed countries.',
    answer: consentRequestDomainEntriesSchema,
    rows: (answer) => answer.requestDomains as Array<Record<string, unknown>>,
    schema: requestDomainEntryInputSchema,
    empty: { domainType: 'domain_exact_match', domain: '', anyLocation: true, locationIds: [] },
    fields: (lookups) => [
      { name: 'domainType', label: 'Domain match', kind: 'select', options: matchOptions('domain') },
      { name: 'domain', label: 'Request domain', kind: 'text', mono: true },
      { name: 'anyLocation', label: 'Any location', kind: 'switch' },
      { name: 'locationIds', label: 'Countries', kind: 'multiselect', options: lookups.countries },
    ],
    columns: [
      { header: 'Domain', cell: (entry) => <Pattern value={entry.domain} type={entry.domainType} /> },
      {
        header: 'Locations',
        cell: (entry, lookups) => (
          <Text size="sm" c={entry.anyLocation ? 'dimmed' : undefined}>
            {entry.anyLocation
              ? 'any location'
              : ((entry.locationIds as number[] | undefined) ?? [])
                  .map((id) => nameOf(lookups.countries, id))
                  .join(', ')}
          </Text>
        ),
      },
    ],
    describe: (entry) => patternText(entry.domain, entry.domainType),
  },
};
