import { Anchor, Card, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { gridEntityPathTypes, gridEntityTypeNames, type GridEntityPathType } from '@/api/grid/query-schemas';
import { Page } from '@/components/page/Page';
import { paths } from '@/lib/routes';

const descriptions: Record<GridEntityPathType, string> = {
  'web-audit-runs': 'Each run of an audit: when it ran, its status, pages scanned and scores.',
  'web-journey-runs': 'Each run of a web journey: status, actions and failures.',
  pages: 'Every scanned page: URLs, status codes, load times, sizes and counts.',
  cookies: 'Cookies seen on pages: names, domains, party, expiry and size.',
  tags: 'Tags found on pages: vendors, categories, accounts and load times.',
  'tag-variables': 'Variables sent by tags, with their values.',
  links: 'Links between pages, with their targets and status.',
  'network-requests': 'Every network request of a page: URL, method, status, size and timing.',
  'accessibility-issues': 'Accessibility issues by WCAG criterion, impact and page.',
  'browser-logs': 'Browser console messages by level and page.',
  rules: 'Rule results per page: passed or failed, with their conditions.',
};

/** `/grid` (or wherever the lead mounts it): choose the entity type to build a grid report over. */
export function GridEntityPickerPage() {
  return (
    <Page
      title="Grid reports"
      description="Choose the data to build a report over, or open one of the saved reports."
      breadcrumbs={[{ label: 'Grid reports' }]}
      actions={
        <Anchor component={Link} to={paths.grid.savedList()} size="sm">
          Saved reports
        </Anchor>
      }
    >
      <nav aria-label="Data to report on">
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {gridEntityPathTypes.map((type) => (
            <Card component="li" key={type} withBorder radius="md" padding="md">
              <Anchor component={Link} to={paths.grid.builder({ type })} fw={600}>
                {gridEntityTypeNames[type]}
              </Anchor>
              <Text size="sm" c="dimmed" mt={4}>
                {descriptions[type]}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </nav>
    </Page>
  );
}
