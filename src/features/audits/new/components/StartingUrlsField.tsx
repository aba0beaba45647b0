import { Text, Textarea } from '@mantine/core';
import { useState, type ClipboardEvent } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import type { NewAuditValues } from '../form';
import { pastedUrlLines, readStartingUrls, withoutDuplicateUrls } from '../starting-urls';

/** Most line errors listed under the field (the rest are counted). */
const MAX_LISTED = 8;

/** Text with `inserted` in place of the selection of a text field. */
function replaceSelection(field: HTMLTextAreaElement, inserted: string): string {
  const { value, selectionStart, selectionEnd } = field;
  return `${value.slice(0, selectionStart)}${inserted}${value.slice(selectionEnd)}`;
}

/**
 * The starting URLs: one per line, or a pasted list (spaces, tabs, commas…) split into lines.
 * Repeated addresses are removed when the field is left or a list is pasted, with a note saying
 * how many; each line that is not an http(s) address is named with its line number.
 */
export function StartingUrlsField({ form }: { form: UseFormReturn<NewAuditValues> }) {
  const {
    field: { name, ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control: form.control, name: 'startingUrls' });
  const [removed, setRemoved] = useState(0);

  const tidy = (text: string) => {
    const result = withoutDuplicateUrls(text);
    if (result.removed > 0) {
      setRemoved(result.removed);
      onChange(result.text);
    }
    return result.text;
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text');
    const lines = pastedUrlLines(pasted);
    if (!lines.includes('\n') && lines === pasted.trim()) return;
    event.preventDefault();
    setRemoved(0);
    const text = replaceSelection(event.currentTarget, lines);
    onChange(text);
    tidy(text);
  };

  // Once checked, the field lists every bad line of what is typed now, not only the first.
  const problems = fieldState.error ? readStartingUrls(value).problems : [];
  // The field's message is a paragraph: one line of it per address to correct.
  const error =
    problems.length > 1 ? (
      <>
        {problems.slice(0, MAX_LISTED).map((problem) => (
          <Text key={problem.line} span display="block" inherit>
            {problem.message}
          </Text>
        ))}
        {problems.length > MAX_LISTED && (
          <Text span display="block" inherit>
            and {problems.length - MAX_LISTED} more lines to correct
          </Text>
        )}
      </>
    ) : (
      fieldState.error?.message
    );

  return (
    <div>
      <Textarea
        label="Starting URLs"
        description="One http(s) address per line, or paste a list: the audit starts from each."
        required
        autosize
        minRows={4}
        maxRows={14}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        name={name}
        ref={ref}
        value={value}
        onChange={(event) => {
          setRemoved(0);
          onChange(event.currentTarget.value);
        }}
        onBlur={() => {
          tidy(value);
          onBlur();
        }}
        onPaste={onPaste}
        error={error}
      />
      {removed > 0 && (
        <Text size="xs" c="dimmed" mt={4} role="status">
          {removed === 1 ? 'Removed 1 duplicate URL.' : `Removed ${removed} duplicate URLs.`}
        </Text>
      )}
    </div>
  );
}
