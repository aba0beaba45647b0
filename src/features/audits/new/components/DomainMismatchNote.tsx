import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconFolderPlus } from '@tabler/icons-react';
import type { Domain } from '@/api/domains/schemas';
import { isolateText } from '@/components/text/isolate';
import type { OutsideDomain } from '../starting-urls';

/** What the new-audit form offers beside the warning: the sub-folder that matches, or a new one. */
export interface DomainMismatchOffer {
  /** A sub-folder of the account whose domain the first outside host is on. */
  matching: Domain | undefined;
  onUse: (domain: Domain) => void;
  onCreate: (host: string) => void;
}

interface DomainMismatchNoteProps {
  /** The audit's sub-folder. */
  chosen: Pick<Domain, 'name' | 'domain'>;
  /** Its starting URLs outside the sub-folder's domain, and their hosts. */
  outside: OutsideDomain;
  /** Absent where the sub-folder is not chosen (the audit's settings). */
  offer?: DomainMismatchOffer;
}

/** Most values a sentence names before counting the rest. */
const MAX_NAMED = 3;
const conjunction = new Intl.ListFormat('en', { type: 'conjunction' });

/** "a, b, c, and 2 more starting URLs": values from the data isolated, the rest counted. */
function named(values: readonly string[], rest: (count: number) => string): string {
  const shown = values.slice(0, MAX_NAMED).map(isolateText);
  const more = values.length - shown.length;
  return conjunction.format(more > 0 ? [...shown, rest(more)] : shown);
}

const moreUrls = (count: number) => `${count} more starting URL${count === 1 ? '' : 's'}`;
const moreSites = (count: number) => `${count} more site${count === 1 ? '' : 's'}`;

/** Use the sub-folder that matches the outside host, or create one for it. */
function OfferButton({ offer, host }: { offer: DomainMismatchOffer; host: string }) {
  const { matching } = offer;
  if (matching) {
    return (
      <Button size="compact-sm" variant="light" onClick={() => offer.onUse(matching)}>
        Use “{matching.name}” ({matching.domain})
      </Button>
    );
  }
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconFolderPlus size={14} aria-hidden />}
      onClick={() => offer.onCreate(host)}
    >
      New sub-folder for {host}
    </Button>
  );
}

/**
 * A warning that starting URLs lie outside the sub-folder's domain, naming both and the site the
 * audit will scan instead; in the new-audit form it offers the sub-folder that matches them or a
 * new one for their host. It does not stop the save.
 */
export function DomainMismatchNote({ chosen, outside, offer }: DomainMismatchNoteProps) {
  const [first] = outside.hosts;
  if (!first) return null;
  const verb = outside.urls.length === 1 ? 'is' : 'are';
  const hosts = outside.hosts.map((entry) => entry.host);
  return (
    <Alert
      color="yellow"
      variant="light"
      role="status"
      title="Starting URLs on another site"
      icon={<IconAlertTriangle aria-hidden />}
    >
      <Text size="sm">
        {named(outside.urls, moreUrls)} {verb} not on {isolateText(chosen.domain)}, the domain of the
        sub-folder {isolateText(chosen.name)}. The audit will scan {named(hosts, moreSites)}.
      </Text>
      {offer && (
        <Group gap="xs" mt="xs">
          <OfferButton offer={offer} host={first.host} />
        </Group>
      )}
    </Alert>
  );
}
