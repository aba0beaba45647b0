import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { accountQueries } from '@/api/account/queries';
import type { FoundCensusPage } from '@/api/site-censuses/schemas';
import { DataTable, type ColumnSpec } from '@/components/data-table';
import { QueryView } from '@/components/feedback/QueryView';
import { itemHref } from '../items';
import { censusQuery } from './queries';

type Found = FoundCensusPage['items'][number];

/** Whether the signed-in user is an operator-level administrator (the account answer says so, where the server tells). */
export function useIsOperator(): boolean {
  return useQuery(accountQueries.current()).data?.currentUserIsOpAdmin === true;
}

function columns(accountId: number | undefined): ColumnSpec<Found>[] {
  return [
    { id: 'id', header: 'ID', width: 90, align: 'right', accessor: (row) => row.id },
    {
      id: 'name',
      header: 'Name',
      width: 320,
      accessor: (row) => row.name,
      cell: (row) =>
        row.accountId === accountId ? (
          <Anchor component={Link} to={itemHref('site-censuses', row.id)} size="sm">
            {row.name}
          </Anchor>
        ) : (
          row.name
        ),
    },
    {
      id: 'account',
      header: 'Account',
      width: 160,
      accessor: (row) => (row.accountId === accountId ? 'This account' : `Account ${row.accountId}`),
    },
  ];
}

/** The results of one finder search. */
function FinderResults({ search, accountId }: { search: string; accountId: number | undefined }) {
  const found = useQuery(censusQuery('finder', undefined, { search, pageSize: '100' }));
  return (
    <QueryView
      query={found}
      loading={<Text size="sm">Searching…</Text>}
      errorTitle="The finder could not search"
    >
      {(data) => (
        <DataTable
          label="Censuses found"
          data={data.items}
          columns={columns(accountId)}
          getRowId={(row) => `${row.accountId}-${row.id}`}
          empty="No census matches"
          maxHeight={300}
          columnsMenu={false}
        />
      )}
    </QueryView>
  );
}

/**
 * The census finder (GET /v3/site-censuses/finder): censuses of every account by id or name,
 * for operator-level administrators only — nobody else sees it.
 */
export function CensusFinder() {
  const operator = useIsOperator();
  const account = useQuery(accountQueries.current());
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  if (!operator) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(text.trim());
  };
  return (
    <Paper withBorder p="sm" radius="md" mt="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Find a census in any account
        </Title>
        <Text size="sm" c="dimmed">
          For operator-level administrators: search every account’s censuses by id or name.
        </Text>
        <form onSubmit={submit} aria-label="Find site censuses">
          <Group align="flex-end" gap="xs">
            <TextInput
              label="Census id or name"
              leftSection={<IconSearch size={14} aria-hidden />}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              w={320}
            />
            <Button type="submit" disabled={text.trim() === ''}>
              Find
            </Button>
          </Group>
        </form>
        {search && <FinderResults search={search} accountId={account.data?.id} />}
      </Stack>
    </Paper>
  );
}
