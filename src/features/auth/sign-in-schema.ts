import { z } from '@/lib/zod';
import { allowedConnectOrigins, isConnectAllowed } from '@/lib/csp';
import { isHttpUrl } from '@/lib/url-safety';

/** What the field says when the site's Content-Security-Policy would block calls to `value`. */
function blockedByPolicyMessage(value: string): string {
  return `This site's security policy does not allow connecting to ${new URL(value.trim()).origin}. Allowed: ${allowedConnectOrigins().join(', ')}.`;
}

/** A path on this site, such as `/api` where `npm run serve` forwards to the service (not `//host`). */
const isSameOriginPath = (value: string) => /^\/(?![/\\])/.test(value);

/**
 * The sign-in form: a key, an optional service URL (empty = embedded demo service, a path = this
 * site's forward to the service), remember flag.
 */
export const signInSchema = z.object({
  apiKey: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, { error: 'Enter your API key' })),
  serviceUrl: z
    .string()
    .check(z.trim())
    .check(
      z.refine((value) => value === '' || isHttpUrl(value) || isSameOriginPath(value), {
        error: 'Enter the service address, starting with https://',
        abort: true,
      }),
    )
    .check(
      z.refine((value) => value === '' || isConnectAllowed(value), {
        error: (issue) => blockedByPolicyMessage(String(issue.input)),
      }),
    ),
  remember: z.boolean(),
});
export type SignInValues = z.infer<typeof signInSchema>;
