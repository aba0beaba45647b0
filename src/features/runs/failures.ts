import type { RunFailures } from '@/api/runs/schemas';
import { formatCount } from '@/lib/format';

const failureTypeText: Record<string, string> = {
  no_links_scanned_one_and_out:
    'Only the starting URL was scanned: every link found on it was excluded by the audit’s filters.',
  all_starting_urls_failed_one_and_out: 'Every starting URL failed; the run stopped after the first page.',
  all_starting_urls_failed_zero_and_out: 'Every starting URL failed to load, so no page was scanned.',
};

/** A starting-URL failure type in words (an unknown type is shown as sent). */
export function describeFailureType(type: string): string {
  return failureTypeText[type] ?? `Starting URLs: ${type.replace(/_/g, ' ')}`;
}

/** A status code in words for a failed navigation (0 = no HTTP answer). */
export function describeNavigationStatus(statusCode: number): string {
  return statusCode === 0 ? 'No response' : `HTTP ${statusCode}`;
}

const plural = (count: number, word: string) => `${formatCount(count)} ${word}${count === 1 ? '' : 's'}`;

/** "On-page actions failed 7 times in this run (3 actions configured)." */
export function onPageFailureText(failed: number, configured: number): string {
  return `On-page actions failed ${plural(failed, 'time')} in this run (${plural(configured, 'action')} configured).`;
}

/** One line per kind of failure in the report; empty when the run had none. */
export function failureSummary(report: RunFailures): string[] {
  const lines: string[] = [];
  const preAudit = report.preAuditActionResults;
  const preFailures = preAudit.preAuditActionFailures?.length ?? 0;
  if (preAudit.zeroAndOut || preFailures > 0) {
    lines.push(
      preAudit.zeroAndOut
        ? `A pre-audit action failed and the run stopped before scanning any page (${formatCount(preFailures)} failed).`
        : `${plural(preFailures, 'pre-audit action')} failed.`,
    );
  }
  const onPages = report.onPagesActionResults;
  if (onPages && onPages.totalFailedCount > 0) {
    lines.push(onPageFailureText(onPages.totalFailedCount, onPages.totalConfiguredCount));
  }
  const starting = report.startingUrlResults;
  if (starting) {
    lines.push(describeFailureType(starting.failureType));
    const excluded = starting.linksExcludedSample?.length ?? 0;
    if (excluded > 0) lines.push(`${plural(excluded, 'excluded link')} in the sample.`);
  }
  return lines;
}
