import { Anchor, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { DialogModal } from '@/components/feedback/DialogModal';
import { IconCalendarTime, IconFileExport } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { exportMutations } from '@/api/exports/mutations';
import { exportQueries } from '@/api/exports/queries';
import {
  gridExportFileFormats,
  isExportUnfinished,
  type GridExportFileFormat,
  type GridExportRequest,
} from '@/api/exports/schemas';
import type { GridEntityPathType, GridRequest } from '@/api/grid/query-schemas';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';
import { DownloadExportButton } from './DownloadExportButton';
import { ExportProgress } from './ExportProgress';
import { ExportStatusBadge } from './ExportStatusBadge';
import { paths } from '@/lib/routes';

/** Props of {@link ExportDialog}. */
export interface ExportDialogProps {
  opened: boolean;
  onClose: () => void;
  gridEntityType: GridEntityPathType;
  /** The grid query as the builder runs it (its page and size are dropped for "all rows"). */
  request: GridRequest;
  /** What is exported, e.g. the saved report's name; names the export and its file. */
  itemName: string;
  /** The saved report exported, when there is one: the dialog then offers to schedule it. */
  savedReportId?: number | undefined;
}

const formatLabels: Record<GridExportFileFormat, { label: string; description: string }> = {
  csv: { label: 'CSV', description: 'Comma-separated text, for spreadsheets and scripts' },
  tsv: { label: 'TSV', description: 'Tab-separated text' },
  xlsx: { label: 'Excel (xlsx)', description: 'A workbook with one sheet' },
  parquet: { label: 'Parquet', description: 'Typed columns, for data tools' },
};

const MAX_FILE_NAME = 255;

/** The request to send: the query without paging for every row, or with it for the shown page only. */
export function exportRequestOf(
  request: GridRequest,
  options: { allRows: boolean; fileFormat: GridExportFileFormat; itemName: string; fileName: string },
): GridExportRequest {
  const { page, size, ...query } = request;
  return {
    ...query,
    ...(options.allRows ? {} : { page: page ?? 0, size }),
    fileFormat: options.fileFormat,
    itemName: options.itemName,
    ...(options.fileName.trim() ? { customExportFileName: options.fileName.trim() } : {}),
  };
}

/** A started export: its status and progress while it is built, then its Download button. */
export function ExportStatus({ exportId, onClose }: { exportId: number; onClose: () => void }) {
  const detail = useQuery(exportQueries.detail(exportId));
  const item = detail.data;
  if (detail.isError) {
    return (
      <ErrorPanel
        error={detail.error}
        title="Could not read the export's status"
        onRetry={() => void detail.refetch()}
        retrying={detail.isFetching}
      />
    );
  }
  return (
    <Stack gap="sm">
      {!item ? (
        <Text size="sm" aria-live="polite">
          {detail.isPending ? 'Export started…' : 'Export started. It will appear in the Export Center.'}
        </Text>
      ) : (
        <>
          <Group gap="sm" aria-live="polite">
            <Text size="sm" fw={500}>
              {item.exportName}
            </Text>
            <ExportStatusBadge status={item.exportStatus} />
          </Group>
          {isExportUnfinished(item.exportStatus) && <ExportProgress item={item} width={320} />}
          {item.exportStatus === 'no_data' && (
            <Text size="sm">The query matched no rows, so there is no file to download.</Text>
          )}
          {item.exportStatus === 'failed' && <Text size="sm">The export failed. Try starting it again.</Text>}
          {item.exportStatus === 'completed' && <DownloadExportButton item={item} variant="filled" />}
        </>
      )}
      <Group justify="space-between">
        <Anchor component={Link} to={paths.exports.index()} size="sm" onClick={onClose}>
          Open the Export Center
        </Anchor>
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}

/** "Schedule…": the scheduled-export form with this saved report chosen. */
export function ScheduleReportButton({
  savedReportId,
  onClick,
}: {
  savedReportId: number;
  onClick?: () => void;
}) {
  return (
    <Button
      component={Link}
      to={paths.exports.newScheduled({ savedReportId })}
      variant="default"
      leftSection={<IconCalendarTime size={16} aria-hidden />}
      onClick={onClick}
    >
      Schedule…
    </Button>
  );
}

function ExportForm({
  gridEntityType,
  request,
  itemName,
  savedReportId,
  onClose,
}: Omit<ExportDialogProps, 'opened'>) {
  const [fileFormat, setFileFormat] = useState<GridExportFileFormat>('csv');
  const [allRows, setAllRows] = useState(true);
  const [fileName, setFileName] = useState('');
  const start = useMutation(exportMutations.startGridExport());
  const tooLong = fileName.trim().length > MAX_FILE_NAME;
  const pageSize = request.size;
  const page = request.page ?? 0;

  if (start.data) return <ExportStatus exportId={start.data.exportId} onClose={onClose} />;

  const submit = () => {
    if (tooLong) return;
    start.mutate({
      gridEntityType,
      request: exportRequestOf(request, { allRows, fileFormat, itemName, fileName }),
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Radio.Group
          label="File format"
          value={fileFormat}
          onChange={(value) => setFileFormat(value as GridExportFileFormat)}
        >
          <Stack gap={6} mt={6}>
            {gridExportFileFormats.map((format) => (
              <Radio
                key={format}
                value={format}
                label={formatLabels[format].label}
                description={formatLabels[format].description}
              />
            ))}
          </Stack>
        </Radio.Group>
        {pageSize !== undefined && (
          <Radio.Group
            label="Rows"
            value={allRows ? 'all' : 'page'}
            onChange={(value) => setAllRows(value === 'all')}
          >
            <Stack gap={6} mt={6}>
              <Radio value="all" label="All rows that match the query" />
              <Radio
                value="page"
                label={`Only the page shown (rows ${page * pageSize + 1}–${(page + 1) * pageSize})`}
              />
            </Stack>
          </Radio.Group>
        )}
        <TextInput
          label="File name"
          description="Optional; the export's name is used when empty"
          placeholder={itemName}
          value={fileName}
          onChange={(event) => setFileName(event.currentTarget.value)}
          error={tooLong ? `Use at most ${MAX_FILE_NAME} characters` : undefined}
        />
        {start.isError && (
          <ErrorPanel
            error={start.error}
            title="Could not start the export"
            onRetry={submit}
            retrying={start.isPending}
          />
        )}
        <Group justify="flex-end">
          {savedReportId !== undefined && (
            <ScheduleReportButton savedReportId={savedReportId} onClick={onClose} />
          )}
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={start.isPending}
            leftSection={<IconFileExport size={16} aria-hidden />}
          >
            Start export
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Export the current grid query to a file: pick csv, tsv, xlsx or parquet (all rows by default),
 * start it, watch its progress and download the file once it is ready. The form resets each time
 * the dialog opens.
 */
export function ExportDialog({ opened, onClose, ...props }: ExportDialogProps) {
  return (
    <DialogModal opened={opened} onClose={onClose} title={`Export ${props.itemName}`} size="md">
      <ExportForm {...props} onClose={onClose} />
    </DialogModal>
  );
}
