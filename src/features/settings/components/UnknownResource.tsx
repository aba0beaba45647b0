import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { Page } from '@/components/page/Page';
import { paths } from '@/lib/routes';

/** `/settings/<something unknown>`: says so and leads back to the settings index. */
export function UnknownResource({ name }: { name: string }) {
  return (
    <Page
      title="Not found"
      breadcrumbs={[{ label: 'Settings', to: paths.settings.index() }, { label: name }]}
    >
      <EmptyState
        title={`There is no “${name}” in the settings`}
        action={
          <Button component={Link} to={paths.settings.index()} variant="light">
            All settings
          </Button>
        }
      />
    </Page>
  );
}
