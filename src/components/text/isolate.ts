/** U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE. */
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * A value from the data for a plain string (a document title, a sentence built around a name): set
 * between bidi isolates, so an override inside it (U+202E) cannot reorder the text around it.
 */
export function isolateText(value: string): string {
  return `${FSI}${value}${PDI}`;
}
