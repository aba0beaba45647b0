import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { serverIssues, useServerIssues, type IssuePlace } from './server-issues';

interface Values {
  name: string;
  emails: string[];
}

const refused = (issues: unknown) =>
  new ApiError({
    kind: 'http',
    status: 400,
    message: 'The request body is not valid',
    validationReport: { valid: false, issues },
  });

function renderIssues(place?: IssuePlace<Values>) {
  return renderHook(() => {
    const form = useForm<Values>({ defaultValues: { name: '', emails: [] } });
    return { form, issues: useServerIssues(form, place) };
  });
}

describe('serverIssues', () => {
  it('lists the path and message of each readable issue', () => {
    expect(serverIssues(refused([{ path: ['emails', 1], message: 'Not a mailbox', code: 'x' }, {}]))).toEqual(
      [{ path: ['emails', '1'], message: 'Not a mailbox' }],
    );
  });

  it('is empty for other errors and unreadable reports', () => {
    expect(serverIssues(new Error('offline'))).toEqual([]);
    expect(serverIssues(refused('not a list'))).toEqual([]);
    expect(
      serverIssues(new ApiError({ kind: 'http', status: 400, message: 'x', validationReport: 'text' })),
    ).toEqual([]);
  });
});

describe('useServerIssues', () => {
  it('shows each issue at the field its path names and lists the others', () => {
    const { result } = renderIssues((path) =>
      path[0] === 'name' || path[0] === 'emails' ? path[0] : undefined,
    );
    act(() =>
      result.current.issues.show(
        refused([
          { path: ['name'], message: 'Taken' },
          { path: ['emails', 0], message: 'Not a mailbox' },
          { path: ['schedule'], message: 'Not at a field' },
          { message: 'No path' },
        ]),
      ),
    );
    const errorAt = (name: keyof Values) => result.current.form.getFieldState(name).error;
    expect(errorAt('name')).toMatchObject({ type: 'server', message: 'Taken' });
    expect(errorAt('emails')).toMatchObject({ type: 'server', message: 'Not a mailbox' });
    expect(result.current.issues.unplaced).toEqual([
      { path: ['schedule'], message: 'Not at a field' },
      { path: [], message: 'No path' },
    ]);
    act(() => result.current.issues.clear());
    expect(result.current.issues.unplaced).toEqual([]);
  });

  it('takes a message of the place’s own, and lists everything without a place', () => {
    const placed = renderIssues((path, message) =>
      path[0] === 'emails'
        ? { field: 'emails', message: `Recipient ${Number(path[1]) + 1}: ${message}` }
        : undefined,
    );
    act(() =>
      placed.result.current.issues.show(refused([{ path: ['emails', 2], message: 'Not a mailbox' }])),
    );
    expect(placed.result.current.form.getFieldState('emails').error?.message).toBe(
      'Recipient 3: Not a mailbox',
    );

    const unplaced = renderIssues();
    act(() => unplaced.result.current.issues.show(refused([{ path: ['name'], message: 'Taken' }])));
    expect(unplaced.result.current.form.getFieldState('name').error).toBeUndefined();
    expect(unplaced.result.current.issues.unplaced).toEqual([{ path: ['name'], message: 'Taken' }]);
  });

  it('places nothing for a failure without a report', () => {
    const { result } = renderIssues((path) => (path[0] === 'name' ? 'name' : undefined));
    act(() => result.current.issues.show(new Error('offline')));
    expect(result.current.form.getFieldState('name').error).toBeUndefined();
    expect(result.current.issues.unplaced).toEqual([]);
  });
});
