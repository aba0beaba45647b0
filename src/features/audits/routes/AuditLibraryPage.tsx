import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ChoiceSegments } from '@/components/choice/ChoiceSegments';
import { DataTable } from '@/components/data-table';
import { asOneQuery } from '@/components/feedback/combine-queries';
import { EmptyState } from '@/components/feedback/EmptyState';
import { QueryView } from '@/components/feedback/QueryView';
import { Page } from '@/components/page/Page';
import { useRevealedCount } from '@/components/progressive/useRevealedCount';
import { formatSortParam, parseSortParam, useSearchParamState } from '@/components/url-state/useSearchParam';
import { BulkActions } from '../bulk/BulkActions';
import { SelectionGroup, selectableLibraryColumns } from '../bulk/SelectColumn';
import { auditLibraryColumns } from '@/components/audits/audit-columns';
import { latestRunStates, type LatestRunState } from '@/components/audits/library-row';
import { FlatLibrary } from '../components/FlatLibrary';
import { LibraryFilters } from '../components/LibraryFilters';
import { flatLibrary, groupLibrary, type LibraryFilters as Filters } from '../library';
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

/** A score bound from the address: a whole number from 0 to 100, else none. */
const scoreBound = (value: string | undefined) => {
  const number = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(number) && number >= 0 && number <= 100 ? number : undefined;
};
const isState = (value: string): value is LatestRunState =>
  (latestRunStates as readonly string[]).includes(value);

function readFilters(params: URLSearchParams): Filters {
  const { folder, sub, q, labels, status, scoreMin, scoreMax } = parseRouteSearch('audits', params);
  return {
    text: q,
    labelIds: (labels ?? '').split(',').filter(Boolean).map(Number).filter(Number.isFinite),
    folderId: folder,
    subFolderId: sub,
    states: (status ?? '').split(',').filter(isState),
    scoreMin: scoreBound(scoreMin),
    scoreMax: scoreBound(scoreMax),
  };
}

/** What a sort says in words ("Latest score, highest first"), for the grouped view's note. */
function sortWords(sorting: Array<{ id: string; desc: boolean }>) {
  const rule = sorting[0];
  const column = rule && auditLibraryColumns.find((candidate) => candidate.id === rule.id);
  if (!rule || !column) return undefined;
  return `${String(column.header)}, ${rule.desc ? 'descending' : 'ascending'}`;
}

/** `/audits`: the audit library grouped by folder and sub-folder, filtered and sorted from the URL. */
export function AuditLibraryPage() {
  const [params, setParams] = useSearchParamState();
  const filters = useMemo(() => readFilters(params), [params]);
  const { sort, view } = parseRouteSearch('audits', params);
  const flat = view === 'flat';
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
      ...('subFolderId' in next
        ? { sub: next.subFolderId !== undefined ? String(next.subFolderId) : null }
        : {}),
      ...('states' in next ? { status: next.states?.join(',') || null } : {}),
      ...('scoreMin' in next ? { scoreMin: next.scoreMin !== undefined ? String(next.scoreMin) : null } : {}),
      ...('scoreMax' in next ? { scoreMax: next.scoreMax !== undefined ? String(next.scoreMax) : null } : {}),
    });

  const [audits, folders, domains, labels] = library.data ?? [[], [], [], []];
  const groups = useMemo(
    () => groupLibrary(audits, folders, domains, filters),
    [audits, folders, domains, filters],
  );
  const flatRows = useMemo(
    () => (flat ? flatLibrary(audits, folders, domains, filters) : []),
    [flat, audits, folders, domains, filters],
  );
  const shown = flat ? flatRows.length : groups.reduce((sum, group) => sum + group.count, 0);
  const sortNote = sort !== undefined ? sortWords(sorting) : undefined;
  const onSortingChange = (next: Array<{ id: string; desc: boolean }>) =>
    setParams({ sort: formatSortParam(next) || null });
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
          <ChoiceSegments
            aria-label="Show audits"
            value={flat ? 'flat' : 'grouped'}
            data={[
              { value: 'grouped', label: 'By folder' },
              { value: 'flat', label: 'One list' },
            ]}
            onChange={(value) => setParams({ view: value === 'flat' ? 'flat' : null })}
          />
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
        domains={domains}
        labels={labels}
        onChange={setFilters}
        onClear={() =>
          setParams({
            q: null,
            labels: null,
            folder: null,
            sub: null,
            status: null,
            scoreMin: null,
            scoreMax: null,
          })
        }
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
                {!flat && sortNote && ` · rows in every sub-folder sorted by ${sortNote}`}
              </Text>
              {flat && <FlatLibrary rows={flatRows} sorting={sorting} onSortingChange={onSortingChange} />}
              {!flat && (
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
                                onSortingChange={onSortingChange}
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
              )}
            </Stack>
          )
        }
      </QueryView>
    </Page>
  );
}
