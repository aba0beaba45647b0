import { ActionIcon, Button, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { savedReportMutations } from '@/api/grid/mutations';
import type { SavedReport } from '@/api/grid/schemas';
import { ConfirmModal } from '@/components/feedback/ConfirmModal';
import { UnavailableReason } from '@/components/feedback/UnavailableReason';

interface DeleteReportButtonProps {
  report: SavedReport;
  /** Called after the report is deleted (e.g. to leave its page). */
  onDeleted?: (report: SavedReport) => void;
  /** An icon button (table rows) instead of a labelled one. */
  compact?: boolean;
}

/** Keep clicks and keys inside the dialog from reaching a table row around the button. */
const contain = (event: SyntheticEvent) => event.stopPropagation();

/** Delete a saved report after a confirmation that names it; disabled with the reason when the caller cannot. */
export function DeleteReportButton({ report, onDeleted, compact = false }: DeleteReportButtonProps) {
  const [opened, setOpened] = useState(false);
  const remove = useMutation(savedReportMutations.remove());
  const reason = report.isEditable ? undefined : 'Only its owner or an administrator can delete this report';
  const open = () => {
    remove.reset();
    setOpened(true);
  };
  const label = `Delete “${report.name}”`;
  const scheduled = report.scheduledExportCount;
  return (
    <span role="presentation" onClick={contain} onKeyDown={contain}>
      <UnavailableReason reason={reason} action={`Delete ${report.name}`}>
        {(reasonId) => (
          <Tooltip label={reason ?? label} withArrow>
            <span>
              {compact ? (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={label}
                  aria-describedby={reasonId}
                  disabled={!!reason}
                  onClick={open}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              ) : (
                <Button
                  variant="default"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  aria-describedby={reasonId}
                  disabled={!!reason}
                  onClick={open}
                >
                  Delete
                </Button>
              )}
            </span>
          </Tooltip>
        )}
      </UnavailableReason>
      <ConfirmModal
        opened={opened}
        title={`Delete “${report.name}”?`}
        confirmLabel="Delete report"
        pending={remove.isPending}
        error={remove.error}
        errorTitle="Could not delete the report"
        onClose={() => setOpened(false)}
        onConfirm={() =>
          remove.mutate(report, {
            onSuccess: () => {
              setOpened(false);
              onDeleted?.(report);
            },
          })
        }
      >
        <Text size="sm">
          The saved report “{report.name}” is deleted for everyone in the account. This cannot be undone.
        </Text>
        {scheduled > 0 && (
          <Text size="sm">
            {scheduled === 1 ? 'One scheduled export uses' : `${scheduled} scheduled exports use`} it.
          </Text>
        )}
      </ConfirmModal>
    </span>
  );
}
