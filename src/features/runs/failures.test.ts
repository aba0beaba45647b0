import { describe, expect, it } from 'vitest';
import type { RunFailures } from '@/api/runs/schemas';
import { failureSummary, outcomeSentences, startingUrlOutcomes } from './failures';

const failedOn = (
  startingUrlFailures: NonNullable<RunFailures['startingUrlResults']>['startingUrlFailures'],
) =>
  ({
    preAuditActionResults: { zeroAndOut: false },
    startingUrlResults: { failureType: 'all_starting_urls_failed_zero_and_out', startingUrlFailures },
  }) satisfies RunFailures;

describe('failure details name what failed', () => {
  it('names the starting URL that answered, with the status in words', () => {
    const report = failedOn([{ statusCode: 403, pageCount: 1 }]);
    expect(failureSummary(report, ['https://shop.example.com/'])).toEqual([
      'Every starting URL failed to load, so no page was scanned.',
      'https://shop.example.com/ answered HTTP 403 Forbidden.',
    ]);
  });

  it('names every starting URL when all failed the same way, and says a browser error', () => {
    const outcomes = startingUrlOutcomes(
      [{ statusCode: 0, pageCount: 2, browserError: 'net::ERR_NAME_NOT_RESOLVED' }],
      ['https://a.example/', 'https://b.example/'],
    );
    expect(outcomeSentences(outcomes)).toEqual([
      'https://a.example/ did not answer (net::ERR_NAME_NOT_RESOLVED)',
      'https://b.example/ did not answer (net::ERR_NAME_NOT_RESOLVED)',
    ]);
  });

  it('counts, without guessing, when the record does not say which URL gave which answer', () => {
    const outcomes = startingUrlOutcomes(
      [
        { statusCode: 503, pageCount: 2 },
        { statusCode: 403, pageCount: 1 },
      ],
      ['https://a.example/', 'https://b.example/', 'https://c.example/'],
    );
    expect(outcomeSentences(outcomes)).toEqual([
      '2 of the 3 starting URLs answered HTTP 503 Unavailable',
      '1 of the 3 starting URLs answered HTTP 403 Forbidden',
    ]);
  });

  it('names nothing when the audit lists other starting URLs than the run failed on', () => {
    const outcomes = startingUrlOutcomes([{ statusCode: 403, pageCount: 2 }], ['https://a.example/']);
    expect(outcomeSentences(outcomes)).toEqual(['All 2 starting URLs answered HTTP 403 Forbidden']);
  });
});
