import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '@/api/errors';
import { webhookQueries } from '@/api/webhooks/queries';
import { Page } from '@/components/page/Page';
import { deliverySignature } from '../deliveries';
import { SignatureRecipe } from '../components/SignatureRecipe';
import { VerifierForm } from '../components/VerifierForm';
import { paths } from '@/lib/routes';
import { parseRouteSearch } from '@/lib/routes/params';

/** Why a delivery named in the address could not fill in the form. */
function prefillProblem(error: unknown, id: number): string {
  if (isApiError(error) && error.status === 403)
    return `Delivery ${id} could not be read: the delivery log needs an administrator. Paste its header and body instead.`;
  if (isApiError(error) && error.status === 404)
    return 'This server has no delivery log: paste the header and body your receiver got.';
  return `Delivery ${id} could not be read: ${error instanceof Error ? error.message : 'the request failed'}.`;
}

/** `/settings/webhooks/verify[?delivery=id]`: check a signature; a delivery of the log fills in header and body. */
export function WebhookVerifyPage() {
  const [params] = useSearchParams();
  const deliveryId = parseRouteSearch('webhookVerify', params).delivery;
  const log = useQuery({ ...webhookQueries.deliveries(), enabled: deliveryId !== undefined });
  const delivery = log.data?.deliveries.find((item) => item.id === deliveryId);
  // Keyed by the texts, so a refreshed log does not refill (and overwrite) what the user edited.
  const header = delivery ? deliverySignature(delivery) : undefined;
  const body = delivery?.body;
  const prefill = useMemo(
    () => (header !== undefined && body !== undefined ? { header, body } : undefined),
    [header, body],
  );

  return (
    <Page
      title="Verify a webhook"
      description="Check a delivery’s signature against a signing secret, as a receiver does"
      breadcrumbs={[
        { label: 'Settings', to: paths.settings.index() },
        { label: 'Webhooks', to: paths.settings.webhooks() },
        { label: 'Verify' },
      ]}
    >
      <Stack gap="md">
        {deliveryId !== undefined && log.isPending && <Skeleton height={20} width={280} />}
        {deliveryId !== undefined && log.isError && (
          <Alert color="yellow" variant="light" title="Not filled in">
            {prefillProblem(log.error, deliveryId)}
          </Alert>
        )}
        {deliveryId !== undefined && log.isSuccess && !delivery && (
          <Alert color="yellow" variant="light" title="Not filled in">
            Delivery {deliveryId} is not in the log (it keeps the latest 200).
          </Alert>
        )}
        {delivery && (
          <Text size="sm" c="dimmed">
            Header and body of delivery {delivery.id} are filled in: paste the signing secret it was signed
            with.
          </Text>
        )}
        <VerifierForm prefill={prefill} />
        <SignatureRecipe />
      </Stack>
    </Page>
  );
}
