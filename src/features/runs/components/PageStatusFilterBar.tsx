import { Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  readStatusFilter,
  statusClasses,
  statusClassLabels,
  statusCodeProblem,
  type PageStatusFilter,
} from '../page-status';
import { ChoiceSegments } from '@/components/choice/ChoiceSegments';

const ALL = 'all';
const classOptions = [
  { value: ALL, label: 'All' },
  ...statusClasses.map((value) => ({ value, label: statusClassLabels[value] })),
];

interface PageStatusFilterBarProps {
  /** `?status=` as the address has it (possibly not valid). */
  value: string | undefined;
  /** Set (or clear, with undefined) the filter in the address. */
  onChange: (next: PageStatusFilter | undefined) => void;
}

/**
 * Narrow a run's pages by final status: a class (2xx–5xx, or broken: 4xx and 5xx together) or one
 * code typed and applied with Enter.
 * A code that is none says why and keeps what was typed; so does a `?status=` that names nothing.
 * An address changed elsewhere (Back, a link) shows in the field; applying a filter keeps the
 * controls mounted, so the focus stays on the one just used.
 */
export function PageStatusFilterBar({ value, onChange }: PageStatusFilterBarProps) {
  const filter = readStatusFilter(value);
  const typedInAddress = value !== undefined && !(filter && 'statusClass' in filter) ? value : '';
  const [code, setCode] = useState(typedInAddress);
  const [checked, setChecked] = useState(typedInAddress !== '');
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setCode(typedInAddress);
    setChecked(typedInAddress !== '');
  }
  const problem = checked && code.trim() !== '' ? statusCodeProblem(code) : undefined;

  const applyCode = () => {
    setChecked(true);
    const text = code.trim();
    if (text === '') {
      if (filter && 'code' in filter) onChange(undefined);
      return;
    }
    if (statusCodeProblem(text) === undefined) onChange(readStatusFilter(text));
  };

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <div>
        <ChoiceSegments
          aria-label="Status class"
          size="xs"
          data={classOptions}
          value={filter && 'statusClass' in filter ? filter.statusClass : filter ? '' : ALL}
          onChange={(next) => {
            setCode('');
            setChecked(false);
            onChange(next === ALL ? undefined : readStatusFilter(next));
          }}
        />
      </div>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          applyCode();
        }}
      >
        <TextInput
          label="Status code"
          description="Press Enter to apply"
          placeholder="e.g. 404"
          size="xs"
          w={200}
          inputMode="numeric"
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setChecked(false);
          }}
          onBlur={applyCode}
          error={problem}
        />
      </form>
    </Group>
  );
}
