import { Select, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ArchivedAudit } from '@/api/audits/config-queries';
import { auditMutations } from '@/api/audits/mutations';
import { domainQueries } from '@/api/domains/queries';
import { folderQueries } from '@/api/folders/queries';
import { ConfirmModal } from '@/components/feedback/ConfirmModal';

interface RestoreAuditModalProps {
  audit: ArchivedAudit | null;
  onClose: () => void;
  onRestored: (audit: ArchivedAudit) => void;
}

/**
 * Restore an archived audit into a folder and a sub-folder of that folder (PATCH /v3/web-audits/undelete).
 * Give it a `key` per audit: it starts from the audit's original place.
 */
export function RestoreAuditModal({ audit, onClose, onRestored }: RestoreAuditModalProps) {
  const folders = useQuery(folderQueries.list());
  const domains = useQuery(domainQueries.list());
  const restore = useMutation(auditMutations.restore());
  const [folderId, setFolderId] = useState<string | null>(audit ? String(audit.folderId) : null);
  const [domainId, setDomainId] = useState<string | null>(audit ? String(audit.domainId) : null);
  const [tried, setTried] = useState(false);

  const subFolders = (domains.data ?? []).filter((domain) => String(domain.folderId) === folderId);
  const domainValid = subFolders.some((domain) => String(domain.id) === domainId);
  const confirm = () => {
    setTried(true);
    if (!audit || !folderId || !domainValid) return;
    restore.mutate(
      { id: audit.id, folderId: Number(folderId), subFolderId: Number(domainId) },
      { onSuccess: () => onRestored(audit) },
    );
  };

  return (
    <ConfirmModal
      opened={audit !== null}
      title={audit ? `Restore “${audit.name}”` : 'Restore audit'}
      confirmLabel="Restore audit"
      color="blue"
      pending={restore.isPending}
      error={restore.error}
      onClose={onClose}
      onConfirm={confirm}
    >
      <Stack gap="sm">
        <Text size="sm">Choose where the audit goes back to. Its run history is not restored.</Text>
        <Select
          label="Folder"
          required
          data={(folders.data ?? []).map((folder) => ({ value: String(folder.id), label: folder.name }))}
          value={folderId}
          onChange={(value) => {
            setFolderId(value);
            setDomainId(null);
          }}
          error={
            tried && !folderId
              ? 'Choose a folder'
              : folders.isError
                ? 'Could not load the folders'
                : undefined
          }
          disabled={folders.isPending}
        />
        <Select
          label="Sub-folder"
          required
          data={subFolders.map((domain) => ({
            value: String(domain.id),
            label: `${domain.name} · ${domain.domain}`,
          }))}
          value={domainValid ? domainId : null}
          onChange={setDomainId}
          error={
            tried && !domainValid
              ? 'Choose a sub-folder of this folder'
              : domains.isError
                ? 'Could not load the sub-folders'
                : undefined
          }
          disabled={!folderId || domains.isPending}
          nothingFoundMessage="This folder has no sub-folders"
        />
      </Stack>
    </ConfirmModal>
  );
}
