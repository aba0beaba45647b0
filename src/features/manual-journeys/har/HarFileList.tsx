import { ActionIcon, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconX } from '@tabler/icons-react';
import type { HarCheck } from '@/lib/har';
import { formatBytes, formatCount } from '@/lib/format';
import type { PickedHar } from './useHarFiles';

const plural = (count: number, one: string) => `${formatCount(count)} ${one}${count === 1 ? '' : 's'}`;

function summary(check: Extract<HarCheck, { ok: true }>): string {
  const { har } = check;
  const parts = [plural(har.requests.length, 'request')];
  if (har.pageCount) parts.push(plural(har.pageCount, 'page'));
  parts.push(`HAR ${har.version}${har.creator ? ` from ${har.creator}` : ''}`);
  if (har.skipped)
    parts.push(
      `${plural(har.skipped, 'entry')} that ${har.skipped === 1 ? 'is' : 'are'} not http(s) left out`,
    );
  return parts.join(' · ');
}

function CheckResult({ check }: { check: HarCheck | undefined }) {
  if (!check) {
    return (
      <Group gap={6}>
        <Loader size={14} aria-hidden />
        <Text size="sm" c="dimmed">
          Checking…
        </Text>
      </Group>
    );
  }
  if (!check.ok) {
    return (
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconAlertTriangle
          size={16}
          color="var(--mantine-color-red-filled)"
          aria-hidden
          style={{ flexShrink: 0 }}
        />
        <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
          {check.message}
        </Text>
      </Group>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <IconCircleCheck
        size={16}
        color="var(--mantine-color-green-filled)"
        aria-hidden
        style={{ flexShrink: 0 }}
      />
      <Text size="sm">Ready: {summary(check)}</Text>
    </Group>
  );
}

/** The chosen files, each with its check result (checking, ready with its counts, or what is wrong) and a remove button. */
export function HarFileList({
  items,
  onRemove,
  disabled,
}: {
  items: readonly PickedHar[];
  onRemove: (key: string) => void;
  disabled?: boolean;
}) {
  return (
    <Stack
      component="ul"
      gap="xs"
      aria-label="Chosen HAR files"
      aria-live="polite"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {items.map((item) => (
        <Paper
          key={item.key}
          component="li"
          withBorder
          radius="sm"
          px="sm"
          py={6}
          data-state={item.check ? (item.check.ok ? 'ready' : 'invalid') : 'checking'}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {item.file.name}{' '}
                <Text span size="xs" c="dimmed" fw={400}>
                  {formatBytes(item.file.size)}
                </Text>
              </Text>
              <CheckResult check={item.check} />
            </Stack>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Remove ${item.file.name}`}
              disabled={disabled}
              onClick={() => onRemove(item.key)}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
