import { Button, Group, Select, Stack, type SelectProps } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { NewAuditValues } from '../form';

/** A choice of a select: its value and what it says. */
export interface Choice {
  value: string;
  label: string;
}

/** Each value once (the first wins): a select cannot offer one value twice. */
export function uniqueChoices(choices: readonly Choice[]): Choice[] {
  const seen = new Set<string>();
  return choices.filter((choice) => {
    if (seen.has(choice.value)) return false;
    seen.add(choice.value);
    return true;
  });
}

/** Why a select's choices could not be read, or undefined while they can be. */
export function choicesProblem(query: Pick<UseQueryResult, 'isError' | 'error'>): string | undefined {
  if (!query.isError) return undefined;
  return `Could not load the choices: ${query.error instanceof Error ? query.error.message : 'the request failed'}`;
}

/** The form's fields that hold one chosen value. */
type StringField = 'frequency' | 'location' | 'userAgent' | 'folderId' | 'domainId';

interface ChoiceSelectProps extends Omit<
  SelectProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'data' | 'form' | 'name'
> {
  form: UseFormReturn<NewAuditValues>;
  name: StringField;
  label: string;
  /** The read the choices come from (its failure is shown with a Retry). */
  query: Pick<UseQueryResult, 'isError' | 'error' | 'isPending' | 'refetch'>;
  choices: Choice[];
  /** The choice an untouched, empty field takes once the choices are read. */
  preferred?: (choices: Choice[]) => string | undefined;
}

/**
 * A select of the new-audit form whose choices are read from the service: it says when they could
 * not be read and offers to read them again (what is typed elsewhere stays), always lists its
 * current value (a copied audit's may no longer be offered), and can take a default once read.
 */
export function ChoiceSelect({ form, name, label, query, choices, preferred, ...props }: ChoiceSelectProps) {
  const value = useWatch({ control: form.control, name });
  const listed = value && !choices.some((choice) => choice.value === value);
  const data = uniqueChoices(listed ? [...choices, { value, label: value }] : choices);
  const fallback = !value && choices.length > 0 ? preferred?.(choices) : undefined;
  useEffect(() => {
    if (fallback && !form.getFieldState(name).isTouched) form.resetField(name, { defaultValue: fallback });
  }, [fallback, form, name]);
  const problem = choicesProblem(query);
  return (
    <Stack gap={4}>
      <Controller
        control={form.control}
        name={name}
        render={({ field, fieldState }) => (
          <Select
            {...props}
            label={label}
            name={field.name}
            ref={field.ref}
            data={data}
            value={field.value || null}
            onChange={(next) => field.onChange(next ?? '')}
            onBlur={field.onBlur}
            placeholder={query.isPending ? 'Loading the choices…' : props.placeholder}
            error={problem ?? fieldState.error?.message}
            searchable
            nothingFoundMessage="Nothing matches"
          />
        )}
      />
      {problem && (
        <Group>
          <Button size="compact-xs" variant="light" onClick={() => void query.refetch()}>
            Retry loading the choices of {label}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
