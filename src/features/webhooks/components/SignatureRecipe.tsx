import { Button, Code, CopyButton, Group, List, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useId } from 'react';
import { DEFAULT_TOLERANCE_SECONDS, SIGNATURE_HEADER } from '@/lib/webhook-signature';
import { receiverSnippets, type ReceiverSnippet } from '../receiver-snippets';

function SnippetPanel({ snippet }: { snippet: ReceiverSnippet }) {
  return (
    <Stack gap="xs" pt="xs">
      <Group>
        <CopyButton value={snippet.code}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant={copied ? 'filled' : 'default'}
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
              onClick={copy}
            >
              {copied ? 'Copied' : `Copy the ${snippet.label} receiver`}
            </Button>
          )}
        </CopyButton>
      </Group>
      {/* Scrolls sideways on a narrow screen: a keyboard reaches it too. */}
      <Code
        block
        tabIndex={0}
        role="region"
        aria-label={`${snippet.label} receiver`}
        style={{ overflowX: 'auto', whiteSpace: 'pre' }}
      >
        {snippet.code}
      </Code>
    </Stack>
  );
}

/**
 * How a receiver checks a delivery, in full (key, signed message, digest, header, time window), with
 * Node.js and Python receivers to copy: a receiver is written from it without guessing.
 */
export function SignatureRecipe() {
  const titleId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        How to verify a delivery
      </Title>
      <List size="sm" spacing={4}>
        <List.Item>
          <strong>Header:</strong>{' '}
          <Code>{SIGNATURE_HEADER}: t=&lt;unix seconds&gt;,sigv1=&lt;signature&gt;</Code> (more than one{' '}
          <Code>sigv1</Code> may be sent: accept the request when any one matches).
        </List.Item>
        <List.Item>
          <strong>Key:</strong> the signing secret, base64-decoded: its bytes, not the text as shown.
        </List.Item>
        <List.Item>
          <strong>Message:</strong> the timestamp <Code>t</Code>, then <Code>.</Code>, then the raw body
          exactly as received (before any JSON parsing).
        </List.Item>
        <List.Item>
          <strong>Digest:</strong> HMAC-SHA256 of the message with the key, base64-encoded: it equals{' '}
          <Code>sigv1</Code>. Compare in constant time.
        </List.Item>
        <List.Item>
          <strong>Time:</strong> refuse a <Code>t</Code> more than {DEFAULT_TOLERANCE_SECONDS} seconds from
          your clock, so a captured delivery cannot be replayed later.
        </List.Item>
      </List>
      <Text size="sm" c="dimmed">
        A receiver that answers 403 to anything else, ready to copy:
      </Text>
      <Tabs defaultValue={receiverSnippets[0]!.id} keepMounted={false}>
        <Tabs.List>
          {receiverSnippets.map((snippet) => (
            <Tabs.Tab key={snippet.id} value={snippet.id}>
              {snippet.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {receiverSnippets.map((snippet) => (
          <Tabs.Panel key={snippet.id} value={snippet.id}>
            <SnippetPanel snippet={snippet} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
