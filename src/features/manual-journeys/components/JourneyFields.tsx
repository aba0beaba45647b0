import { Autocomplete, Radio, Select, SimpleGrid, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { Controller, useWatch, type FieldError, type UseFormReturn } from 'react-hook-form';
import { z } from '@/lib/zod';
import type { Folder } from '@/api/folders/schemas';
import {
  deviceOperatingSystems,
  manualJourneyInputSchema,
  type ManualJourney,
  type ManualJourneyInput,
} from '@/api/manual-journeys/schemas';

/** Where a journey is recorded: on a device (live sessions, whose OS and version are needed) or in a browser (HAR files). */
export type RecordedOn = 'device' | 'har';

/**
 * The fields a person edits on a manual journey (the service's JourneyRequest without its type),
 * and where it is recorded: a device needs its operating system and version, HAR files do not.
 */
export const journeyFormSchema = z
  .extend(z.omit(manualJourneyInputSchema, { journeyType: true }), { recordedOn: z.enum(['device', 'har']) })
  .check(
    z.superRefine((values, ctx) => {
      if (values.recordedOn !== 'device') return;
      if (!values.osOfDevice.trim())
        ctx.addIssue({ code: 'custom', path: ['osOfDevice'], message: 'Enter the device operating system' });
      if (!values.versionOfOs.trim())
        ctx.addIssue({
          code: 'custom',
          path: ['versionOfOs'],
          message: 'Enter the operating system version',
        });
    }),
  );
/** Values of the journey form. */
export type JourneyFormValues = z.infer<typeof journeyFormSchema>;

/** Where a journey is recorded, judging by its device: none means HAR files from a browser. */
export const recordedOnOf = (journey: Pick<ManualJourney, 'osOfDevice' | 'versionOfOs'>): RecordedOn =>
  journey.osOfDevice.trim() || journey.versionOfOs.trim() ? 'device' : 'har';

/** The request body of the form's values: a journey of HAR files has no device. */
export function journeyInput({ recordedOn, ...values }: JourneyFormValues): ManualJourneyInput {
  return recordedOn === 'har' ? { ...values, osOfDevice: '', versionOfOs: '' } : values;
}

/** The form field a server validation path names (`emails.2` → the recipients field). */
export function journeyFieldForPath(path: string[]): keyof JourneyFormValues | undefined {
  const field = path[0];
  return field === 'name' ||
    field === 'folderId' ||
    field === 'osOfDevice' ||
    field === 'versionOfOs' ||
    field === 'emails'
    ? field
    : undefined;
}

/** The message of a list field: its own, or that of its first bad item (naming the item). */
function listError(error: unknown, values: readonly string[]): string | undefined {
  if (!error) return undefined;
  const own = (error as FieldError).message;
  if (own) return own;
  const items = error as Array<FieldError | undefined>;
  const index = items.findIndex((item) => item?.message);
  return index >= 0 ? `${values[index] ?? `Item ${index + 1}`}: ${items[index]!.message}` : undefined;
}

/** Name, folder, device and report recipients of a manual journey. */
export function JourneyFields({
  form,
  folders,
}: {
  form: UseFormReturn<JourneyFormValues>;
  folders: readonly Folder[];
}) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const recordedOn = useWatch({ control, name: 'recordedOn' });
  return (
    <Stack gap="sm">
      <TextInput label="Name" withAsterisk {...register('name')} error={errors.name?.message} />
      <Controller
        control={control}
        name="folderId"
        render={({ field, fieldState }) => (
          <Select
            label="Folder"
            withAsterisk
            searchable
            placeholder="Choose a folder"
            data={folders.map((folder) => ({ value: String(folder.id), label: folder.name }))}
            name={field.name}
            value={field.value ? String(field.value) : null}
            onChange={(value) => field.onChange(value ? Number(value) : undefined)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="recordedOn"
        render={({ field }) => (
          <Radio.Group label="Recorded on" name={field.name} value={field.value} onChange={field.onChange}>
            <Stack gap={6} mt={4}>
              <Radio value="device" label="A device, in live sessions" />
              <Radio value="har" label="A desktop browser, as HAR files" />
            </Stack>
          </Radio.Group>
        )}
      />
      {recordedOn === 'har' ? (
        <Text size="sm" c="dimmed">
          No device: runs are made from the HAR files you upload.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Controller
            control={control}
            name="osOfDevice"
            render={({ field, fieldState }) => (
              <Autocomplete
                label="Device operating system"
                withAsterisk
                data={[...deviceOperatingSystems]}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextInput
            label="Operating system version"
            withAsterisk
            placeholder="18.5"
            {...register('versionOfOs')}
            error={errors.versionOfOs?.message}
          />
        </SimpleGrid>
      )}
      <Controller
        control={control}
        name="emails"
        render={({ field, fieldState }) => (
          <TagsInput
            label="Report recipients"
            description="Type an address and press Enter; separate several with commas"
            placeholder={field.value.length === 0 ? 'name@example.com' : undefined}
            splitChars={[',', ';', ' ']}
            acceptValueOnBlur
            clearable
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={listError(fieldState.error, field.value)}
          />
        )}
      />
    </Stack>
  );
}
