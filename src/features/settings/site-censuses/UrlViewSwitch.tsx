import { ChoiceSegments } from '@/components/choice/ChoiceSegments';

/** Choose between a census's included URLs and its excluded ones (external, or ignored by a pattern). */
export function UrlViewSwitch({
  excluded,
  onChange,
}: {
  excluded: boolean;
  onChange: (excluded: boolean) => void;
}) {
  return (
    <ChoiceSegments
      aria-label="Which URLs"
      value={excluded ? 'excluded' : 'included'}
      onChange={(value) => onChange(value === 'excluded')}
      data={[
        { value: 'included', label: 'Included URLs' },
        { value: 'excluded', label: 'Excluded (external and ignored)' },
      ]}
    />
  );
}
