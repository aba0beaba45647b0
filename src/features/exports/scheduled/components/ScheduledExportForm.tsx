import { Button, Grid, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { scheduledExportMutations } from '@/api/scheduled-exports/mutations';
import type { ScheduledExport } from '@/api/scheduled-exports/schemas';
import { SaveFailure } from '@/components/form/SaveFailure';
import { SaveStatus } from '@/components/form/SaveStatus';
import { serverIssues } from '@/components/form/server-issues';
import { LeaveGuard } from '@/components/form/LeaveGuard';
import {
  fieldForPath,
  formValuesOf,
  requestBodyOf,
  scheduledExportFormSchema,
  type ScheduledExportFormValues,
} from '../form';
import { ExportFields } from './ExportFields';
import { RecurrenceFields } from './RecurrenceFields';

interface ScheduledExportFormProps {
  /** The schedule being edited; absent when creating one. */
  item?: ScheduledExport;
  initial: ScheduledExportFormValues;
  /** After a successful save, with the service's answer. */
  onSaved: (item: ScheduledExport) => void;
  /** Shown but not changeable (someone else's schedule). */
  readOnly?: boolean;
}

/**
 * The scheduled export editor: zod validation with messages at the fields, the input kept and the
 * server's validationReport mapped to the fields when a save fails, and a confirmation before
 * leaving with unsaved changes.
 */
export function ScheduledExportForm({ item, initial, onSaved, readOnly = false }: ScheduledExportFormProps) {
  const form = useForm<ScheduledExportFormValues>({
    resolver: zodResolver(scheduledExportFormSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const create = useMutation(scheduledExportMutations.create());
  const update = useMutation(scheduledExportMutations.update());
  const [failure, setFailure] = useState<unknown>(null);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const { isDirty, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setSavedAt(null);
    try {
      const body = requestBodyOf(values);
      const saved = item
        ? await update.mutateAsync({ ...body, id: item.id })
        : await create.mutateAsync(body);
      form.reset(formValuesOf(saved));
      setSavedAt(new Date());
      onSaved(saved);
    } catch (error) {
      setFailure(error);
      for (const issue of serverIssues(error)) {
        const field = fieldForPath(issue.path);
        if (field) form.setError(field, { type: 'server', message: issue.message });
      }
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={item ? `Edit ${item.name}` : 'New scheduled export'}>
        <Stack gap="lg">
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
                <ExportFields knownReportName={item?.exportedItemName} />
              </fieldset>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <RecurrenceFields disabled={readOnly} />
            </Grid.Col>
          </Grid>
          {failure !== null && <SaveFailure error={failure} />}
          {!readOnly && (
            <Group gap="sm">
              <Button
                type="submit"
                loading={isSubmitting}
                disabled={isSubmitting || (item !== undefined && !isDirty)}
              >
                {item ? 'Save changes' : 'Create scheduled export'}
              </Button>
              <Button component={Link} to="/exports/scheduled" variant="default">
                {isDirty ? 'Cancel' : 'Back to the list'}
              </Button>
              <SaveStatus savedAt={savedAt} isDirty={isDirty} isSubmitting={isSubmitting} />
            </Group>
          )}
        </Stack>
        {isDirty && !isSubmitting && <LeaveGuard what="your changes to this scheduled export" />}
      </form>
    </FormProvider>
  );
}
