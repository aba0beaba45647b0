import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@/api/errors';
import { webhookMutations } from '@/api/webhooks/mutations';
import { ConfirmModal } from '@/components/feedback/ConfirmModal';

function rotateError(error: unknown): string {
  if (isApiError(error) && error.status === 403)
    return 'Rotating the signing secret needs an administrator of this account.';
  return error instanceof Error ? error.message : 'The request failed';
}

/**
 * "Rotate signing secret" behind a confirmation, then the new secret shown once with a copy button.
 * The secret lives in this component's state only: gone on leaving the page or pressing Hide.
 */
export function RotateSecret() {
  const [confirming, setConfirming] = useState(false);
  const [secret, setSecret] = useState<string>();
  const rotate = useMutation(webhookMutations.rotateSecret());
  const close = () => {
    setConfirming(false);
    rotate.reset();
  };
  const confirm = () =>
    rotate.mutate(undefined, {
      onSuccess: (answer) => {
        setSecret(answer.sharedSecret);
        setConfirming(false);
        // Drop the answer from the mutation cache at once: the component state is its only copy.
        rotate.reset();
      },
    });

  return (
    <Stack gap="sm">
      <Group>
        <Button
          color="red"
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => {
            setSecret(undefined);
            setConfirming(true);
          }}
        >
          Rotate signing secret
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        title="Rotate the signing secret?"
        confirmLabel="Rotate secret"
        pending={rotate.isPending}
        error={rotate.isError ? rotateError(rotate.error) : null}
        errorTitle="The secret was not rotated"
        onClose={close}
        onConfirm={confirm}
      >
        <Text size="sm">
          The current secret stops working at once: every webhook from now on is signed with the new one, and
          receivers that still check the old secret will reject them until you update them.
        </Text>
        <Text size="sm">The new secret is shown once, here, and cannot be retrieved again.</Text>
      </ConfirmModal>
      {secret && (
        <Alert color="teal" variant="light" title="New signing secret: shown once" role="status">
          <Stack gap="xs">
            <Text size="sm">
              Copy it into your receivers now. The dashboard does not keep it: it is gone when you leave this
              page, and the service never shows it again.
            </Text>
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                label="New signing secret"
                value={secret}
                readOnly
                autoComplete="off"
                spellCheck={false}
                style={{ flex: 1 }}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              />
              <CopyButton value={secret}>
                {({ copied, copy }) => (
                  <Button
                    variant={copied ? 'filled' : 'default'}
                    color={copied ? 'teal' : undefined}
                    leftSection={
                      copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                    }
                    onClick={copy}
                  >
                    {copied ? 'Copied' : 'Copy secret'}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Group>
              <Button size="xs" variant="subtle" color="gray" onClick={() => setSecret(undefined)}>
                Hide the secret
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
