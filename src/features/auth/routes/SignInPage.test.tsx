import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '@/api/session';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

const { scenario } = routeTestMock();

const keyField = () => screen.getByLabelText(/^API key/, { selector: 'input' });
const urlField = () => screen.getByRole('textbox', { name: 'Service URL' });

describe('/sign-in', () => {
  it('explains an empty key and a non-http service URL at the fields, keeping what was typed', async () => {
    renderRoute('/sign-in', { signedIn: false });
    await screen.findByRole('heading', { name: 'Sign in' });
    await userEvent.clear(urlField());
    await userEvent.type(urlField(), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your API key')).toBeInTheDocument();
    expect(screen.getByText('Enter the service address, starting with https://')).toBeInTheDocument();
    expect(urlField()).toHaveValue('javascript:alert(1)');
    expect(getSession().apiKey).toBeNull();
  });

  it("says at the field when the site's security policy does not allow the service URL", async () => {
    const policy = document.createElement('meta');
    policy.httpEquiv = 'Content-Security-Policy';
    policy.content = "default-src 'self'; connect-src 'self' http://127.0.0.1:* http://localhost:*";
    document.head.prepend(policy);
    try {
      const { router } = renderRoute('/sign-in', { signedIn: false });
      await screen.findByRole('heading', { name: 'Sign in' });
      await userEvent.clear(urlField());
      await userEvent.type(urlField(), 'https://api.example.com/');
      await userEvent.type(keyField(), 'demo-admin-key');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(
        await screen.findByText(
          "This site's security policy does not allow connecting to https://api.example.com. " +
            'Allowed: this site, http://127.0.0.1:*, http://localhost:*.',
        ),
      ).toBeInTheDocument();
      expect(urlField()).toHaveValue('https://api.example.com/');
      expect(urlField()).toHaveAttribute('aria-invalid', 'true');
      expect(router.state.location.pathname).toBe('/sign-in');
      expect(getSession().apiKey).toBeNull();
    } finally {
      policy.remove();
    }
  });

  it('says when the service refuses the key, and keeps the user on the form', async () => {
    const { router } = renderRoute('/sign-in', { signedIn: false });
    await screen.findByRole('heading', { name: 'Sign in' });
    await userEvent.clear(urlField());
    await userEvent.type(urlField(), 'http://api.test');
    await userEvent.type(keyField(), 'not-a-key');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('This API key was not accepted by the service')).toBeInTheDocument();
    expect(keyField()).toHaveValue('not-a-key');
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(getSession().apiKey).toBeNull();
  });

  it('says that a service on another origin refused the call (cross-origin) and how to serve the dashboard', async () => {
    // What a browser reports when the service sends no CORS headers: the fetch fails with no answer.
    scenario.failingRead('/v2/account', 'network');
    const { router } = renderRoute('/sign-in', { signedIn: false });
    await screen.findByRole('heading', { name: 'Sign in' });
    await userEvent.clear(urlField());
    await userEvent.type(urlField(), 'http://api.test/');
    await userEvent.type(keyField(), 'demo-admin-key');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText(
        'The service at http://api.test refused a call from this page (cross-origin), or could not be ' +
          'reached. Serve the dashboard with npm run serve and SERVICE_URL=http://api.test/ so it calls ' +
          'the service from its own address; see README › Deploying.',
      ),
    ).toBeInTheDocument();
    expect(urlField()).toHaveAttribute('aria-invalid', 'true');
    expect(keyField()).toHaveValue('demo-admin-key');
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(getSession().apiKey).toBeNull();
  });

  it('signs in through a path on this site, as `npm run serve` configures it (/api)', async () => {
    const calls = scenario.requests();
    const { router } = renderRoute('/sign-in?next=%2Fsettings%3Ftab%3Dusers', { signedIn: false });
    await screen.findByRole('heading', { name: 'Sign in' });
    await userEvent.clear(urlField());
    await userEvent.type(urlField(), '/api');
    await userEvent.type(keyField(), 'demo-admin-key');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(getSession()).toEqual({ apiKey: 'demo-admin-key', baseUrl: '/api' });
    expect(calls.urls()[0]).toBe(`${window.location.origin}/api/v2/account`);
  });

  it('refuses a protocol-relative address (//host) as the service URL', async () => {
    renderRoute('/sign-in', { signedIn: false });
    await screen.findByRole('heading', { name: 'Sign in' });
    await userEvent.clear(urlField());
    await userEvent.type(urlField(), '//evil.example/api');
    await userEvent.type(keyField(), 'demo-admin-key');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the service address, starting with https://')).toBeInTheDocument();
    expect(getSession().apiKey).toBeNull();
  });

  it('signs in with a valid key and goes to the page it was asked for', async () => {
    const { router } = renderRoute('/sign-in?next=%2Fsettings%3Ftab%3Dusers', { signedIn: false });
    await screen.findByRole('heading', { name: 'Sign in' });
    await userEvent.clear(urlField());
    await userEvent.type(urlField(), 'http://api.test');
    await userEvent.type(keyField(), 'demo-analyst-key');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(router.state.location.search).toBe('?tab=users');
    expect(getSession()).toEqual({ apiKey: 'demo-analyst-key', baseUrl: 'http://api.test' });
  });

  it('offers both demo users of the embedded demo service, each signing in with one click', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/sign-in?next=%2Fsettings', { signedIn: false, baseUrl: '' });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.getByRole('button', { name: 'Sign in as administrator' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in as analyst' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(getSession()).toEqual({ apiKey: 'demo-analyst-key', baseUrl: '' });
  });

  it('offers no demo users when the app points at a real service', async () => {
    renderRoute('/sign-in', { signedIn: false });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.queryByRole('button', { name: /^Sign in as/ })).not.toBeInTheDocument();
  });

  it('asks a first visit to a deep link to sign in, without saying a session ended', async () => {
    const { router } = renderRoute('/audits?q=shop', { signedIn: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Please sign in again')).not.toBeInTheDocument();
  });

  it('never follows a next= pointing outside the app: it lands on Home', async () => {
    const { router } = renderRoute('/sign-in?next=%2F%2Fevil.example%2F', { signedIn: false });
    await screen.findByRole('heading', { name: 'Sign in' });
    await userEvent.clear(urlField());
    await userEvent.type(urlField(), 'http://api.test');
    await userEvent.type(keyField(), 'demo-admin-key');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
