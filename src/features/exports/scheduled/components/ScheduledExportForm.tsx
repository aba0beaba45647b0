import { Button, Grid } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { scheduledExportMutations } from '@/api/scheduled-exports/mutations';
import type { ScheduledExport } from '@/api/scheduled-exports/schemas';
import { FormShell } from '@/components/form/FormShell';
import {
  fieldForPath,
  formValuesOf,
  requestBodyOf,
  scheduledExportFormSchema,
  type ScheduledExportFormValues,
} from '../form';
import { ExportFields } from './ExportFields';
import { RecurrenceFields } from './RecurrenceFields';
import { paths } from '@/lib/routes';

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
 * The scheduled export editor in the {@link FormShell}: the export and its recurrence, the server's
 * validation report mapped to the fields; after a save it shows the schedule as the service stored it.
 */
export function ScheduledExportForm({ item, initial, onSaved, readOnly = false }: ScheduledExportFormProps) {
  const create = useMutation(scheduledExportMutations.create());
  const update = useMutation(scheduledExportMutations.update());
  const save = (values: ScheduledExportFormValues) => {
    const body = requestBodyOf(values);
    return item ? update.mutateAsync({ ...body, id: item.id }) : create.mutateAsync(body);
  };

  return (
    <FormShell
      label={item ? `Edit ${item.name}` : 'New scheduled export'}
      schema={scheduledExportFormSchema}
      values={initial}
      followValues={false}
      onSave={save}
      resetTo={formValuesOf}
      onSaved={onSaved}
      saveLabel={item ? 'Save changes' : 'Create scheduled export'}
      creating={item === undefined}
      readOnly={readOnly}
      changesName="your changes to this scheduled export"
      fieldForPath={fieldForPath}
      gap="lg"
      extraActions={(form) => (
        <Button component={Link} to={paths.exports.scheduledList()} variant="default">
          {form.formState.isDirty ? 'Cancel' : 'Back to the list'}
        </Button>
      )}
    >
      {() => (
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
      )}
    </FormShell>
  );
}
