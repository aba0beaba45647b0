import type { WebJourneyFrequency } from '@/api/web-journeys/schemas';

/** Each journey frequency in words. */
const frequencyLabels: Record<WebJourneyFrequency, string> = {
  paused: 'Paused',
  once: 'Once',
  '15 minutes': 'Every 15 minutes',
  '1 hour': 'Hourly',
  '6 hours': 'Every 6 hours',
  '12 hours': 'Every 12 hours',
  daily: 'Daily',
  weekly: 'Weekly',
  biweekly: 'Every 2 weeks',
  monthly: 'Monthly',
};

/** A journey frequency in words (unknown values as sent). */
export function frequencyLabel(frequency: string | undefined): string {
  if (!frequency) return '–';
  return frequencyLabels[frequency as WebJourneyFrequency] ?? frequency;
}
