import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { parseValidationReport, validationReportOf } from './validation-report';

const badRequest = (validationReport: unknown) =>
  new ApiError({ kind: 'http', status: 400, message: 'The request body is not valid', validationReport });

describe('parseValidationReport', () => {
  it('reads the report the service sends, paths as text', () => {
    expect(
      parseValidationReport({
        valid: false,
        issues: [
          { path: ['emails', 0], message: 'Not a mailbox', code: 'custom' },
          { path: ['name'], message: 'Taken' },
        ],
      }),
    ).toEqual({
      valid: false,
      issues: [
        { path: ['emails', '0'], message: 'Not a mailbox', code: 'custom' },
        { path: ['name'], message: 'Taken' },
      ],
    });
  });

  it('leaves out an issue without a message and places one without a readable path nowhere', () => {
    const report = parseValidationReport({
      issues: [
        { path: ['name'] },
        'odd',
        null,
        { message: 'No path' },
        { path: 'name', message: 'Text path' },
      ],
    });
    expect(report?.issues).toEqual([
      { path: [], message: 'No path' },
      { path: [], message: 'Text path' },
    ]);
  });

  it('keeps the other keys of an object and tolerates odd issues, valid and code', () => {
    const report = parseValidationReport({ valid: 'no', issues: 'none', field: 'Bad' });
    expect(report).toEqual({ valid: undefined, issues: undefined, field: 'Bad' });
    expect(parseValidationReport({ issues: [{ path: [], message: 'm', code: 4 }] })?.issues).toEqual([
      { path: [], message: 'm', code: undefined },
    ]);
  });

  it('is undefined for a report that is absent or not an object, and never throws', () => {
    for (const value of [undefined, null, 'Bad request', 42, ['a'], true])
      expect(parseValidationReport(value)).toBeUndefined();
  });
});

describe('validationReportOf', () => {
  it('reads an ApiError’s report and nothing of other errors', () => {
    expect(validationReportOf(badRequest({ issues: [{ path: ['a'], message: 'm' }] }))?.issues).toEqual([
      { path: ['a'], message: 'm' },
    ]);
    expect(validationReportOf(badRequest(undefined))).toBeUndefined();
    expect(validationReportOf(new Error('offline'))).toBeUndefined();
    expect(validationReportOf(undefined)).toBeUndefined();
  });
});
