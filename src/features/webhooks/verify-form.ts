import { z } from '@/lib/zod';
import { decodeBase64, SIGNATURE_HEADER } from '@/lib/webhook-signature';

/** The verifier's fields: the secret, the header value and the raw body, as pasted. */
export const verifyFormSchema = z.object({
  secret: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, { error: 'Paste the signing secret' }))
    .check(
      z.refine((value) => decodeBase64(value) !== undefined, {
        error: 'This is not base64 text: paste the secret exactly as it was shown',
      }),
    ),
  header: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, { error: `Paste the ${SIGNATURE_HEADER} header` })),
  body: z.string(),
});
export type VerifyFormValues = z.input<typeof verifyFormSchema>;

/** The header value without a pasted `Service-Signature:` name in front. */
export function headerValue(text: string): string {
  return text.replace(new RegExp(`^\\s*${SIGNATURE_HEADER}\\s*:\\s*`, 'i'), '').trim();
}
