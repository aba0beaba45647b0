import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

interface SearchBoxProps {
  label: string;
  /** The committed search (from the URL). */
  value: string;
  /** Called with the text on Enter or when the field loses focus. */
  onSearch: (value: string) => void;
  placeholder?: string;
}

/** A search field that commits on Enter or blur, so the URL changes once per search, not per key. */
export function SearchBox({ label, value, onSearch, placeholder }: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }
  const commit = () => {
    if (draft.trim() !== value) onSearch(draft.trim());
  };
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      onBlur={commit}
      leftSection={<IconSearch size={16} aria-hidden />}
      w={280}
      size="xs"
    />
  );
}
