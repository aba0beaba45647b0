import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_DAY, TEST_NOW } from '@mocks/lib/test-clock';
import { webhookStore, type DeliveryRow } from '@mocks/webhooks/store';
import { formatDateTime } from '@/lib/format';
import { signWebhook } from '@/lib/webhook-signature';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock({ now: SEED_DAY });
const { scenario } = mock;
// Signing, verifying and rotating read the clock: it stands at a fixed instant (timers stay real).
beforeEach(() => {
  vi.useFakeTimers({ now: TEST_NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
});

const db = () => mock.ref.current;
const store = () => webhookStore(db());

/** Log a delivery of an audit's run, signed now with the current secret (as the mock does). */
async function logDelivery(): Promise<DeliveryRow> {
  const audit = db().audits.all()[0]!;
  const runId = db().runs.get(audit.id)![0]!.id;
  const body = JSON.stringify({ itemId: audit.id, itemType: 'audit', runId });
  const row: DeliveryRow = {
    id: 7,
    sentAt: new Date(TEST_NOW).toISOString(),
    itemType: 'audit',
    itemId: audit.id,
    itemName: audit.name,
    runId,
    url: 'https://hooks.example.com/run-done',
    requestHeaders: {
      'Content-Type': 'application/json',
      'Service-Signature': await signWebhook(store().secret, body),
    },
    body,
    outcome: 'recorded',
  };
  store().deliveries.unshift(row);
  return row;
}

describe('/settings/webhooks', () => {
  it('rotates the secret after a confirmation and shows the new one once, stored nowhere', async () => {
    const user = userEvent.setup();
    const before = store().secret;
    const { router, queryClient } = renderRoute('/settings/webhooks');
    // The first render of the file also loads the route chunks: allow a slow, busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Webhooks' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/A signing secret is set/)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Webhooks' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Settings' })).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('button', { name: 'Rotate signing secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    expect(dialog).toHaveTextContent('The current secret stops working at once');
    // Cancel changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store().secret).toBe(before);

    await user.click(screen.getByRole('button', { name: 'Rotate signing secret' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Rotate the signing secret?' })).getByRole('button', {
        name: 'Rotate secret',
      }),
    );
    const shown = await screen.findByRole('textbox', { name: 'New signing secret' });
    const secret = store().secret;
    expect(secret).not.toBe(before);
    expect(shown).toHaveValue(secret);
    expect(screen.getByText('New signing secret: shown once')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy secret' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(secret);
    expect(
      await screen.findByText(new RegExp(`last rotated ${formatDateTime(TEST_NOW)}`)),
    ).toBeInTheDocument();

    // Not in the URL, storage or the query and mutation caches.
    expect(router.state.location.pathname + router.state.location.search).not.toContain(secret);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(secret);
    expect(JSON.stringify({ ...localStorage })).not.toContain(secret);
    expect(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((q) => q.state.data),
      ),
    ).not.toContain(secret);
    await waitFor(() =>
      expect(
        JSON.stringify(
          queryClient
            .getMutationCache()
            .getAll()
            .map((m) => m.state.data),
        ),
      ).not.toContain(secret),
    );

    // Leaving the page forgets it.
    await router.navigate('/settings/webhooks/verify');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify a webhook' })).toBeInTheDocument();
    await router.navigate('/settings/webhooks');
    expect(await screen.findByText(/last rotated/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'New signing secret' })).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument();
  }, 60_000);

  it('explains to a non-admin that an administrator is needed', async () => {
    renderRoute('/settings/webhooks', scenario.nonAdmin());
    expect(await screen.findByText('An administrator is needed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rotate signing secret' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /check a delivery’s signature/ })).toHaveAttribute(
      'href',
      '/settings/webhooks/verify',
    );
  });

  it('explains a 403 from the service the same way', async () => {
    scenario.failingRead('/v3/webhooks/deliveries', {
      status: 403,
      message: 'Forbidden',
      details: 'Not an administrator',
    });
    renderRoute('/settings/webhooks');
    expect(await screen.findByText('An administrator is needed')).toBeInTheDocument();
  });

  it('shows a refused rotation in the dialog and keeps the old secret', async () => {
    mock.server.use(
      http.post('*/v3/webhooks/rotate-secret', () =>
        HttpResponse.json({ message: 'Forbidden', details: 'Not an administrator' }, { status: 403 }),
      ),
    );
    const user = userEvent.setup();
    renderRoute('/settings/webhooks');
    await user.click(await screen.findByRole('button', { name: 'Rotate signing secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rotate secret' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('needs an administrator');
    expect(screen.queryByRole('textbox', { name: 'New signing secret' })).not.toBeInTheDocument();
  });

  it('says the log is not available when the server answers 404', async () => {
    scenario.failingRead('/v3/webhooks/deliveries', {
      status: 404,
      message: 'Not found',
      details: 'No such operation',
    });
    renderRoute('/settings/webhooks');
    expect(await screen.findByText('The delivery log is not available on this server')).toBeInTheDocument();
    expect(screen.getByText(/does not say whether a signing secret is set/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rotate signing secret' })).toBeInTheDocument();
  });

  it('lists deliveries with their run, address and result; details show the request; Verify accepts it', async () => {
    const delivery = await logDelivery();
    const user = userEvent.setup();
    renderRoute('/settings/webhooks');
    const table = await screen.findByRole('table', { name: 'Webhook deliveries' });
    const run = within(table).getByRole('link', { name: delivery.itemName! });
    expect(run).toHaveAttribute('href', `/audits/${delivery.itemId}/runs/${delivery.runId}`);
    const row = run.closest('tr')!;
    expect(row).toHaveTextContent('https://hooks.example.com/run-done');
    expect(row).toHaveTextContent('Recorded (not sent)');
    expect(row).toHaveTextContent(formatDateTime(TEST_NOW));

    const details = within(row).getByRole('button', { name: 'Details of delivery 7' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await user.click(details);
    expect(within(row).getByRole('button', { name: 'Details of delivery 7' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const headers = await screen.findByRole('table', { name: 'Request headers' });
    expect(within(headers).getByText('Service-Signature')).toBeInTheDocument();
    expect(within(headers).getByText(delivery.requestHeaders['Service-Signature']!)).toBeInTheDocument();
    expect(screen.getByText(delivery.body)).toBeInTheDocument();

    await user.click(within(row).getByRole('link', { name: 'Verify delivery 7' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify a webhook' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Service-Signature header/ })).toHaveValue(
        delivery.requestHeaders['Service-Signature'],
      ),
    );
    expect(screen.getByRole('textbox', { name: /Raw body/ })).toHaveValue(delivery.body);
    await user.click(screen.getByLabelText(/^Signing secret/));
    await user.paste(store().secret);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('verdict')).toHaveTextContent('Valid signature');
  });
});

describe('/settings/webhooks/verify', () => {
  const secret = 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=';
  const body = '{"itemId":1,"itemType":"audit","runId":2}';

  it('states the signature recipe and copies a Node.js or Python receiver', async () => {
    const user = userEvent.setup();
    renderRoute('/settings/webhooks/verify');
    const recipe = await screen.findByRole('region', { name: 'How to verify a delivery' });
    expect(recipe).toHaveTextContent('Key: the signing secret, base64-decoded');
    expect(recipe).toHaveTextContent(
      'Message: the timestamp t, then ., then the raw body exactly as received',
    );
    expect(recipe).toHaveTextContent('Digest: HMAC-SHA256 of the message with the key, base64-encoded');
    expect(recipe).toHaveTextContent('Service-Signature: t=<unix seconds>,sigv1=<signature>');

    await user.click(within(recipe).getByRole('button', { name: 'Copy the Node.js receiver' }));
    expect(await navigator.clipboard.readText()).toContain("req.headers['service-signature']");
    await user.click(within(recipe).getByRole('tab', { name: 'Python' }));
    await user.click(within(recipe).getByRole('button', { name: 'Copy the Python receiver' }));
    expect(await navigator.clipboard.readText()).toContain('self.headers.get("Service-Signature", "")');
  });

  async function fill(values: { secret?: string; header?: string; body?: string }) {
    const user = userEvent.setup();
    renderRoute('/settings/webhooks/verify');
    await screen.findByRole('heading', { level: 1, name: 'Verify a webhook' });
    const fields = {
      secret: screen.getByLabelText(/^Signing secret/),
      header: screen.getByRole('textbox', { name: /Service-Signature header/ }),
      body: screen.getByRole('textbox', { name: /Raw body/ }),
    };
    for (const name of ['secret', 'header', 'body'] as const) {
      if (values[name] === undefined) continue;
      await user.click(fields[name]);
      await user.paste(values[name]);
    }
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    return { user, fields };
  }

  it('asks for the secret and the header, and keeps what was typed', async () => {
    const { fields } = await fill({ secret: 'not base64!', body });
    expect(await screen.findByText(/This is not base64 text/)).toBeInTheDocument();
    expect(screen.getByText('Paste the Service-Signature header')).toBeInTheDocument();
    expect(fields.secret).toHaveValue('not base64!');
    expect(fields.body).toHaveValue(body);
    expect(screen.queryByTestId('verdict')).not.toBeInTheDocument();
  });

  it('accepts a valid signature, also pasted with the header name', async () => {
    await fill({ secret, header: `Service-Signature: ${await signWebhook(secret, body)}`, body });
    expect(await screen.findByTestId('verdict')).toHaveTextContent('Valid signature');
  });

  it('calls a tampered body a mismatch, and clears the verdict when the text changes', async () => {
    const { user, fields } = await fill({
      secret,
      header: await signWebhook(secret, body),
      body: `${body} `,
    });
    const verdict = await screen.findByTestId('verdict');
    expect(verdict).toHaveTextContent('Signature does not match');
    expect(verdict).toHaveTextContent('No sigv1 value matches');
    await user.type(fields.body, '{Backspace}');
    expect(screen.queryByTestId('verdict')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('verdict')).toHaveTextContent('Valid signature');
  });

  it('names a malformed header, and a stale or future timestamp', async () => {
    const { user, fields } = await fill({ secret, header: 'sigv1=YWJjZA==', body });
    expect(await screen.findByTestId('verdict')).toHaveTextContent('Malformed header');
    expect(screen.getByTestId('verdict')).toHaveTextContent('no timestamp t=');

    const now = TEST_NOW / 1000;
    await user.clear(fields.header);
    await user.click(fields.header);
    await user.paste(await signWebhook(secret, body, now - 900));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('verdict')).toHaveTextContent('Timestamp too old');

    await user.clear(fields.header);
    await user.click(fields.header);
    await user.paste(await signWebhook(secret, body, now + 900));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('verdict')).toHaveTextContent('Timestamp in the future');
  });
});
