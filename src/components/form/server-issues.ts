import { isApiError } from '@/api/errors';

/** One field issue of a failed save's validation report: its path and message. */
export interface ServerIssue {
  path: string[];
  message: string;
}

/** The field issues of a failed save's validation report (a 400's `validationReport.issues`). */
export function serverIssues(error: unknown): ServerIssue[] {
  if (!isApiError(error)) return [];
  const issues = (error.validationReport as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue) => {
    const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
    return Array.isArray(path) && typeof message === 'string' ? [{ path: path.map(String), message }] : [];
  });
}
