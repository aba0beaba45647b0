import { isApiError } from '@/api/errors';

/** The field issues of a failed save's validation report: path and message. */
export function serverIssues(error: unknown): Array<{ path: string[]; message: string }> {
  if (!isApiError(error)) return [];
  const issues = (error.validationReport as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue) => {
    const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
    return Array.isArray(path) && typeof message === 'string' ? [{ path: path.map(String), message }] : [];
  });
}
