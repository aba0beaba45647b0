import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { isApiError, isUnavailableOnService } from '@/api/errors';
import { webhookQueries } from '@/api/webhooks/queries';
import { useCurrentUser } from '@/api/account/current-user';
import { EmptyState } from '@/components/feedback/EmptyState';
import { NotAvailable } from '@/components/feedback/NotAvailable';
import { QueryView } from '@/components/feedback/QueryView';
import { Page } from '@/components/page/Page';
import { AdminNeeded } from '../components/AdminNeeded';
import { DeliveryLog } from '../components/DeliveryLog';
import { RotateSecret } from '../components/RotateSecret';
import { SecretStatus } from '../components/SecretStatus';
import { SignatureRecipe } from '../components/SignatureRecipe';
import { SIGNATURE_HEADER } from '@/lib/webhook-signature';
import { paths } from '@/lib/routes';

/** How often the open log looks for new deliveries. */
const REFRESH_MS = 3_000;

/** `/settings/webhooks` (administrators): the signing secret and its rotation, and the delivery log. */
export function WebhooksPage() {
  const { user, isAdmin } = useCurrentUser();
  const knownNonAdmin = user !== undefined && !isAdmin;
  const log = useQuery({
    ...webhookQueries.deliveries(),
    enabled: !knownNonAdmin,
    refetchInterval: (query) => (query.state.error ? false : REFRESH_MS),
  });
  const status = isApiError(log.error) ? log.error.status : undefined;
  const unavailable = isUnavailableOnService(log.error);

  return (
    <Page
      title="Webhooks"
      description="Run-completion webhooks: the signing secret and what was sent"
      breadcrumbs={[{ label: 'Settings', to: paths.settings.index() }, { label: 'Webhooks' }]}
      actions={
        <Button
          component={Link}
          to={paths.settings.verifyWebhook()}
          variant="default"
          leftSection={<IconShieldCheck size={16} aria-hidden />}
        >
          Verify a delivery
        </Button>
      }
    >
      {knownNonAdmin || status === 403 ? (
        <AdminNeeded />
      ) : (
        <Stack gap="xl">
          <Stack gap="sm" component="section" aria-labelledby="signing-secret">
            <Title order={2} size="h3" id="signing-secret">
              Signing secret
            </Title>
            <Text size="sm" c="dimmed">
              Every webhook carries a {SIGNATURE_HEADER} header signed with this secret, so receivers can tell
              it came from the service: see how to verify a delivery below.
            </Text>
            <SecretStatus log={log} unavailable={unavailable} />
            <RotateSecret />
          </Stack>
          <SignatureRecipe />
          <Stack gap="sm" component="section" aria-labelledby="deliveries">
            <Title order={2} size="h3" id="deliveries">
              Deliveries
            </Title>
            {unavailable ? (
              <NotAvailable error={log.error} title="The delivery log is not available on this server">
                This service does not offer a delivery log: see your receiver’s own logs for what arrived. The
                signing secret above can still be rotated.
              </NotAvailable>
            ) : (
              <QueryView
                query={log}
                errorTitle="Could not load the delivery log"
                loading={<Skeleton height={240} radius="md" />}
              >
                {(data) =>
                  data.deliveries.length === 0 ? (
                    <EmptyState title="No deliveries yet">
                      When a run of an audit or web journey that has a webhook address completes, its delivery
                      appears here.
                    </EmptyState>
                  ) : (
                    <DeliveryLog deliveries={data.deliveries} />
                  )
                }
              </QueryView>
            )}
          </Stack>
        </Stack>
      )}
    </Page>
  );
}
