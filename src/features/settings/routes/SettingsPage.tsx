import { Skeleton, Stack, Tabs } from '@mantine/core';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { accountQueries } from '@/api/account/queries';
import { domainQueries } from '@/api/domains/queries';
import { folderQueries } from '@/api/folders/queries';
import { labelQueries } from '@/api/labels/queries';
import { userQueries } from '@/api/users/queries';
import { DataTable, type ColumnSpec } from '@/components/data-table';
import { QueryView } from '@/components/feedback/QueryView';
import { Page } from '@/components/page/Page';
import { useSearchParamState } from '@/components/url-state/useSearchParam';
import { AccountUsage } from '../components/AccountUsage';
import { domainColumns, folderColumns, labelColumns, userColumns } from '../components/settings-columns';

const tabs = ['folders', 'sub-folders', 'labels', 'users'] as const;
type Tab = (typeof tabs)[number];
const tabLabels: Record<Tab, string> = {
  folders: 'Folders',
  'sub-folders': 'Sub-folders',
  labels: 'Labels',
  users: 'Users',
};

function ResourceTable<T, K extends QueryKey>({
  options,
  label,
  columns,
  getRowId,
}: {
  options: UseQueryOptions<T[], Error, T[], K>;
  label: string;
  columns: ColumnSpec<T>[];
  getRowId: (row: T) => string;
}) {
  const query = useQuery(options);
  return (
    <QueryView
      query={query}
      errorTitle={`Could not load ${label.toLowerCase()}`}
      loading={<Skeleton height={240} />}
    >
      {(rows) => (
        <DataTable
          label={label}
          data={rows}
          columns={columns}
          getRowId={getRowId}
          csvFileName={`${label.toLowerCase().replace(/\s+/g, '-')}.csv`}
          maxHeight="60vh"
        />
      )}
    </QueryView>
  );
}

/** `/settings`: the account's usage and its folders, sub-folders, labels and users. */
export function SettingsPage() {
  const [params, setParams] = useSearchParamState();
  const tab: Tab = tabs.find((t) => t === params.get('tab')) ?? 'folders';
  const account = useQuery(accountQueries.current());
  const folders = useQuery(folderQueries.list());
  const folderName = (id: number) => folders.data?.find((folder) => folder.id === id)?.name ?? `Folder ${id}`;
  return (
    <Page title="Settings" description={account.data ? `Account ${account.data.name}` : undefined}>
      <QueryView query={account} errorTitle="Could not load the account" loading={<Skeleton height={80} />}>
        {(data) => <AccountUsage account={data} />}
      </QueryView>
      <Tabs
        value={tab}
        onChange={(value) => setParams({ tab: value === 'folders' ? null : value })}
        keepMounted={false}
      >
        <Tabs.List>
          {tabs.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {tabLabels[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Stack pt="md">
          <Tabs.Panel value="folders">
            <ResourceTable
              options={folderQueries.list()}
              label="Folders"
              columns={folderColumns}
              getRowId={(row) => String(row.id)}
            />
          </Tabs.Panel>
          <Tabs.Panel value="sub-folders">
            <ResourceTable
              options={domainQueries.list()}
              label="Sub-folders"
              columns={domainColumns(folderName)}
              getRowId={(row) => String(row.id)}
            />
          </Tabs.Panel>
          <Tabs.Panel value="labels">
            <ResourceTable
              options={labelQueries.list()}
              label="Labels"
              columns={labelColumns}
              getRowId={(row) => String(row.id)}
            />
          </Tabs.Panel>
          <Tabs.Panel value="users">
            <ResourceTable
              options={userQueries.list()}
              label="Users"
              columns={userColumns}
              getRowId={(row) => String(row.id)}
            />
          </Tabs.Panel>
        </Stack>
      </Tabs>
    </Page>
  );
}
