import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import {
  isAggregateColumn,
  type GridFilter,
  type GridFilters,
  type GridSchemaColumn,
} from '@/api/grid/query-schemas';
import { ShowMoreButton, useShowMore } from '@/components/list/ShowMore';
import type { ColumnIndex } from '@/api/grid/model/columns';
import { draftFromFilter, emptyDraft, type FilterDraft } from '@/api/grid/model/filter-draft';
import { describeFilter, sentenceText } from '@/api/grid/model/filter-sentence';
import { FilterEditor } from './FilterEditor';
import { FilterSentenceText } from './FilterSentenceText';
import { LatestRunSwitch } from './LatestRunSwitch';
import { LATEST_RUN_COLUMN } from '@/api/grid/model/latest-run';
import { ChoiceSegments } from '@/components/choice/ChoiceSegments';

interface FilterListProps {
  filters: GridFilters | undefined;
  columns: readonly GridSchemaColumn[];
  index: ColumnIndex;
  onChange: (filters: GridFilters) => void;
  /** The label of the latest-run switch, for a data set of every run whose schema can narrow it. */
  latestRunSwitch?: string | undefined;
}

/** Which condition the editor is open for: a new one, or the one at `at`. */
type Editing = { at: number | null; draft: FilterDraft } | null;

/**
 * The query's conditions as sentences, each editable and removable; match all or any; add a filter;
 * and, for a data set of every run, the switch to keep only each latest run.
 */
export function FilterList({ filters, columns, index, onChange, latestRunSwitch }: FilterListProps) {
  const conditions = filters?.conditions ?? [];
  const mode = filters?.conditionMatchMode ?? 'all';
  const [editing, setEditing] = useState<Editing>(null);
  const modeLabelId = useId();
  const shownConditions = useShowMore(conditions);

  const update = (next: GridFilter[], nextMode = mode) =>
    onChange(nextMode === 'any' ? { conditions: next, conditionMatchMode: 'any' } : { conditions: next });

  const apply = (filter: GridFilter) => {
    if (!editing) return;
    const next =
      editing.at === null
        ? [...conditions, filter]
        : conditions.map((condition, at) => (at === editing.at ? filter : condition));
    update(next);
    setEditing(null);
  };

  return (
    <Stack gap="xs">
      {latestRunSwitch && index.has(LATEST_RUN_COLUMN) && (
        <LatestRunSwitch label={latestRunSwitch} filters={filters} onChange={onChange} />
      )}
      {conditions.length > 1 && (
        <Group gap="xs">
          <Text size="sm" id={modeLabelId}>
            Rows must match
          </Text>
          <ChoiceSegments
            size="xs"
            aria-labelledby={modeLabelId}
            value={mode}
            onChange={(value) => update(conditions, value === 'any' ? 'any' : 'all')}
            data={[
              { value: 'all', label: 'all conditions' },
              { value: 'any', label: 'any condition' },
            ]}
          />
        </Group>
      )}
      {conditions.length === 0 ? (
        <Text size="sm" c="dimmed">
          No filters: every row is included.
        </Text>
      ) : (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Filters">
          {shownConditions.shown.map((condition, at) => {
            const sentence = describeFilter(condition, index);
            const text = sentenceText(sentence);
            const editable =
              condition.operator !== 'any_column_contains' &&
              condition.filteredColumn !== undefined &&
              !isAggregateColumn(condition.filteredColumn);
            return (
              <Paper component="li" key={`${at}-${text}`} withBorder px="xs" py={6} radius="sm">
                <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
                  <div style={{ minWidth: 0 }}>
                    {at > 0 && (
                      <>
                        <Text span size="xs" c="dimmed" tt="uppercase">
                          {mode === 'any' ? 'or' : 'and'}
                        </Text>{' '}
                      </>
                    )}
                    <FilterSentenceText sentence={sentence} />
                  </div>
                  <Group gap={2} wrap="nowrap">
                    {editable && (
                      <ActionIcon
                        variant="subtle"
                        size="sm"
                        aria-label={`Edit filter: ${text}`}
                        onClick={() => setEditing({ at, draft: draftFromFilter(condition) })}
                      >
                        <IconPencil size={14} aria-hidden />
                      </ActionIcon>
                    )}
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      color="red"
                      aria-label={`Remove filter: ${text}`}
                      onClick={() => update(conditions.filter((_, i) => i !== at))}
                    >
                      <IconX size={14} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      <ShowMoreButton list={shownConditions} total={conditions.length} noun="filters" />
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => setEditing({ at: null, draft: emptyDraft() })}
        >
          Add filter
        </Button>
        {conditions.length > 0 && (
          <Button size="xs" variant="subtle" onClick={() => onChange({ conditions: [] })}>
            Clear filters
          </Button>
        )}
      </Group>
      <FilterEditor
        opened={editing !== null}
        initial={editing?.draft ?? emptyDraft()}
        editing={editing?.at !== null && editing !== null}
        columns={columns}
        index={index}
        onClose={() => setEditing(null)}
        onApply={apply}
      />
    </Stack>
  );
}
