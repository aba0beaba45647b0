import {
  Anchor,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Radio,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { savedReportQueries } from '@/api/grid/queries';
import type { ScheduledExportFormValues } from '../form';
import { paths } from '@/lib/routes';
import { ChoiceSegments } from '@/components/choice/ChoiceSegments';

const formatLabels = [
  { value: 'csv', label: 'CSV' },
  { value: 'tsv', label: 'TSV' },
  { value: 'xlsx', label: 'Excel (XLSX)' },
  { value: 'parquet', label: 'Parquet' },
];

/** The saved report to export: every report the caller can see, searchable, with a link to open it. */
function SavedReportPicker({ knownName }: { knownName?: string }) {
  const { control } = useFormContext<ScheduledExportFormValues>();
  const reports = useQuery(savedReportQueries.list());
  return (
    <Controller
      control={control}
      name="exportedItemId"
      render={({ field, fieldState }) => {
        const options = (reports.data?.items ?? []).map((report) => ({
          value: String(report.id),
          label: report.name,
        }));
        if (field.value && !options.some((option) => option.value === field.value))
          options.unshift({ value: field.value, label: knownName ?? `Saved report ${field.value}` });
        return (
          <Stack gap={4}>
            <Select
              label="Saved report"
              description="The grid report whose rows are exported"
              placeholder={reports.isPending ? 'Loading saved reports…' : 'Choose a saved report'}
              searchable
              nothingFoundMessage="No saved report matches"
              data={options}
              name={field.name}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={
                fieldState.error?.message ??
                (reports.isError ? 'Could not load the saved reports' : undefined)
              }
              withAsterisk
            />
            <Group gap="xs">
              {reports.isError && (
                <Button size="compact-xs" variant="light" onClick={() => void reports.refetch()}>
                  Retry loading saved reports
                </Button>
              )}
              {field.value && (
                <Anchor component={Link} to={paths.grid.saved({ id: Number(field.value) })} size="xs">
                  Open the saved report
                </Anchor>
              )}
            </Group>
          </Stack>
        );
      }}
    />
  );
}

/** Name, saved report, file format, recipients and the email's options. */
export function ExportFields({ knownReportName }: { knownReportName?: string }) {
  const { control, register, formState } = useFormContext<ScheduledExportFormValues>();
  const { errors } = formState;
  const formatLabelId = useId();
  return (
    <Stack gap="md">
      <TextInput
        label="Name"
        placeholder="Weekly broken pages"
        withAsterisk
        {...register('name')}
        error={errors.name?.message}
      />
      <SavedReportPicker knownName={knownReportName} />
      <Controller
        control={control}
        name="exportFileFormat"
        render={({ field }) => (
          <Stack gap={4}>
            <Text size="sm" fw={500} id={formatLabelId}>
              File format
            </Text>
            <ChoiceSegments
              aria-labelledby={formatLabelId}
              data={formatLabels}
              value={field.value}
              onChange={(value) => field.onChange(value)}
            />
          </Stack>
        )}
      />
      <Fieldset legend="Email">
        <Stack gap="sm">
          <Controller
            control={control}
            name="emails"
            render={({ field, fieldState }) => (
              <TagsInput
                label="Recipients"
                description="Type an address and press Enter; separate several with commas"
                placeholder={field.value.length === 0 ? 'name@example.com' : undefined}
                splitChars={[',', ';', ' ']}
                acceptValueOnBlur
                clearable
                withAsterisk
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="addExportFileAttachment"
            render={({ field }) => (
              <Checkbox
                label="Attach the exported file"
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          <Controller
            control={control}
            name="reportLinkType"
            render={({ field, fieldState }) => (
              <Radio.Group
                label="Link to the report"
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              >
                <Group gap="md" mt={4}>
                  <Radio value="regular_link" label="For signed-in users" />
                  <Radio value="public_link" label="Public link, no sign-in" />
                </Group>
              </Radio.Group>
            )}
          />
          <Textarea
            label="Message"
            description="Added to the email above the link"
            rows={3}
            resize="vertical"
            {...register('customMessage')}
            error={errors.customMessage?.message}
          />
        </Stack>
      </Fieldset>
    </Stack>
  );
}
