import { Skeleton, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ComponentType } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { isApiError } from '@/api/errors';
import type { PageRef } from '@/api/pages/queries';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';
import { QueryView } from '@/components/feedback/QueryView';
import { Page } from '@/components/page/Page';
import { PageHeader } from '../components/PageHeader';
import { ConsoleTab } from '../components/ConsoleTab';
import { CookiesTab } from '../components/CookiesTab';
import { FileMappingTab } from '../components/FileMappingTab';
import { InfoTab } from '../components/InfoTab';
import { InitiatorsTab } from '../components/InitiatorsTab';
import { LinksTab } from '../components/LinksTab';
import { RequestLogTab } from '../components/RequestLogTab';
import { TagsTab } from '../components/TagsTab';
import { TrendsTab } from '../components/TrendsTab';
import { titleText, urlPath } from '../format';
import { isPageTab, pageTabs, type PageTab } from '../page-tabs';
import { paths } from '@/lib/routes';
import { parseRouteParams } from '@/lib/routes/params';
import { pageDetailsQueries } from '../prefetch';
import { runFact } from '@/components/print/print-facts';

const tabViews: Record<PageTab, ComponentType<{ page: PageRef }>> = {
  info: InfoTab,
  links: LinksTab,
  tags: TagsTab,
  cookies: CookiesTab,
  'request-log': RequestLogTab,
  initiators: InitiatorsTab,
  console: ConsoleTab,
  'file-mapping': FileMappingTab,
  trends: TrendsTab,
};

/** `/audits/:auditId/runs/:runId/pages/:pageId/:tab?`: one page of a run, tab by tab. */
export function PageDetailsPage() {
  const params = useParams();
  const navigate = useNavigate();
  const parsed = parseRouteParams('page', params);
  const valid = parsed !== undefined;
  const auditId = parsed?.auditId ?? 0;
  const runId = parsed?.runId ?? 0;
  const pageId = params.pageId ?? '';
  const tab = params.tab ?? 'info';
  const page = useMemo(() => ({ auditId, runId, pageId }), [auditId, runId, pageId]);
  const reads = pageDetailsQueries(page);
  const info = useQuery({ ...reads.info, enabled: valid });
  const audit = useQuery({ ...reads.audit, enabled: valid });

  const crumbs = [
    { label: 'Audits', to: paths.audits() },
    { label: audit.data?.name ?? `Audit ${params.auditId}`, to: valid ? paths.audit(page) : undefined },
    { label: `Run ${params.runId}`, to: valid ? paths.run(page) : undefined },
  ];
  if (!valid) {
    return (
      <Page title="Page not found" breadcrumbs={crumbs}>
        <ErrorPanel error={new Error('This address does not name a page of a run.')} title="Page not found" />
      </Page>
    );
  }
  if (!isPageTab(tab)) return <Navigate to={paths.page(page)} replace />;

  const url = info.data?.finalPageUrl ?? info.data?.url;
  const notFound = info.isError && isApiError(info.error) && info.error.status === 404;
  const title = titleText(info.data?.title) ?? urlPath(url) ?? (info.isError ? 'Page' : 'Loading page…');
  const Active = tabViews[tab];
  return (
    <Page
      title={notFound ? 'Page not found' : title}
      breadcrumbs={[...crumbs, { label: urlPath(url) ?? pageId }]}
      print={{ audit: audit.data?.name, run: runFact(page.runId) }}
    >
      <QueryView
        query={info}
        errorTitle={notFound ? 'Page not found' : 'Could not load this page'}
        loading={<Skeleton height={150} radius="md" />}
      >
        {(data) => <PageHeader info={data} />}
      </QueryView>
      {!notFound && (
        <Tabs
          value={tab}
          onChange={(next) => next && isPageTab(next) && void navigate(paths.page({ ...page, tab: next }))}
          keepMounted={false}
        >
          <Tabs.List aria-label="Page details">
            {pageTabs.map((item) => (
              <Tabs.Tab key={item.value} value={item.value}>
                {item.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {pageTabs.map((item) => (
            <Tabs.Panel key={item.value} value={item.value} pt="md">
              {item.value === tab && <Active page={page} />}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Page>
  );
}
