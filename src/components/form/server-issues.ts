import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { validationReportOf } from '@/api/validation-report';

/** One issue of a failed save's validation report: its path and message. */
export interface ServerIssue {
  path: string[];
  message: string;
}

/** The issues of a failed save's validation report (none for other errors or an unreadable report). */
export function serverIssues(error: unknown): ServerIssue[] {
  return (validationReportOf(error)?.issues ?? []).map(({ path, message }) => ({ path, message }));
}

/** Where a server issue shows: a form field (with the issue's message or its own), or no field. */
export type IssuePlace<T extends FieldValues> = (
  path: string[],
  message: string,
) => Path<T> | { field: Path<T>; message: string } | undefined;

/** What {@link useServerIssues} gives a form. */
export interface ServerIssues {
  /** The last failure's issues that are not at any field. */
  unplaced: ServerIssue[];
  /** Show a failed save's issues: each at its field, the others in `unplaced`. */
  show: (error: unknown) => void;
  /** Forget the unplaced issues (a new submit). */
  clear: () => void;
}

/** The server's validation report of a failed save on a form: at the fields `place` names, the rest listed. */
export function useServerIssues<T extends FieldValues>(
  form: UseFormReturn<T>,
  place?: IssuePlace<T>,
): ServerIssues {
  const [unplaced, setUnplaced] = useState<ServerIssue[]>([]);
  const show = (error: unknown) => {
    const rest: ServerIssue[] = [];
    for (const issue of serverIssues(error)) {
      const at = place?.(issue.path, issue.message);
      const target = typeof at === 'string' ? { field: at, message: issue.message } : at;
      if (target) form.setError(target.field, { type: 'server', message: target.message });
      else rest.push(issue);
    }
    setUnplaced(rest);
  };
  return { unplaced, show, clear: () => setUnplaced([]) };
}
