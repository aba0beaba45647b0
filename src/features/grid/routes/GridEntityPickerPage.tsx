import { Anchor, Card, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { gridEntityPathTypes, gridEntityTypeNames } from '@/api/grid/query-schemas';
import { Page } from '@/components/page/Page';
import { paths } from '@/lib/routes';
import { gridDataSets } from '../data-sets';

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
                {gridDataSets[type].description}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </nav>
    </Page>
  );
}
