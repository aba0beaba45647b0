import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconFolderPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { domainQueries } from '@/api/domains/queries';
import { folderQueries } from '@/api/folders/queries';
import type { NewAuditValues } from '../form';
import type { Domain } from '@/api/domains/schemas';
import { hostOfDomain } from '../site-domain';
import { firstHost, onDomain, outsideDomain } from '../starting-urls';
import { ChoiceSelect } from './ChoiceSelect';
import { DomainMismatchNote } from './DomainMismatchNote';
import { NewFolderInline, NewSubFolderInline } from './InlineCreate';

/** The sub-folder whose domain is `host` itself, else one on the same site, or undefined. */
function matchingDomain(domains: readonly Domain[], host: string | undefined): Domain | undefined {
  if (!host) return undefined;
  return (
    domains.find((domain) => hostOfDomain(domain.domain) === host) ??
    domains.find((domain) => onDomain(host, domain.domain))
  );
}

/**
 * Where the audit goes: a folder and one of its sub-folders, each picked from the account's or
 * created on the spot (the new one is then chosen). Choosing another folder clears a sub-folder of
 * the previous one.
 */
export function PlacementFields({ form }: { form: UseFormReturn<NewAuditValues> }) {
  const folders = useQuery(folderQueries.list());
  const domains = useQuery(domainQueries.list());
  const [folderId, domainId, startingUrls] = useWatch({
    control: form.control,
    name: ['folderId', 'domainId', 'startingUrls'],
  });
  const [creating, setCreating] = useState<'folder' | 'sub-folder' | null>(null);
  // The domain a new sub-folder starts from: the first starting URL's host, or the host the warning offers.
  const [suggested, setSuggested] = useState<string>();

  const chosenDomain = domains.data?.find((domain) => String(domain.id) === domainId);
  useEffect(() => {
    if (chosenDomain && String(chosenDomain.folderId) !== folderId) form.setValue('domainId', '');
  }, [chosenDomain, folderId, form]);

  const choose = (name: 'folderId' | 'domainId') => (id: number) => {
    form.setValue(name, String(id), { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    setCreating(null);
  };
  const outside = chosenDomain ? outsideDomain(startingUrls, chosenDomain.domain) : undefined;
  const matching = matchingDomain(domains.data ?? [], outside?.hosts[0]?.host);
  const useDomain = (domain: Domain) => {
    // The sub-folder first: the folder's change then keeps it, as it is in that folder.
    choose('domainId')(domain.id);
    choose('folderId')(domain.folderId);
  };
  const newSubFolder = (host?: string) => {
    setSuggested(host);
    setCreating('sub-folder');
  };

  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ChoiceSelect
          form={form}
          name="folderId"
          label="Folder"
          required
          query={folders}
          choices={(folders.data ?? []).map((folder) => ({ value: String(folder.id), label: folder.name }))}
        />
        <ChoiceSelect
          form={form}
          name="domainId"
          label="Sub-folder"
          required
          disabled={!folderId}
          placeholder={folderId ? undefined : 'Choose a folder first'}
          query={domains}
          choices={(domains.data ?? [])
            .filter((domain) => String(domain.folderId) === folderId)
            .map((domain) => ({ value: String(domain.id), label: `${domain.name} · ${domain.domain}` }))}
        />
      </SimpleGrid>
      {chosenDomain && outside && creating === null && (
        <DomainMismatchNote
          chosen={chosenDomain}
          outside={outside}
          offer={{ matching, onUse: useDomain, onCreate: newSubFolder }}
        />
      )}
      {creating === null && (
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconFolderPlus size={14} aria-hidden />}
            onClick={() => setCreating('folder')}
          >
            New folder
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconFolderPlus size={14} aria-hidden />}
            disabled={!folderId}
            onClick={() => newSubFolder()}
          >
            New sub-folder
          </Button>
        </Group>
      )}
      {creating === 'folder' && (
        <NewFolderInline onCreated={choose('folderId')} onCancel={() => setCreating(null)} />
      )}
      {creating === 'sub-folder' && folderId && (
        <NewSubFolderInline
          folderId={Number(folderId)}
          suggestedDomain={suggested ?? firstHost(startingUrls)}
          onCreated={choose('domainId')}
          onCancel={() => setCreating(null)}
        />
      )}
    </Stack>
  );
}
