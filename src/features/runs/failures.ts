import type { RunFailures } from '@/api/runs/schemas';
import { statusName } from '@/components/status/HttpStatusBadge';
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

/** A status code in words for a failed navigation (0 = no HTTP answer): "HTTP 403 Forbidden". */
export function describeNavigationStatus(statusCode: number): string {
  return statusCode === 0 ? 'No response' : `HTTP ${statusCode} ${statusName(statusCode)}`;
}

/** One way starting URLs failed: the URLs it names, or only how many when the record does not say which. */
export interface StartingUrlOutcome {
  /** The starting URLs that failed this way; undefined when the failure record cannot name them. */
  urls: string[] | undefined;
  /** How many starting URLs failed this way. */
  count: number;
  statusCode: number;
  browserError: string | undefined;
}

type StartingUrlFailure = NonNullable<
  NonNullable<RunFailures['startingUrlResults']>['startingUrlFailures']
>[number];

/**
 * Which starting URLs failed how. The failure record counts the starting URLs of each answer; the
 * audit's starting URLs name them when every one failed the same way (or there is only one). When
 * the audit lists another number of URLs than the run failed on, its list changed since the run and
 * names nothing.
 */
export function startingUrlOutcomes(
  failures: readonly StartingUrlFailure[],
  startingUrls: readonly string[] | undefined,
): StartingUrlOutcome[] {
  const failed = failures.reduce((sum, failure) => sum + failure.pageCount, 0);
  const nameable = failures.length === 1 && startingUrls !== undefined && startingUrls.length === failed;
  return failures.map((failure) => ({
    urls: nameable ? [...startingUrls] : undefined,
    count: failure.pageCount,
    statusCode: failure.statusCode,
    browserError: failure.browserError,
  }));
}

/** What the starting URLs of an outcome did: "answered HTTP 403 Forbidden", "did not answer (net::ERR_TIMED_OUT)". */
export function outcomeVerb(outcome: StartingUrlOutcome): string {
  if (outcome.statusCode !== 0) return `answered ${describeNavigationStatus(outcome.statusCode)}`;
  return outcome.browserError ? `did not answer (${outcome.browserError})` : 'did not answer';
}

/** An outcome's starting URLs in words: the URL, or how many of them ("2 of the 3 starting URLs"). */
export function outcomeSubject(outcome: StartingUrlOutcome, total: number): string {
  if (outcome.urls?.length === 1) return outcome.urls[0]!;
  if (outcome.count === total)
    return total === 1 ? 'The starting URL' : `All ${formatCount(total)} starting URLs`;
  return `${formatCount(outcome.count)} of the ${formatCount(total)} starting URLs`;
}

/**
 * One sentence per failed starting URL where the outcomes name them, else per outcome:
 * "https://shop.example.com/ answered HTTP 403 Forbidden", "2 of the 3 starting URLs did not answer".
 * More than `nameAtMost` URLs of one outcome are counted, not listed.
 */
export function outcomeSentences(outcomes: readonly StartingUrlOutcome[], nameAtMost = 3): string[] {
  const total = outcomes.reduce((sum, outcome) => sum + outcome.count, 0);
  return outcomes.flatMap((outcome) =>
    outcome.urls && outcome.urls.length <= nameAtMost
      ? outcome.urls.map((url) => `${url} ${outcomeVerb(outcome)}`)
      : [`${outcomeSubject({ ...outcome, urls: undefined }, total)} ${outcomeVerb(outcome)}`],
  );
}

const plural = (count: number, word: string) => `${formatCount(count)} ${word}${count === 1 ? '' : 's'}`;

/** "On-page actions failed 7 times in this run (3 actions configured)." */
export function onPageFailureText(failed: number, configured: number): string {
  return `On-page actions failed ${plural(failed, 'time')} in this run (${plural(configured, 'action')} configured).`;
}

/**
 * One line per kind of failure in the report, naming each failed starting URL where the audit's
 * `startingUrls` say which; empty when the run had none.
 */
export function failureSummary(report: RunFailures, startingUrls?: readonly string[]): string[] {
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
    const failures = starting.startingUrlFailures ?? [];
    lines.push(...outcomeSentences(startingUrlOutcomes(failures, startingUrls)).map((line) => `${line}.`));
    const excluded = starting.linksExcludedSample?.length ?? 0;
    if (excluded > 0) lines.push(`${plural(excluded, 'excluded link')} in the sample.`);
  }
  return lines;
}
