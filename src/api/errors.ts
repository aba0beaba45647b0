import { ApiError, isApiError } from './api-error';
import { outsideSpec } from './outside-spec';

export * from './api-error';

/** The answers by which a service says it has no such operation. */
const unavailableStatuses = new Set([404, 405, 501]);

/** The endpoints outside the spec as method and path pattern (`{name}` is one path segment). */
const outsidePatterns = outsideSpec.map((key) => {
  const [method = '', template = ''] = key.split(' ');
  return { method, pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`) };
});

/** True when the dashboard calls `method path` (query string allowed) but the interface spec does not list it. */
export function isOutsideSpec(method: string, path: string): boolean {
  const bare = path.split('?')[0] ?? '';
  return outsidePatterns.some((entry) => entry.method === method.toUpperCase() && entry.pattern.test(bare));
}

/** True when an answer means the service has no such operation: 404, 405 or 501 from an endpoint outside the spec. */
export function answersUnavailable(method: string, path: string, status: number): boolean {
  return unavailableStatuses.has(status) && isOutsideSpec(method, path);
}

/**
 * True for the error of an operation the service does not have (see `answersUnavailable`). The view
 * then says "not available on this service" (not an error with Retry); a 404 from a spec operation
 * stays an error (an unknown id).
 */
export function isUnavailableOnService(error: unknown): error is ApiError {
  return (
    isApiError(error) &&
    error.kind === 'http' &&
    error.status !== undefined &&
    error.path !== undefined &&
    answersUnavailable(error.method, error.path, error.status)
  );
}

const statusTexts: Record<number, string> = {
  400: 'The request was not accepted',
  401: 'Your API key was not accepted',
  403: 'You do not have permission to do this',
  404: 'Not found',
  409: 'This conflicts with the current state',
  422: 'The request could not be processed',
  429: 'Too many requests: try again shortly',
  500: 'The service had an internal error',
  502: 'The service is unreachable (bad gateway)',
  503: 'The service is temporarily unavailable',
  504: 'The service took too long to answer',
};

/** A readable fallback message for a status code when the body carries none. */
export function messageForStatus(status: number): string {
  return statusTexts[status] ?? `The service answered with status ${status}`;
}

/**
 * Human-readable lines for a validationReport of any structure, for the error views (read without
 * zod: the error panel is part of the first visit). Forms place it with `useServerIssues`.
 */
export function describeValidationReport(report: unknown): string[] {
  if (report == null) return [];
  if (typeof report === 'string') return [report];
  if (Array.isArray(report)) return report.flatMap(describeValidationReport);
  if (typeof report === 'object') {
    const issues = (report as { issues?: unknown }).issues;
    if (Array.isArray(issues)) {
      return issues.map((issue) => {
        const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
        const where = Array.isArray(path) && path.length ? `${path.join('.')}: ` : '';
        return `${where}${typeof message === 'string' ? message : JSON.stringify(issue)}`;
      });
    }
    return Object.entries(report).map(
      ([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
    );
  }
  return [String(report)];
}
