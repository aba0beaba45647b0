/** A selection that names one item by several fields, kept in one URL parameter as JSON. */
export const itemParam = {
  /** The parameter value for an item. */
  write: (item: Record<string, unknown>) => JSON.stringify(item),
  /** The item back from the parameter, or undefined when it is not a JSON object. */
  read: (value: string | undefined): Record<string, unknown> | undefined => {
    if (!value) return undefined;
    try {
      const parsed: unknown = JSON.parse(value);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : undefined;
    } catch {
      return undefined;
    }
  },
};
