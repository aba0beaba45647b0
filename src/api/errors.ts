import { outsideSpec } from './outside-spec';

/**
 * The spec's error body: every non-2xx answer of the service carries it. Read by hand, not with
 * zod, so that the initial bundle stays free of the schema library.
 */
export interface ErrorBody {
  timestamp?: string;
  message?: string;
  details?: string;
  /** As sent: read it with `validationReportOf` (validation-report.ts), which checks its shape. */
  validationReport?: unknown;
}

/** The error-body fields of a parsed JSON value, keeping only those of the right type. */
export function readErrorBody(value: unknown): ErrorBody {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const record = value as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : undefined);
  return {
    timestamp: text('timestamp'),
    message: text('message'),
    details: text('details'),
    validationReport: record.validationReport,
  };
}

/** What went wrong: an HTTP status, no answer at all, or an answer of the wrong shape. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'parse';

interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number;
  message: string;
  details?: string;
  validationReport?: unknown;
  timestamp?: string;
  path?: string;
  /** Request method (`GET` when not given). */
  method?: string;
  retryAfterSeconds?: number;
}

/** A failed call to the service, with the spec's error body when the server sent one. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly details: string | undefined;
  /**
   * The body's validationReport as sent. `validationReportOf(error)` (validation-report.ts) reads it
   * with its zod schema; it stays unparsed here because the first visit loads this module without zod.
   */
  readonly validationReport: unknown;
  readonly timestamp: string | undefined;
  /** Request path that failed, for messages and logs (never includes the key). */
  readonly path: string | undefined;
  readonly method: string;
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.details = init.details;
    this.validationReport = init.validationReport;
    this.timestamp = init.timestamp;
    this.path = init.path;
    this.method = init.method ?? 'GET';
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** True for 4xx answers: the request itself is wrong and repeating it will not help. */
  get isClientError(): boolean {
    return this.kind === 'http' && this.status !== undefined && this.status >= 400 && this.status < 500;
  }
}

/** Narrow an unknown thrown value to ApiError. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

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
