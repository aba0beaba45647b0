import { Autocomplete, Select, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { Controller, type FieldError, type UseFormReturn } from 'react-hook-form';
import { z } from '@/lib/zod';
import type { Folder } from '@/api/folders/schemas';
import { deviceOperatingSystems, manualJourneyInputSchema } from '@/api/manual-journeys/schemas';

/** The fields a person edits on a manual journey (the service's JourneyRequest without its type). */
export const journeyFormSchema = z.omit(manualJourneyInputSchema, { journeyType: true });
/** Values of the journey form. */
export type JourneyFormValues = z.infer<typeof journeyFormSchema>;

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
