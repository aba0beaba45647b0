import { Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { startTransition, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { auditQueries } from '@/api/audits/queries';
import { labelQueries } from '@/api/labels/queries';
import type { Domain } from '@/api/domains/schemas';
import type { Folder } from '@/api/folders/schemas';
import type { Label } from '@/api/labels/schemas';
import type { WebAuditSummary } from '@/api/audits/schemas';
import { ChoiceSegments } from '@/components/choice/ChoiceSegments';
import { asOneQuery } from '@/components/feedback/combine-queries';
import { EmptyState } from '@/components/feedback/EmptyState';
import { QueryView, type QueryLike } from '@/components/feedback/QueryView';
import { Page } from '@/components/page/Page';
import { formatSortParam, parseSortParam, useSearchParamState } from '@/components/url-state/useSearchParam';
import { BulkActions } from '../bulk/BulkActions';
import { FlatLibrary } from '../components/FlatLibrary';
import { libraryColumns } from '../components/library-columns';
import { LibraryFilters } from '../components/LibraryFilters';
import { FirstSubFolderPreview } from '../components/FirstSubFolderPreview';
import { LibraryTree } from '../components/LibraryTree';
import { useFirstSubFolder } from '../first-sub-folder';
import { RunFilterState } from '../components/RunFilterState';
import {
  filterLibrary,
  groupLibrary,
  hasAnyFilter,
  hasRunFilter,
  libraryIndex,
  type LibraryFilters as Filters,
} from '../library';
import { useRunFilter } from '../use-run-filter';
import { readFilters } from '../library-url';
import { paths } from '@/lib/routes';
import { parseRouteSearch } from '@/lib/routes/params';
import { auditLibraryQueries } from '../prefetch';

const defaultSort = [{ id: 'name', desc: false }];
const nothing: [WebAuditSummary[], Folder[], Domain[]] = [[], [], []];
const noLabels: Label[] = [];

/** What a sort says in words ("Latest score, descending"), for the grouped view's note. */
function sortWords(sorting: Array<{ id: string; desc: boolean }>) {
  const rule = sorting[0];
  const column = rule && libraryColumns.find((candidate) => candidate.id === rule.id);
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
  const lists = useQueries({
    queries: [reads.audits, reads.folders, reads.domains] as const,
    combine: (results) => asOneQuery(results),
  });
  // The labels (with their audits) and the running count are read once the first rows are on screen
  // (their answers would restart the rows' render), the labels first when a label filter needs them.
  const [rowsShown, setRowsShown] = useState(false);
  const showRows = useCallback(() => startTransition(() => setRowsShown(true)), []);
  const byLabel = (filters.labelIds?.length ?? 0) > 0;
  const labelsRead = useQuery({ ...labelQueries.list(), enabled: byLabel || rowsShown });
  const library: QueryLike<unknown> = byLabel && !labelsRead.isSuccess ? labelsRead : lists;
  const running = useQuery({ ...auditQueries.runningCount(), enabled: rowsShown });
  // Unfiltered and by folder, the first sub-folder shows from its own read before the whole list.
  const firstGroup = useFirstSubFolder(!flat && !lists.data && !hasAnyFilter(filters));

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

  const [summaries, folders, domains] = lists.data ?? nothing;
  // Labels arriving re-index every audit: in a transition, so that the page stays responsive (at
  // once when a label filter waits for them).
  const deferredLabels = useDeferredValue(labelsRead.data ?? noLabels);
  const labels = byLabel ? (labelsRead.data ?? noLabels) : deferredLabels;
  // The sub-folder filter's choices (3,000 in a large account) are drawn after the first rows.
  const subFolderChoices = useMemo(
    () => (rowsShown ? domains : domains.filter((domain) => domain.id === filters.subFolderId)),
    [rowsShown, domains, filters.subFolderId],
  );
  const index = useMemo(() => libraryIndex(summaries, labels), [summaries, labels]);
  const runFilter = useRunFilter(filters);
  const shownAudits = useMemo(
    () => filterLibrary(index, domains, filters, runFilter.keep),
    [index, domains, filters, runFilter.keep],
  );
  const groups = useMemo(
    () => (flat ? [] : groupLibrary(shownAudits, folders, domains)),
    [flat, shownAudits, folders, domains],
  );
  const shown = shownAudits.length;
  const total = summaries.length;
  const sortNote = sort !== undefined ? sortWords(sorting) : undefined;
  const onSortingChange = (next: Array<{ id: string; desc: boolean }>) =>
    setParams({ sort: formatSortParam(next) || null });
  const runningNow = running.data ? ` · ${running.data} running now` : '';

  return (
    <Page
      title="Audits"
      description={
        lists.data
          ? `${total} audits in ${folders.length} folders${runningNow}`
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
        domains={subFolderChoices}
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
      {labelsRead.isError && (
        <Text size="sm" c="dimmed" role="status">
          Labels could not be read ({labelsRead.error.message}): the label filter and the audits&apos; labels
          are left out.{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => void labelsRead.refetch()}>
            Retry
          </Anchor>
        </Text>
      )}
      {running.isError && (
        <Text size="sm" c="dimmed" role="status">
          Latest runs could not be read from the runs grid ({running.error.message}): status, score and pages
          are left blank.
        </Text>
      )}
      <QueryView
        query={library}
        inTransition
        onShown={showRows}
        errorTitle="Could not load the audit library"
        loading={
          firstGroup ? (
            <FirstSubFolderPreview group={firstGroup} sorting={sorting} onSortingChange={onSortingChange} />
          ) : (
            <Stack data-testid="library-loading">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height={120} radius="md" />
              ))}
            </Stack>
          )
        }
      >
        {() =>
          total === 0 ? (
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
          ) : hasRunFilter(filters) && !runFilter.keep ? (
            <RunFilterState query={runFilter.query} />
          ) : shown === 0 ? (
            <EmptyState title="No audits match these filters">
              Try a shorter search or fewer labels.
            </EmptyState>
          ) : (
            <Stack gap="lg">
              <Text size="sm" c="dimmed" aria-live="polite">
                Showing {shown} of {total} audits
                {!flat && sortNote && ` · rows in every sub-folder sorted by ${sortNote}`}
              </Text>
              {flat ? (
                <FlatLibrary
                  audits={shownAudits}
                  folders={folders}
                  domains={domains}
                  sorting={sorting}
                  onSortingChange={onSortingChange}
                />
              ) : (
                <BulkActions
                  audits={shownAudits}
                  filtered={shown < total}
                  choices={{ folders, domains, labels }}
                >
                  <LibraryTree groups={groups} sorting={sorting} onSortingChange={onSortingChange} />
                </BulkActions>
              )}
            </Stack>
          )
        }
      </QueryView>
    </Page>
  );
}
