/**
 * A text that changes whenever `value` does: JSON with Maps and Sets spelled out as their entries.
 * The browser mock compares it before saving, so reads that change nothing save (and tell other tabs)
 * nothing.
 */
export function fingerprint(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof Map) return { $map: [...item] };
    if (item instanceof Set) return { $set: [...item] };
    return item;
  });
}
