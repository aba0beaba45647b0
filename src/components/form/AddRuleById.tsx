import { Button, NumberInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';

interface AddRuleByIdProps {
  /** The rules already listed: adding one of them again is refused. */
  ruleIds: number[];
  onAdd: (ruleId: number) => void;
  /** Why a listed rule cannot be added again, e.g. "Rule 4 is already on this audit". */
  alreadyListed: (ruleId: number) => string;
}

/** "Add a rule by id": a number field (Enter adds) and its button; an empty or listed id is explained. */
export function AddRuleById({ ruleIds, onAdd, alreadyListed }: AddRuleByIdProps) {
  const [candidate, setCandidate] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    setError(null);
    if (typeof candidate !== 'number' || candidate < 1) return setError('Enter a rule id');
    if (ruleIds.includes(candidate)) return setError(alreadyListed(candidate));
    onAdd(candidate);
    setCandidate('');
  };
  return (
    <>
      <NumberInput
        label="Add a rule by id"
        description="The rule’s number from the rule library"
        min={1}
        allowDecimal={false}
        w={220}
        value={candidate}
        onChange={setCandidate}
        error={error}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
      />
      <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
        Add rule
      </Button>
    </>
  );
}
