import { Button, Group, Select } from '@mantine/core';
import { useMemo } from 'react';
import { formatCount } from '@/lib/format';
import type { CompareDimension } from '@/api/compare/dimension';
import { transitionsOf, type DiffItem } from '@/api/compare/diff';
import { clip } from './change-labels';

interface TransitionFilterProps {
  dimension: CompareDimension;
  items: readonly DiffItem[];
  attribute: string | undefined;
  from: string | undefined;
  to: string | undefined;
  onChange: (changes: { attr: string | null; from: string | null; to: string | null }) => void;
}

/** The Select value of a transition (both sides, unambiguous whatever the values hold). */
const transitionValue = (from: string | undefined, to: string | undefined) => JSON.stringify([from, to]);

/** Longest list of transitions offered; the most frequent come first. */
const MAX_OPTIONS = 200;

/**
 * Narrow changed items to one attribute's transition (`Approved → Unapproved`): an attribute, then
 * one of the transitions its changed items made, most frequent first with their counts.
 */
export function TransitionFilter({ dimension, items, attribute, from, to, onChange }: TransitionFilterProps) {
  const chosen =
    dimension.attributes.find((candidate) => candidate.id === attribute) ?? dimension.attributes[0];
  const transitions = useMemo(() => (chosen ? transitionsOf(items, chosen.id) : []), [items, chosen]);
  const filtering = from !== undefined || to !== undefined;
  const options = transitions.slice(0, MAX_OPTIONS).map((transition) => ({
    value: transitionValue(transition.from, transition.to),
    label: `${clip(transition.from)} → ${clip(transition.to)} (${formatCount(transition.count)})`,
  }));
  const current = filtering ? transitionValue(from, to) : null;
  if (current && !options.some((option) => option.value === current))
    options.unshift({ value: current, label: `${clip(from ?? 'any')} → ${clip(to ?? 'any')} (0)` });

  if (!chosen) return null;
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label="Attribute"
        size="xs"
        w={180}
        data={dimension.attributes.map((candidate) => ({ value: candidate.id, label: candidate.label }))}
        value={chosen.id}
        allowDeselect={false}
        onChange={(next) => next && onChange({ attr: next, from: null, to: null })}
      />
      <Select
        label="Transition"
        size="xs"
        w={360}
        placeholder={transitions.length ? 'Any change' : 'No changes of this attribute'}
        data={options}
        value={current}
        searchable
        clearable
        disabled={options.length === 0}
        nothingFoundMessage="No such transition"
        onChange={(next) => {
          if (!next) return onChange({ attr: attribute ?? null, from: null, to: null });
          const [before, after] = JSON.parse(next) as [string, string];
          onChange({ attr: chosen.id, from: before, to: after });
        }}
      />
      {filtering && (
        <Button
          size="xs"
          variant="subtle"
          onClick={() => onChange({ attr: attribute ?? null, from: null, to: null })}
        >
          Clear transition
        </Button>
      )}
    </Group>
  );
}
