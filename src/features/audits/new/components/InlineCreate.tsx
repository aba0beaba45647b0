import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import type { z } from '@/lib/zod';
import { domainInputSchema } from '@/api/domains/schemas';
import { folderInputSchema } from '@/api/folders/schemas';
import { resourceMutations } from '@/api/resources/client';
import { folders } from '@/api/resources/folders';
import { subFolders } from '@/api/resources/sub-folders';

/** The first message of each field of a failed check. */
function fieldMessages(error: z.core.$ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

/** Enter in an inline field creates (it must not submit the audit form around it). */
const onEnter = (create: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  create();
};

interface ShellProps {
  title: string;
  createLabel: string;
  pending: boolean;
  failure: Error | null;
  onCreate: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** The frame of an inline create: its fields, why it failed (the input is kept), Create and Cancel. */
function InlineShell({ title, createLabel, pending, failure, onCreate, onCancel, children }: ShellProps) {
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={title}>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {title}
        </Text>
        {children}
        {failure && (
          <Text size="sm" c="red.8" role="alert">
            Could not create it: {failure.message}
          </Text>
        )}
        <Group gap="xs">
          <Button size="xs" onClick={onCreate} loading={pending} disabled={pending}>
            {createLabel}
          </Button>
          <Button size="xs" variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Create a folder without leaving the form (POST /v2/folders); the new folder is chosen. */
export function NewFolderInline({
  onCreated,
  onCancel,
}: {
  onCreated: (id: number) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const create = useMutation(resourceMutations(folders).create());
  const submit = () => {
    if (create.isPending) return;
    const parsed = folderInputSchema.safeParse({ name });
    setProblems(parsed.success ? {} : fieldMessages(parsed.error));
    if (parsed.success) create.mutate(parsed.data, { onSuccess: (folder) => onCreated(folder.id) });
  };
  return (
    <InlineShell
      title="New folder"
      createLabel="Create folder"
      pending={create.isPending}
      failure={create.error}
      onCreate={submit}
      onCancel={onCancel}
    >
      <TextInput
        label="Folder name"
        required
        data-autofocus
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        onKeyDown={onEnter(submit)}
        error={problems.name}
      />
    </InlineShell>
  );
}

interface NewSubFolderProps {
  folderId: number;
  /** The domain to suggest (the first starting URL's host). */
  suggestedDomain: string;
  onCreated: (id: number) => void;
  onCancel: () => void;
}

/** Create a sub-folder of the chosen folder without leaving the form (POST /v2/domains); it is chosen. */
export function NewSubFolderInline({ folderId, suggestedDomain, onCreated, onCancel }: NewSubFolderProps) {
  const [name, setName] = useState('');
  const [domain, setDomain] = useState(suggestedDomain);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const create = useMutation(resourceMutations(subFolders).create());
  const submit = () => {
    if (create.isPending) return;
    const parsed = domainInputSchema.safeParse({ name, domain, folderId });
    setProblems(parsed.success ? {} : fieldMessages(parsed.error));
    if (parsed.success) create.mutate(parsed.data, { onSuccess: (created) => onCreated(created.id) });
  };
  return (
    <InlineShell
      title="New sub-folder"
      createLabel="Create sub-folder"
      pending={create.isPending}
      failure={create.error}
      onCreate={submit}
      onCancel={onCancel}
    >
      <Group grow align="flex-start">
        <TextInput
          label="Sub-folder name"
          required
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={onEnter(submit)}
          error={problems.name}
        />
        <TextInput
          label="Site domain"
          description="e.g. www.example.com"
          required
          ff="monospace"
          value={domain}
          onChange={(event) => setDomain(event.currentTarget.value)}
          onKeyDown={onEnter(submit)}
          error={problems.domain}
        />
      </Group>
    </InlineShell>
  );
}
