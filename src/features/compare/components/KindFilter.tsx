import { formatCount } from '@/lib/format';
import { changeKinds, type ChangeKind, type KindCounts } from '@/api/compare/diff';
import { changeLabels } from './change-labels';
import { ChoiceSegments } from '@/components/choice/ChoiceSegments';

interface KindFilterProps {
  counts: KindCounts;
  value: ChangeKind | undefined;
  onChange: (kind: ChangeKind | undefined) => void;
}

const ALL = 'all';

/** Pick one change kind (or all), each with its count: "New 3", "Changed 12"… */
export function KindFilter({ counts, value, onChange }: KindFilterProps) {
  const total = changeKinds.reduce((sum, kind) => sum + counts[kind], 0);
  return (
    <ChoiceSegments
      aria-label="Change"
      size="xs"
      value={value ?? ALL}
      onChange={(next) => onChange(next === ALL ? undefined : (next as ChangeKind))}
      data={[
        { value: ALL, label: `All ${formatCount(total)}` },
        ...changeKinds.map((kind) => ({
          value: kind,
          label: `${changeLabels[kind].label} ${formatCount(counts[kind])}`,
        })),
      ]}
    />
  );
}
