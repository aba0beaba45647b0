import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { accountQueries } from '@/api/account/queries';
import { accountSchema } from '@/api/account/schemas';
import { request } from '@/api/client';
import { isApiError } from '@/api/errors';
import { defaultBaseUrl, getSession, keyWasRefused, shareSignIn, signIn, signOut } from '@/api/session';
import { safeNextPath } from '@/lib/safe-redirect';
import { signInSchema, type SignInValues } from '../sign-in-schema';
import { DemoSignIn } from '../components/DemoSignIn';

/** The origin of `serviceUrl` when it is not this page's; undefined for this origin (a path, the embedded mock). */
function otherOrigin(serviceUrl: string): string | undefined {
  try {
    const { origin } = new URL(serviceUrl || '/', window.location.href);
    return origin === window.location.origin ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * A call to another origin that fails without an answer is, most of the time, the service refusing
 * cross-origin calls (no CORS headers): the browser only says "Failed to fetch". Say what to do.
 */
const crossOriginMessage = (origin: string, serviceUrl: string) =>
  `The service at ${origin} refused a call from this page (cross-origin), or could not be reached. ` +
  `Serve the dashboard with npm run serve and SERVICE_URL=${serviceUrl.trim()} so it calls the service ` +
  'from its own address; see README › Deploying.';

/**
 * `/sign-in`: API key, service URL and "Remember in this tab"; checks the key before entering. On the
 * embedded demo service, each demo user signs in with one click.
 */
export default function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // The demo user being signed in with one click, to show which button waits.
  const [demoKey, setDemoKey] = useState<string>();
  const embedded = defaultBaseUrl() === '';
  const next = safeNextPath(params.get('next'));
  // A first visit to a deep link asks to sign in; only a key the service refused is "sign in again".
  const expired = keyWasRefused();

  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { apiKey: '', serviceUrl: getSession().baseUrl || defaultBaseUrl(), remember: false },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    document.title = 'Sign in · Site Audit Dashboard';
    heading.current?.focus();
  }, []);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    signIn({ apiKey: values.apiKey, baseUrl: values.serviceUrl, remember: values.remember });
    try {
      const account = await request('/v2/account', { schema: accountSchema });
      queryClient.clear();
      queryClient.setQueryData(accountQueries.current().queryKey, account);
      shareSignIn();
      await navigate(next, { replace: true });
    } catch (error) {
      // A key the service did not accept was this tab's attempt: the other tabs keep their session.
      signOut({ everyTab: false });
      if (isApiError(error) && (error.status === 401 || error.status === 403)) {
        form.setError('apiKey', { message: 'This API key was not accepted by the service' });
      } else if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) {
        const origin = error.kind === 'network' ? otherOrigin(values.serviceUrl) : undefined;
        form.setError('serviceUrl', {
          message: origin
            ? crossOriginMessage(origin, values.serviceUrl)
            : `Could not reach the service at this address (${error.message})`,
        });
      } else {
        setFormError(error instanceof Error ? error.message : 'Sign-in failed');
      }
    }
  });

  return (
    <Container size={440} py={64} component="main">
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Title order={1} size="h2" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
              Sign in
            </Title>
            <Text size="sm" c="dimmed">
              Use the API key of your account. It stays in this browser tab and is never put in a link.
            </Text>
            {expired && (
              <Alert color="yellow" variant="light" title="Please sign in again">
                Your session ended or the key was not accepted. You will return to the page you were on.
              </Alert>
            )}
            {formError && (
              <Alert color="red" variant="light" role="alert" title="Could not sign in">
                {formError}
              </Alert>
            )}
            {embedded && (
              <DemoSignIn
                pending={isSubmitting ? demoKey : undefined}
                onSignIn={(apiKey) => {
                  setDemoKey(apiKey);
                  form.setValue('apiKey', apiKey);
                  form.setValue('serviceUrl', '');
                  void onSubmit();
                }}
              />
            )}
            <PasswordInput
              label="API key"
              autoComplete="off"
              required
              error={errors.apiKey?.message}
              {...form.register('apiKey')}
            />
            <TextInput
              label="Service URL"
              placeholder={embedded ? 'Leave empty for the embedded demo service' : 'https://api.example.com'}
              description={embedded ? 'Empty uses the embedded demo service.' : undefined}
              inputMode="url"
              autoComplete="url"
              error={errors.serviceUrl?.message}
              {...form.register('serviceUrl')}
            />
            <Checkbox label="Remember in this tab" {...form.register('remember')} />
            <Button type="submit" loading={isSubmitting}>
              Sign in
            </Button>
            {embedded && (
              <Text size="xs" c="dimmed">
                What you change in the demo is kept in this browser, for every tab.{' '}
                <Anchor
                  component="button"
                  type="button"
                  size="xs"
                  onClick={() =>
                    void import('@/api/demo-data-store').then(({ resetDemoData }) => resetDemoData())
                  }
                >
                  Reset demo data
                </Anchor>
              </Text>
            )}
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
