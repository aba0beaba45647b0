import { useCallback, useRef, useState } from 'react';
import { checkHarFile, harBatchProblem, type HarCheck } from '@/lib/har';

/** A file the user picked or dropped, with the result of its check once it is known. */
export interface PickedHar {
  key: string;
  file: File;
  /** Undefined while the file is being read and checked. */
  check?: HarCheck;
}

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * The HAR files chosen for an upload, each checked in the browser as soon as it is added (the
 * same file twice is kept once), and what stands in the way of uploading them.
 */
export function useHarFiles() {
  const [items, setItems] = useState<PickedHar[]>([]);
  const next = useRef(0);

  const add = useCallback((files: readonly File[]) => {
    const picked = files.map((file) => ({ key: `har-${++next.current}`, file }));
    setItems((current) => {
      const kept = [...current];
      for (const item of picked) if (!kept.some((other) => sameFile(other.file, item.file))) kept.push(item);
      return kept;
    });
    // A duplicate left out above is checked too; its result matches no item and changes nothing.
    for (const item of picked) {
      void checkHarFile(item.file).then((check) =>
        setItems((current) => current.map((other) => (other.key === item.key ? { ...other, check } : other))),
      );
    }
  }, []);

  const remove = useCallback((key: string) => {
    setItems((current) => current.filter((item) => item.key !== key));
  }, []);

  const clear = useCallback(() => setItems([]), []);

  const checking = items.some((item) => !item.check);
  const invalid = items.filter((item) => item.check && !item.check.ok);
  const batchProblem = harBatchProblem(items.map((item) => item.file));

  return { items, add, remove, clear, checking, invalid, batchProblem };
}
