import { Button, Text, Tooltip } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconArchive } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { auditMutations } from '@/api/audits/mutations';
import type { Audit } from '@/api/audits/schemas';
import { ConfirmModal } from '@/components/feedback/ConfirmModal';
import { UnavailableReason } from '@/components/feedback/UnavailableReason';
import { paths } from '@/lib/routes';

/** Archive the audit (with confirmation), then show the archived audits, where it can be restored. */
export function ArchiveAuditButton({ audit, disabledReason }: { audit: Audit; disabledReason?: string }) {
  const [opened, setOpened] = useState(false);
  const archive = useMutation(auditMutations.archive());
  const navigate = useNavigate();
  return (
    <>
      <UnavailableReason reason={disabledReason} action="Archive">
        {(reasonId) => (
          <Tooltip label={disabledReason} disabled={!disabledReason}>
            <span>
              <Button
                variant="default"
                color="red"
                leftSection={<IconArchive size={16} aria-hidden />}
                aria-describedby={reasonId}
                disabled={Boolean(disabledReason)}
                onClick={() => {
                  archive.reset();
                  setOpened(true);
                }}
              >
                Archive
              </Button>
            </span>
          </Tooltip>
        )}
      </UnavailableReason>
      <ConfirmModal
        opened={opened}
        title={`Archive “${audit.name}”?`}
        confirmLabel="Archive audit"
        pending={archive.isPending}
        error={archive.error}
        onClose={() => setOpened(false)}
        onConfirm={() =>
          archive.mutate(audit, {
            onSuccess: () => {
              setOpened(false);
              void navigate(paths.archivedAudits());
            },
          })
        }
      >
        <Text size="sm">
          The audit stops running on its schedule and leaves the library. You can restore it into a folder of
          your choice from Archived audits; its run history is not restored.
        </Text>
      </ConfirmModal>
    </>
  );
}
