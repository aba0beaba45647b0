import { z } from 'zod';
import { isHttpUrl } from '@/lib/url-safety';

/** The sign-in form: a key, an optional service URL (empty = embedded demo service), remember flag. */
export const signInSchema = z.object({
  apiKey: z.string().trim().min(1, { error: 'Enter your API key' }),
  serviceUrl: z
    .string()
    .trim()
    .refine((value) => value === '' || isHttpUrl(value), {
      error: 'Enter the service address, starting with https://',
    }),
  remember: z.boolean(),
});
export type SignInValues = z.infer<typeof signInSchema>;
