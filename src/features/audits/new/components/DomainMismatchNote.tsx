import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconFolderPlus } from '@tabler/icons-react';
import type { Domain } from '@/api/domains/schemas';
import { isolateText } from '@/components/text/isolate';

interface DomainMismatchNoteProps {
  /** The chosen sub-folder. */
  chosen: Domain;
  /** Hosts of starting URLs outside its domain, the most used first. */
  outside: ReadonlyArray<{ host: string; count: number }>;
  /** A sub-folder of the account whose domain the first of those hosts is on. */
  matching: Domain | undefined;
  onUse: (domain: Domain) => void;
  onCreate: (host: string) => void;
}

/** "3 URLs" / "1 URL". */
const urls = (count: number) => (count === 1 ? '1 starting URL is' : `${count} starting URLs are`);

/**
 * A warning that starting URLs are on another site than the chosen sub-folder's domain, offering
 * the sub-folder that matches them or a new one for their host. It does not stop the create.
 */
export function DomainMismatchNote({ chosen, outside, matching, onUse, onCreate }: DomainMismatchNoteProps) {
  const [first] = outside;
  if (!first) return null;
  const count = outside.reduce((sum, entry) => sum + entry.count, 0);
  const hosts = outside.map((entry) => isolateText(entry.host)).join(', ');
  return (
    <Alert
      color="yellow"
      variant="light"
      role="status"
      title="Starting URLs on another site"
      icon={<IconAlertTriangle aria-hidden />}
    >
      <Text size="sm">
        {urls(count)} on {hosts}, not on {isolateText(chosen.domain)}, the domain of “
        {isolateText(chosen.name)}”.
      </Text>
      <Group gap="xs" mt="xs">
        {matching ? (
          <Button size="compact-sm" variant="light" onClick={() => onUse(matching)}>
            Use “{matching.name}” ({matching.domain})
          </Button>
        ) : (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconFolderPlus size={14} aria-hidden />}
            onClick={() => onCreate(first.host)}
          >
            New sub-folder for {first.host}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
