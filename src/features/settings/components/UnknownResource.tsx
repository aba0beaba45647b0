import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { Page } from '@/components/page/Page';

/** `/settings/<something unknown>`: says so and leads back to the settings index. */
export function UnknownResource({ name }: { name: string }) {
  return (
    <Page title="Not found" breadcrumbs={[{ label: 'Settings', to: '/settings' }, { label: name }]}>
      <EmptyState
        title={`There is no “${name}” in the settings`}
        action={
          <Button component={Link} to="/settings" variant="light">
            All settings
          </Button>
        }
      />
    </Page>
  );
}
