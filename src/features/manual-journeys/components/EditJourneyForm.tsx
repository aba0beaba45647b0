import { useMutation } from '@tanstack/react-query';
import type { Folder } from '@/api/folders/schemas';
import { manualJourneyMutations } from '@/api/manual-journeys/mutations';
import type { ManualJourney } from '@/api/manual-journeys/schemas';
import { FormShell } from '@/components/form/FormShell';
import {
  JourneyFields,
  journeyFieldForPath,
  journeyFormSchema,
  journeyInput,
  recordedOnOf,
  type JourneyFormValues,
} from './JourneyFields';

/** The journey's name, folder, device and recipients, saved with PUT (the journey type is kept). */
export function EditJourneyForm({
  journey,
  folders,
}: {
  journey: ManualJourney;
  folders: readonly Folder[];
}) {
  const update = useMutation(manualJourneyMutations.update(journey.id));
  const values: JourneyFormValues = {
    name: journey.name,
    folderId: journey.folderId,
    osOfDevice: journey.osOfDevice,
    versionOfOs: journey.versionOfOs,
    emails: journey.emails,
    recordedOn: recordedOnOf(journey),
  };
  return (
    <FormShell
      label="Journey details"
      schema={journeyFormSchema}
      values={values}
      onSave={(next) =>
        update.mutateAsync({
          ...journeyInput(next),
          ...(journey.journeyType !== undefined ? { journeyType: journey.journeyType } : {}),
        })
      }
      fieldForPath={journeyFieldForPath}
      changesName="the journey’s details"
    >
      {(form) => <JourneyFields form={form} folders={folders} />}
    </FormShell>
  );
}
