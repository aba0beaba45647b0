import { HttpResponse } from 'msw';
import type { ErrorBody } from '@/api/errors';

/** An HTTP error a handler throws; the route wrapper turns it into the spec's error body. */
export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: string,
    readonly validationReport?: unknown,
  ) {
    super(message);
  }
}

/** The spec's error body for a status. */
export function errorBody(
  status: number,
  message: string,
  details?: string,
  validationReport?: unknown,
): ErrorBody {
  return {
    timestamp: new Date().toISOString(),
    message,
    details: details ?? `HTTP ${status}`,
    ...(validationReport !== undefined ? { validationReport } : {}),
  };
}

/** A JSON error response carrying the spec's error body. */
export function errorResponse(
  status: number,
  message: string,
  details?: string,
  validationReport?: unknown,
  headers?: HeadersInit,
) {
  return HttpResponse.json(errorBody(status, message, details, validationReport), { status, headers });
}

/** Throw a 404 naming what was not found. */
export function notFound(what: string, id: string | number): never {
  throw new MockHttpError(
    404,
    `${what} ${id} was not found`,
    `No ${what.toLowerCase()} with id ${id} exists in this account`,
  );
}

/** Throw a 400 with a message and optional validation report. */
export function badRequest(message: string, validationReport?: unknown): never {
  throw new MockHttpError(400, message, 'The request was not valid', validationReport);
}
