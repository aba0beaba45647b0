import { Button, Group, Tooltip } from '@mantine/core';
import { IconDeviceFloppy, IconFileExport } from '@tabler/icons-react';
import { useState } from 'react';
import type { GridEntityPathType, GridRequest } from '@/api/grid/query-schemas';
import type { SavedReport } from '@/api/grid/schemas';
import { ExportDialog, ScheduleReportButton } from '@/components/exports';
import { UnavailableReason } from '@/components/feedback/UnavailableReason';
import {
  DeleteReportButton,
  FavoriteButton,
  SaveReportDialog,
  type SaveReportMode,
} from '@/features/grid/components';

interface BuilderToolbarProps {
  type: GridEntityPathType;
  /** The query as it runs (columns spelled out). */
  query: GridRequest;
  /** False until the schema is known (nothing to save or export yet). */
  ready: boolean;
  /** The saved report open in the builder, if any. */
  report?: SavedReport;
  /** What an export is called: the report's name or the entity type. */
  itemName: string;
  onSaved: (report: SavedReport, mode: SaveReportMode) => void;
  onDeleted?: () => void;
}

/** Why Save is unavailable on a report the user may not change. */
const notEditable = 'Only its owner or an administrator can change this report';

/** Save / Save as / Favorite / Schedule / Delete (a saved report) and Export; the page header copies the link. */
export function BuilderToolbar({
  type,
  query,
  ready,
  report,
  itemName,
  onSaved,
  onDeleted,
}: BuilderToolbarProps) {
  const [saving, setSaving] = useState<SaveReportMode | null>(null);
  const [exporting, setExporting] = useState(false);
  const canUpdate = report ? report.isEditable : true;
  return (
    <Group gap="xs" wrap="wrap">
      <UnavailableReason reason={canUpdate ? undefined : notEditable} action="Save">
        {(reasonId) => (
          <Tooltip label={notEditable} disabled={canUpdate} withArrow>
            <span>
              <Button
                leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                aria-describedby={reasonId}
                disabled={!ready || !canUpdate}
                onClick={() => setSaving(report ? 'update' : 'create')}
              >
                Save
              </Button>
            </span>
          </Tooltip>
        )}
      </UnavailableReason>
      {report && (
        <Button variant="default" disabled={!ready} onClick={() => setSaving('saveAs')}>
          Save as
        </Button>
      )}
      {report && <FavoriteButton report={report} />}
      <Button
        variant="default"
        leftSection={<IconFileExport size={16} aria-hidden />}
        disabled={!ready}
        onClick={() => setExporting(true)}
      >
        Export
      </Button>
      {report && <ScheduleReportButton savedReportId={report.id} />}
      {report && <DeleteReportButton report={report} onDeleted={onDeleted} />}
      {saving && (
        <SaveReportDialog
          opened
          onClose={() => setSaving(null)}
          mode={saving}
          gridEntityType={type}
          queryDefinition={query}
          report={report}
          onSaved={(saved) => {
            setSaving(null);
            onSaved(saved, saving);
          }}
        />
      )}
      <ExportDialog
        opened={exporting}
        onClose={() => setExporting(false)}
        gridEntityType={type}
        request={query}
        itemName={itemName}
        savedReportId={report?.id}
      />
    </Group>
  );
}
