import { Button, Fieldset, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from '@/lib/zod';
import { tagQueries } from '@/api/tags/queries';
import { isApiError } from '@/api/errors';
import { consentCategories, type ConsentEntryList } from '@/api/resources/consent-categories';
import { resourceQueries } from '@/api/resources/client';
import { geoCountries } from '@/api/resources/geo-countries';
import type { ItemKey } from '@/api/resources/define';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';
import { EmptyState } from '@/components/feedback/EmptyState';
import { SaveFailure } from '@/components/form/SaveFailure';
import { LeaveGuard } from '@/components/form/LeaveGuard';
import { useServerIssues } from '@/components/form/server-issues';
import { useResourceAccess } from '../access';
import { FormField } from '../components/fields';
import { RemoveButton } from '../shared/RemoveButton';
import { useOperationMutation, useOperationQuery } from '../shared/use-operation';
import type { ItemViewProps } from '../types';
import { entryLists, type EntryLookups } from './entry-lists';

/** Tag and country names for the pickers and tables (empty while they load or when unavailable). */
function useLookups(): EntryLookups {
  const tags = useQuery(tagQueries.list());
  const countries = useQuery({ ...resourceQueries(geoCountries).list(), retry: false });
  return {
    tags: (tags.data ?? []).map((tag) => ({ value: tag.id, label: `${tag.name} (${tag.category.name})` })),
    countries: (countries.data ?? []).map((country) => ({
      value: country.countryId,
      label: country.countryName,
    })),
  };
}

function AddEntryForm({
  list,
  itemKey,
  lookups,
}: {
  list: ConsentEntryList;
  itemKey: ItemKey;
  lookups: EntryLookups;
}) {
  const config = entryLists[list];
  const patch = useOperationMutation(consentCategories, `patch-${list}`);
  const form = useForm<FieldValues>({
    resolver: zodResolver(config.schema as z.ZodMiniType<FieldValues, FieldValues>) as Resolver<FieldValues>,
    defaultValues: config.empty,
    mode: 'onTouched',
  });
  // Issues sit at [0, 'value', field]: each shows at its field, the input kept.
  const issues = useServerIssues(form, (path) => (path[1] === 'value' ? path[2] || undefined : undefined));
  const [failure, setFailure] = useState<unknown>(null);
  const submit = form.handleSubmit(async (value) => {
    setFailure(null);
    try {
      await patch.mutateAsync({
        path: { consentCategoryId: itemKey },
        body: [{ op: 'add', path: '/-', value }],
      });
      form.reset(config.empty);
    } catch (error) {
      setFailure(error);
      issues.show(error);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={`Add a ${config.noun}`}>
      <Fieldset legend={`Add a ${config.noun}`}>
        <Stack gap="xs">
          <Group align="flex-start" gap="sm" grow>
            {config.fields(lookups).map((spec) => (
              <FormField key={spec.name} spec={spec} path={spec.name} control={form.control} />
            ))}
          </Group>
          {failure !== null && <SaveFailure error={failure} />}
          <Group>
            <Button
              type="submit"
              leftSection={<IconPlus size={16} aria-hidden />}
              loading={form.formState.isSubmitting}
              disabled={form.formState.isSubmitting}
            >
              Add {config.noun}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
      {form.formState.isDirty && !form.formState.isSubmitting && (
        <LeaveGuard what={`the new ${config.noun}`} />
      )}
    </form>
  );
}

/**
 * One rule list of a consent category (cookies, tags or request domains): the rules in a table,
 * each with Remove, and a form to add one. Every change is a JSON Patch; a removal first tests that
 * the rule is still where it was read, so a list changed meanwhile is reloaded, not damaged.
 */
export function ConsentEntries({ list, item, itemKey }: ItemViewProps<unknown> & { list: ConsentEntryList }) {
  const config = entryLists[list];
  const access = useResourceAccess('consent-categories');
  const canEdit = access.canCall(`patch-${list}`, item);
  const lookups = useLookups();
  const path = { consentCategoryId: itemKey };
  const query = useOperationQuery(consentCategories, list, { path }, config.answer);
  const patch = useOperationMutation(consentCategories, `patch-${list}`);
  const [removing, setRemoving] = useState<number | null>(null);
  const remove = (index: number, entry: Record<string, unknown>) => {
    setRemoving(index);
    patch.mutate(
      {
        path,
        body: [
          { op: 'test', path: `/${index}`, value: entry },
          { op: 'remove', path: `/${index}` },
        ],
      },
      { onSettled: () => setRemoving(null), onError: () => void query.refetch() },
    );
  };
  if (query.isPending) return <Skeleton height={200} />;
  if (query.isError)
    return (
      <ErrorPanel
        error={query.error}
        title={`Could not load the ${config.label.toLowerCase()}`}
        onRetry={() => void query.refetch()}
      />
    );
  const rows = config.rows(query.data as Record<string, unknown>);
  const stale = isApiError(patch.error) && patch.error.status === 409;
  return (
    <Stack gap="md" maw={1000}>
      <Text size="sm" c="dimmed">
        {config.description}
      </Text>
      {rows.length === 0 ? (
        <EmptyState title={`No ${config.label.toLowerCase()}`}>This category lists none yet.</EmptyState>
      ) : (
        <Table aria-label={config.label} striped>
          <Table.Thead>
            <Table.Tr>
              {config.columns.map((column) => (
                <Table.Th key={column.header}>{column.header}</Table.Th>
              ))}
              {canEdit && <Table.Th w={48}>Remove</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((entry, index) => (
              <Table.Tr key={`${index}:${JSON.stringify(entry)}`}>
                {config.columns.map((column) => (
                  <Table.Td key={column.header}>{column.cell(entry, lookups)}</Table.Td>
                ))}
                {canEdit && (
                  <Table.Td>
                    <RemoveButton
                      label={`Remove ${config.noun} ${config.describe(entry, lookups)}`}
                      loading={removing === index}
                      disabled={removing !== null}
                      onClick={() => remove(index, entry)}
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {patch.isError && removing === null && (
        <ErrorPanel
          error={
            stale
              ? 'The list changed since it was loaded; it has been reloaded. Check it and try again.'
              : patch.error
          }
          title="The rule was not removed"
          change
          compact
        />
      )}
      {canEdit && <AddEntryForm list={list} itemKey={itemKey} lookups={lookups} />}
    </Stack>
  );
}
