/** A positive integer path segment, or undefined. */
export function positiveId(raw: string | undefined): number | undefined {
  const value = Number(raw);
  return raw !== undefined && /^\d+$/.test(raw) && Number.isSafeInteger(value) && value > 0
    ? value
    : undefined;
}

/** Breadcrumb to the manual journey list. */
export const listCrumb = { label: 'Manual journeys', to: '/manual-journeys' };
