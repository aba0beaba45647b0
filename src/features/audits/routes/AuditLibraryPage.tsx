import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table';
import { asOneQuery } from '@/components/feedback/combine-queries';
import { EmptyState } from '@/components/feedback/EmptyState';
import { QueryView } from '@/components/feedback/QueryView';
import { Page } from '@/components/page/Page';
import { useRevealedCount } from '@/components/progressive/useRevealedCount';
import { formatSortParam, parseSortParam, useSearchParamState } from '@/components/url-state/useSearchParam';
import { BulkActions } from '../bulk/BulkActions';
import { SelectionGroup, selectableLibraryColumns } from '../bulk/SelectColumn';
import { LibraryFilters } from '../components/LibraryFilters';
import { groupLibrary, type LibraryFilters as Filters } from '../library';
import { paths } from '@/lib/routes';
import { parseRouteSearch } from '@/lib/routes/params';
import { auditLibraryQueries } from '../prefetch';

const defaultSort = [{ id: 'name', desc: false }];
/** Sub-folder tables added per frame while the library first renders. */
const SUB_FOLDERS_PER_FRAME = 3;

/** The folders holding the first `count` sub-folders, in order (a folder with none left out). */
function revealFirst<G extends { subFolders: readonly unknown[] }>(groups: readonly G[], count: number): G[] {
  const shown: G[] = [];
  let left = count;
  for (const group of groups) {
    if (left <= 0) break;
    shown.push(
      group.subFolders.length <= left ? group : { ...group, subFolders: group.subFolders.slice(0, left) },
    );
    left -= group.subFolders.length;
  }
  return shown;
}

function readFilters(params: URLSearchParams): Filters {
  const { folder, q, labels } = parseRouteSearch('audits', params);
  return {
    text: q,
    labelIds: (labels ?? '').split(',').filter(Boolean).map(Number).filter(Number.isFinite),
    folderId: folder,
  };
}

/** `/audits`: the audit library grouped by folder and sub-folder, filtered and sorted from the URL. */
export function AuditLibraryPage() {
  const [params, setParams] = useSearchParamState();
  const filters = useMemo(() => readFilters(params), [params]);
  const { sort } = parseRouteSearch('audits', params);
  const sorting = sort !== undefined ? parseSortParam(sort) : defaultSort;
  const reads = auditLibraryQueries();
  const library = useQueries({
    queries: [reads.audits, reads.folders, reads.domains, reads.labels] as const,
    combine: asOneQuery,
  });

  const setFilters = (next: Partial<Filters>) =>
    setParams({
      ...('text' in next ? { q: next.text } : {}),
      ...('labelIds' in next ? { labels: next.labelIds?.join(',') } : {}),
      ...('folderId' in next ? { folder: next.folderId !== undefined ? String(next.folderId) : null } : {}),
    });

  const [audits, folders, domains, labels] = library.data ?? [[], [], [], []];
  const groups = useMemo(
    () => groupLibrary(audits, folders, domains, filters),
    [audits, folders, domains, filters],
  );
  const shown = groups.reduce((sum, group) => sum + group.count, 0);
  const shownAudits = useMemo(
    () => groups.flatMap((folder) => folder.subFolders.flatMap((sub) => sub.rows.map((row) => row.audit))),
    [groups],
  );
  // Sub-folder tables render a few per frame: the first rows paint at once, the rest follow.
  const revealed = useRevealedCount(
    groups.reduce((sum, folder) => sum + folder.subFolders.length, 0),
    SUB_FOLDERS_PER_FRAME,
  );
  const revealedGroups = useMemo(() => revealFirst(groups, revealed), [groups, revealed]);
  const running = audits.filter((audit) => audit.runs[0] && !audit.runs[0].completed).length;

  return (
    <Page
      title="Audits"
      description={
        library.data
          ? `${audits.length} audits in ${folders.length} folders${running ? ` · ${running} running now` : ''}`
          : 'Every audit of the account, by folder and sub-folder'
      }
      actions={
        <Group gap="sm">
          <Anchor component={Link} to={paths.archivedAudits()} size="sm">
            Show archived audits
          </Anchor>
          <Button component={Link} to={paths.newAudit()} leftSection={<IconPlus size={16} aria-hidden />}>
            New audit
          </Button>
        </Group>
      }
    >
      <LibraryFilters
        filters={filters}
        folders={folders}
        labels={labels}
        onChange={setFilters}
        onClear={() => setParams({ q: null, labels: null, folder: null })}
      />
      <QueryView
        query={library}
        inTransition
        errorTitle="Could not load the audit library"
        loading={
          <Stack data-testid="library-loading">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={120} radius="md" />
            ))}
          </Stack>
        }
      >
        {() =>
          audits.length === 0 ? (
            <EmptyState
              title="No audits yet"
              action={
                <Button component={Link} to={paths.newAudit()} mt="xs">
                  Create your first audit
                </Button>
              }
            >
              Audits you create appear here, grouped by folder and sub-folder.
            </EmptyState>
          ) : shown === 0 ? (
            <EmptyState title="No audits match these filters">
              Try a shorter search or fewer labels.
            </EmptyState>
          ) : (
            <Stack gap="lg">
              <Text size="sm" c="dimmed" aria-live="polite">
                Showing {shown} of {audits.length} audits
              </Text>
              <BulkActions
                audits={shownAudits}
                filtered={shown < audits.length}
                choices={{ folders, domains, labels }}
              >
                {revealedGroups.map((folder) => (
                  <section key={folder.id} aria-labelledby={`folder-${folder.id}`}>
                    <Group gap="xs" mb="xs">
                      <Title order={2} size="h3" id={`folder-${folder.id}`}>
                        {folder.name}
                      </Title>
                      <Text size="sm" c="dimmed">
                        {folder.count} audits
                      </Text>
                    </Group>
                    <Stack gap="sm">
                      {folder.subFolders.map((subFolder) => (
                        <Paper key={subFolder.id} withBorder radius="md" p="sm">
                          <Group gap="xs" mb={6}>
                            <Title order={3} size="h5">
                              {subFolder.name}
                            </Title>
                            <Text size="xs" c="dimmed" ff="monospace">
                              {subFolder.domain}
                            </Text>
                          </Group>
                          <SelectionGroup
                            ids={subFolder.rows.map((row) => row.audit.id)}
                            name={`${folder.name} / ${subFolder.name}`}
                          >
                            <DataTable
                              label={`Audits in ${folder.name} / ${subFolder.name}`}
                              data={subFolder.rows}
                              columns={selectableLibraryColumns}
                              getRowId={(row) => String(row.audit.id)}
                              sorting={sorting}
                              onSortingChange={(next) => setParams({ sort: formatSortParam(next) || null })}
                              rowHref={(row) => paths.audit({ auditId: row.audit.id })}
                              maxHeight="none"
                              columnsMenu={false}
                            />
                          </SelectionGroup>
                        </Paper>
                      ))}
                    </Stack>
                  </section>
                ))}
              </BulkActions>
            </Stack>
          )
        }
      </QueryView>
    </Page>
  );
}
