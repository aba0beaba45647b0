import { Anchor, Group, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PageRef } from '@/api/pages/queries';
import type { PageInfo } from '@/api/pages/schemas';
import { QueryView } from '@/components/feedback/QueryView';
import { formatCount } from '@/lib/format';
import { titleText, urlPath } from '../format';
import { Figure } from './Figure';
import { HttpStatusBadge } from '@/components/status/HttpStatusBadge';
import { RuleResultsSection } from './RuleResultsSection';
import { SafeUrl } from '@/components/text/SafeUrl';
import { ScreenshotImage } from '@/components/media/ScreenshotImage';
import { WebVitalsTable } from './WebVitalsTable';
import { paths } from '@/lib/routes';
import { pageDetailsQueries } from '../prefetch';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

function LinkFigures({ page, info }: { page: PageRef; info: PageInfo }) {
  const links = info.links;
  if (!links) return <Text size="sm">The service sent no link counts for this page.</Text>;
  const from = links.linksFromThisPageV2;
  const href = (query: Record<string, string>) => paths.page({ ...page, tab: 'links', search: query });
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      <Figure
        label="Links to this page"
        value={formatCount(Math.max(links.linkToInitialUrlCount, links.linkToFinalUrlCount))}
        note={`${formatCount(links.linkToInitialUrlCount)} to the initial URL, ${formatCount(links.linkToFinalUrlCount)} to the final URL`}
        to={href({ dir: 'to' })}
      />
      {from && (
        <>
          <Figure
            label="Audited pages linked"
            value={formatCount(from.scannedInternalSuccessfulPageCount + from.scannedInternalBrokenPageCount)}
            note={`${formatCount(from.scannedInternalBrokenPageCount)} broken`}
            to={href({ dir: 'from', types: 'internal' })}
          />
          <Figure
            label="External links"
            value={formatCount(from.scannedExternalSuccessfulPageCount + from.scannedExternalBrokenPageCount)}
            note={`${formatCount(from.scannedExternalBrokenPageCount)} broken`}
            to={href({ dir: 'from', types: 'external' })}
          />
          <Figure
            label="Links not audited"
            value={formatCount(from.unscannedInternaLinkCount + from.unscannedExternaLinkCount)}
            note={`${formatCount(from.unscannedInternaLinkCount)} internal, ${formatCount(from.unscannedExternaLinkCount)} external`}
            to={href({ dir: 'from', types: 'unaudited' })}
          />
        </>
      )}
    </SimpleGrid>
  );
}

function RedirectChain({ info }: { info: PageInfo }) {
  const hops = info.redirects ?? [];
  if (hops.length === 0) return <Text size="sm">The page loaded without redirects.</Text>;
  return (
    <List type="ordered" spacing={4}>
      {hops.map((hop, index) => (
        <List.Item key={index}>
          <Group gap="xs" wrap="nowrap" align="baseline">
            <HttpStatusBadge code={hop.statusCode} />
            <SafeUrl url={hop.url} />
            <Text size="xs" c="dimmed">
              {hop.type === 'CLIENT_SIDE' ? 'client-side redirect' : 'server-side redirect'}
            </Text>
          </Group>
        </List.Item>
      ))}
      <List.Item>
        <Group gap="xs" wrap="nowrap" align="baseline">
          <HttpStatusBadge code={info.finalStatusCode} />
          <SafeUrl url={info.finalPageUrl} />
          <Text size="xs" c="dimmed">
            final URL
          </Text>
        </Group>
      </List.Item>
    </List>
  );
}

/** The overview tab: links in and out, parent page, screenshot, redirects, web vitals, actions and rules. */
export function InfoTab({ page }: { page: PageRef }) {
  const info = useQuery(pageDetailsQueries(page).info);
  return (
    <QueryView query={info} errorTitle="Could not load the page overview" loading={<Skeleton height={300} />}>
      {(data) => (
        <Stack gap="lg">
          <Section title="Links">
            <LinkFigures page={page} info={data} />
          </Section>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Section title="Parent page">
              {data.parent?.pageId ? (
                <Stack gap={2}>
                  <Text size="sm">The crawler found this page on:</Text>
                  <Anchor
                    component={Link}
                    to={paths.page({ ...page, pageId: data.parent.pageId })}
                    ff="monospace"
                    size="sm"
                  >
                    {urlPath(data.parent.pageUrl) ?? data.parent.pageId}
                  </Anchor>
                </Stack>
              ) : (
                <Text size="sm">This is a starting page of the audit.</Text>
              )}
            </Section>
            <Section title="Screenshot">
              <ScreenshotImage
                screenshot={data.screenshot}
                alt={`Screenshot of ${titleText(data.title) ?? data.finalPageUrl ?? 'the page'}`}
              />
            </Section>
          </SimpleGrid>
          <Section title="Redirect chain">
            <RedirectChain info={data} />
          </Section>
          <Section title="Web vitals">
            {data.webVitalsSummary ? (
              <WebVitalsTable
                summary={data.webVitalsSummary}
                fileName={`page-${page.pageId}-web-vitals.csv`}
              />
            ) : (
              <Text size="sm">No web vitals were measured on this page.</Text>
            )}
          </Section>
          <Section title="On-page actions">
            {data.onPageActionResults?.length ? (
              <List spacing={4}>
                {data.onPageActionResults.map((result) => (
                  <List.Item key={result.auditActionSnapshotId}>
                    <Text size="sm" c="red.8" span fw={600}>
                      Failed:
                    </Text>{' '}
                    <Text size="sm" span>
                      {result.failureMessage}
                    </Text>
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm">No on-page action failed on this page.</Text>
            )}
          </Section>
          <RuleResultsSection page={page} />
        </Stack>
      )}
    </QueryView>
  );
}
