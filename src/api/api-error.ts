// The error every call to the service fails with (kept apart from errors.ts: the first load needs only this).
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
