import { listedLabel } from '@/lib/vocabulary';

/**
 * How often an audit or a journey runs, in words from the one vocabulary ("weekly" → "Weekly");
 * a frequency it does not list is shown as sent with a capital first letter; none as an en dash.
 */
export function frequencyLabel(frequency: string | null | undefined): string {
  if (!frequency) return '–';
  return listedLabel('frequency', frequency) ?? frequency.charAt(0).toUpperCase() + frequency.slice(1);
}
