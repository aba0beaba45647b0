import { Select, type SelectProps } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type FormSelectProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
} & Omit<SelectProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'>;

/** A Mantine Select bound to a react-hook-form string field: empty string when cleared, error at the field. */
export function FormSelect<T extends FieldValues>({ control, name, ...props }: FormSelectProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...props}
          name={field.name}
          value={(field.value as string | undefined) || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
