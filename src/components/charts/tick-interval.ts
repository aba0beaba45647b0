/** Average glyph width of axis text as a share of its font size; generous, so labels never overlap. */
const GLYPH_WIDTH_EM = 0.62;

/** Width of `label` in `fontSize` px text, estimated (generously) from its length, in px. */
export function labelWidth(label: string, fontSize: number): number {
  return label.length * fontSize * GLYPH_WIDTH_EM;
}

/**
 * recharts' `interval` for a category x-axis spanning `plotWidth` px: how many labels to skip between
 * two shown ones so that no two labels (`fontSize` px text) come closer than `minGap` px. Estimated
 * from the longest label's length, so recharts need not measure every label in the DOM.
 */
export function tickInterval(
  labels: readonly string[],
  plotWidth: number,
  fontSize: number,
  minGap: number,
): number {
  if (labels.length < 2 || plotWidth <= 0) return 0;
  const longest = labels.reduce((most, label) => (label.length > most.length ? label : most), '');
  const labelSlot = labelWidth(longest, fontSize) + minGap;
  const pointSpacing = plotWidth / (labels.length - 1);
  return Math.max(0, Math.ceil(labelSlot / pointSpacing) - 1);
}
