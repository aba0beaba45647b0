import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, PasswordInput, Stack, Textarea, TextInput } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SIGNATURE_HEADER, verifyWebhookSignature, type SignatureVerdict } from '@/lib/webhook-signature';
import { headerValue, verifyFormSchema, type VerifyFormValues } from '../verify-form';
import { VerdictAlert } from './VerdictAlert';

/** Props of {@link VerifierForm}. */
export interface VerifierFormProps {
  /** A delivery's header and body to start from (the secret is always pasted). */
  prefill?: { header: string; body: string };
}

const empty: VerifyFormValues = { secret: '', header: '', body: '' };

/** Paste a secret, a Service-Signature header and a raw body; get the verdict and its reason. */
export function VerifierForm({ prefill }: VerifierFormProps) {
  const form = useForm<VerifyFormValues>({
    resolver: zodResolver(verifyFormSchema),
    defaultValues: { ...empty, ...prefill },
  });
  const [verdict, setVerdict] = useState<SignatureVerdict>();
  const [failure, setFailure] = useState<string>();
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (prefill) form.reset({ ...form.getValues(), ...prefill });
  }, [prefill, form]);
  // A verdict is about the text it checked: any edit clears it.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: () => {
          setVerdict(undefined);
          setFailure(undefined);
        },
      }),
    [form],
  );

  const submit = form.handleSubmit(async (values) => {
    try {
      setVerdict(
        await verifyWebhookSignature({
          secret: values.secret,
          header: headerValue(values.header),
          body: values.body,
        }),
      );
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The signature could not be checked');
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm" maw={760}>
        <PasswordInput
          label="Signing secret"
          description="Base64, as shown when the secret was rotated. It stays in this page and is not sent anywhere."
          autoComplete="off"
          error={errors.secret?.message}
          {...form.register('secret')}
        />
        <TextInput
          label={`${SIGNATURE_HEADER} header`}
          description="The header’s value: t=<unix time>,sigv1=<base64 signature>"
          placeholder="t=1700000000,sigv1=…"
          spellCheck={false}
          autoComplete="off"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          error={errors.header?.message}
          {...form.register('header')}
        />
        <Textarea
          label="Raw body"
          description="Exactly as received: the same JSON re-formatted does not verify."
          rows={6}
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          error={errors.body?.message}
          {...form.register('body')}
        />
        <Group>
          <Button
            type="submit"
            leftSection={<IconShieldCheck size={16} aria-hidden />}
            loading={isSubmitting}
          >
            Verify
          </Button>
        </Group>
        {verdict && <VerdictAlert verdict={verdict} />}
        {failure && (
          <Alert color="red" variant="light" role="alert" title="Could not verify">
            {failure}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
