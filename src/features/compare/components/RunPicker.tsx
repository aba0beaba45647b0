import { ActionIcon, Group, Select, Tooltip } from '@mantine/core';
import { IconArrowsLeftRight } from '@tabler/icons-react';
import { runStatus } from '@/api/audits/run-status';
import type { AuditRun } from '@/api/audits/schemas';
import { formatDateTime } from '@/lib/format';
import { newestStartFirst } from '@/api/audits/run-history';

interface RunPickerProps {
  runs: readonly AuditRun[];
  base: string | null;
  head: string | null;
  onChange: (changes: { base?: string | null; head?: string | null }) => void;
}

const statusWords = {
  completed: 'completed',
  running: 'running',
  failed: 'failed',
  queued: 'queued',
} as const;

/** A run as an option: its id, start and state. */
function runLabel(run: AuditRun): string {
  const status = runStatus(run);
  return `Run ${run.id} · ${formatDateTime(run.started)}${status ? ` · ${statusWords[status]}` : ''}`;
}

/**
 * A field as wide as the longest of `labels` (never wider than its container): a character is at
 * most one `ch` wide in the interface font, plus the field's padding and its arrow.
 */
const fieldWidthFor = (labels: readonly string[]) =>
  `calc(${Math.max(0, ...labels.map((label) => label.length))}ch + 3.5rem)`;

/** Two selects of the audit's runs, newest first (base: the earlier one, head: the later), and Swap. */
export function RunPicker({ runs, base, head, onChange }: RunPickerProps) {
  const options = [...runs]
    .sort(newestStartFirst)
    .map((run) => ({ value: String(run.id), label: runLabel(run) }));
  const width = fieldWidthFor(options.map((option) => option.label));
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label="Base run"
        description="What it was"
        placeholder="Pick a run"
        data={options}
        value={base}
        onChange={(value) => onChange({ base: value })}
        searchable
        w={width}
        maw="100%"
      />
      <Tooltip label="Swap base and head">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Swap base and head"
          disabled={!base && !head}
          onClick={() => onChange({ base: head, head: base })}
        >
          <IconArrowsLeftRight size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Select
        label="Head run"
        description="What it is now"
        placeholder="Pick a run"
        data={options}
        value={head}
        onChange={(value) => onChange({ head: value })}
        searchable
        w={width}
        maw="100%"
      />
    </Group>
  );
}
