import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Radio,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DialogModal } from '@/components/feedback/DialogModal';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { GridEntityPathType, GridRequest } from '@/api/grid/query-schemas';
import { savedReportMutations } from '@/api/grid/mutations';
import { SAVED_REPORT_NAME_MAX, type GridEntityType, type SavedReport } from '@/api/grid/schemas';
import { labelQueries } from '@/api/labels/queries';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';
import { useServerIssues } from '@/components/form/server-issues';
import {
  createBody,
  initialValues,
  saveReportFormSchema,
  savedEntityType,
  saveReportFieldForPath,
  updateBody,
  type SaveReportMode,
  type SaveReportValues,
} from './save-report-form';

/** Props of {@link SaveReportDialog}. */
export interface SaveReportDialogProps {
  opened: boolean;
  onClose: () => void;
  /** New report, the open report itself, or a copy of it under a new name. */
  mode: SaveReportMode;
  /** The builder's entity type, in URL (`web-audit-runs`) or saved (`web_audit_runs`) form. */
  gridEntityType: GridEntityPathType | GridEntityType;
  /** The builder's current query, saved as the report's query definition. */
  queryDefinition: GridRequest;
  /** The open report (required for `update` and `saveAs`). */
  report?: SavedReport;
  /** Called with the report as stored after a successful save; the dialog then closes. */
  onSaved: (report: SavedReport) => void;
}

const titles: Record<SaveReportMode, string> = {
  create: 'Save report',
  update: 'Save changes to the report',
  saveAs: 'Save as a new report',
};
const submitLabels: Record<SaveReportMode, string> = {
  create: 'Save report',
  update: 'Save changes',
  saveAs: 'Save copy',
};

/**
 * Save the builder's query as a saved report: name (required), description, the account's labels,
 * visibility and the caller's favorite mark. A 400 shows its validationReport at the fields and
 * keeps the input.
 */
export function SaveReportDialog(props: SaveReportDialogProps) {
  const { opened, onClose, mode } = props;
  return (
    <DialogModal opened={opened} onClose={onClose} title={titles[mode]} size="lg" centered>
      {opened && <SaveReportForm {...props} />}
    </DialogModal>
  );
}

/** The dialog's form; mounted afresh each time the dialog opens. */
function SaveReportForm({
  mode,
  gridEntityType,
  queryDefinition,
  report,
  onClose,
  onSaved,
}: SaveReportDialogProps) {
  const form = useForm<SaveReportValues>({
    resolver: zodResolver(saveReportFormSchema),
    defaultValues: initialValues(mode, report),
    mode: 'onTouched',
  });
  const issues = useServerIssues(form, saveReportFieldForPath);
  const labels = useQuery(labelQueries.list());
  const create = useMutation(savedReportMutations.create());
  const update = useMutation(savedReportMutations.update(report?.id ?? 0));
  const save = mode === 'update' ? update : create;
  const blocked =
    mode !== 'create' && !report
      ? 'There is no saved report to save from.'
      : mode === 'update' && report && !report.isEditable
        ? 'Only its owner or an administrator can change this report. Use “Save as” to keep your own copy.'
        : undefined;

  const labelOptions = useMemo(() => {
    const known = (labels.data ?? []).map((label) => ({ value: String(label.id), label: label.name }));
    const missing = (report?.labels ?? [])
      .filter((id) => !known.some((option) => option.value === String(id)))
      .map((id) => ({ value: String(id), label: `Label ${id}` }));
    return [...known, ...missing];
  }, [labels.data, report?.labels]);

  const submit = form.handleSubmit(async (values) => {
    save.reset();
    issues.clear();
    try {
      const saved =
        mode === 'update' && report
          ? await update.mutateAsync(updateBody(values, report, queryDefinition))
          : await create.mutateAsync(
              createBody(
                values,
                savedEntityType(gridEntityType),
                queryDefinition,
                mode === 'saveAs' ? report : undefined,
              ),
            );
      onSaved(saved);
      onClose();
    } catch (error) {
      issues.show(error);
    }
  });

  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} noValidate aria-label={titles[mode]}>
      <Stack gap="md">
        {blocked && (
          <Alert color="yellow" variant="light" title="Cannot save here">
            {blocked}
          </Alert>
        )}
        <TextInput
          label="Name"
          required
          maxLength={SAVED_REPORT_NAME_MAX}
          data-autofocus
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Textarea
          label="Description"
          rows={3}
          resize="vertical"
          error={errors.description?.message}
          {...form.register('description')}
        />
        <Controller
          control={form.control}
          name="labels"
          render={({ field, fieldState }) => (
            <MultiSelect
              label="Labels"
              placeholder={field.value.length === 0 ? 'No labels' : undefined}
              data={labelOptions}
              searchable
              clearable
              nothingFoundMessage="No label with that name"
              disabled={labels.isPending}
              value={field.value.map(String)}
              onChange={(values) => field.onChange(values.map(Number))}
              onBlur={field.onBlur}
              error={
                fieldState.error?.message ??
                (labels.isError ? 'Could not load the account’s labels' : undefined)
              }
            />
          )}
        />
        {labels.isError && (
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              onClick={() => void labels.refetch()}
              loading={labels.isFetching}
            >
              Retry loading labels
            </Button>
          </Group>
        )}
        <Controller
          control={form.control}
          name="visibility"
          render={({ field, fieldState }) => (
            <Radio.Group
              label="Visibility"
              value={field.value}
              onChange={(value) => field.onChange(value)}
              error={fieldState.error?.message}
            >
              <Stack gap={6} mt={6}>
                <Radio value="private" label="Private — only you can see it" />
                <Radio value="public" label="Public — everyone in the account can see it" />
              </Stack>
            </Radio.Group>
          )}
        />
        <Checkbox
          label="Add to my favorites"
          error={errors.isFavorite?.message}
          {...form.register('isFavorite')}
        />
        {save.error && (
          <ErrorPanel
            error={save.error}
            title="Could not save the report"
            change
            report={issues.unplaced.map((issue) => issue.message)}
            note="Your input is kept: correct it and save again."
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting || blocked !== undefined}>
            {submitLabels[mode]}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
