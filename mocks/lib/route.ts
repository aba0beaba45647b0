import { http, HttpResponse, delay } from 'msw';
import { SLICED_FROM_ITEMS, slicedJsonArray } from './sliced-json';
import { z } from '@/lib/zod';
import type { User } from '@/api/users/schemas';
import type { ValidationReport } from '@/api/validation-report';
import type { Db } from '../db/types';
import { stripParamPayloads, stripPayloads, stripQueryPayloads } from '../hostile/disinfect';
import { infectAnswer } from '../hostile/infect';
import { MockHttpError, errorResponse } from './errors';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a mock handler receives: the database, the caller, and the parsed request. */
export interface MockContext<B = unknown> {
  db: Db;
  user: User;
  isAdmin: boolean;
  params: Record<string, string>;
  query: URLSearchParams;
  body: B;
  request: Request;
}

interface RouteOptions<B extends z.ZodMiniType | undefined> {
  /** Only administrators may call it (403 otherwise). */
  admin?: boolean;
  /** Zod schema of the JSON body; failures answer 400 with a validationReport. */
  body?: B;
  /** Status of a successful answer (default 200, or 204 when the handler returns nothing). */
  status?: number;
}

type Resolver<B> = (ctx: MockContext<B>) => unknown | Promise<unknown>;

/** Where handlers find the current database (replaced by reset). */
export interface DbRef {
  current: Db;
}

/** Work around every request: `before` (awaited) once latency is served, `after` a handled answer. */
export interface RouteHooks {
  before?: (db: Db) => Promise<void> | void;
  after?: (db: Db) => void;
}

/**
 * The API key of an Authorization header: the bare key (what the dashboard and the reference
 * documents use) or `api_key <KEY>`, the scheme-prefixed form other clients send (prefix in any
 * case); null when there is none.
 */
export function apiKeyOf(header: string | null): string | null {
  const key = header?.trim().replace(/^api_key\s+/i, '');
  return key ? key : null;
}

/**
 * Convert a spec path (`/v2/folders/{folderId}`) to an msw pattern under `origin`
 * (`*` = any origin, for msw/node and the stub server; the page's origin in the browser, so a
 * real service URL typed at sign-in is never intercepted).
 */
export function toPattern(path: string, origin = '*'): string {
  return `${origin}${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/** Validation report for a zod error: the failing fields and why (the shape the dashboard reads). */
export function validationReport(error: z.core.$ZodError): ValidationReport {
  return {
    valid: false,
    issues: error.issues.map((issue) => ({
      path: issue.path.map(String),
      message: issue.message,
      code: issue.code,
    })),
  };
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new MockHttpError(400, 'The request body is not valid JSON', 'Malformed JSON', {
      valid: false,
      issues: [{ path: [], message: 'Body must be valid JSON', code: 'invalid_json' }],
    });
  }
}

/**
 * Declare one mock operation. Every handler gets the same treatment: latency and injected
 * failures, 401 without a known key, 403 for admin-only operations, 400 with the error body and a
 * validationReport for a body that fails its schema, and thrown MockHttpErrors as error bodies.
 */
export function createRoute(ref: DbRef, origin = '*', hooks: RouteHooks = {}) {
  function route<B extends z.ZodMiniType | undefined = undefined>(
    method: Method,
    path: string,
    options: RouteOptions<B>,
    resolve: Resolver<B extends z.ZodMiniType ? z.output<B> : undefined>,
  ) {
    return http[method](toPattern(path, origin), async ({ request, params }) => {
      const db = ref.current;
      const { latencyMs, failureRate } = db.options;
      if (latencyMs > 0) await delay(latencyMs);
      await hooks.before?.(db);
      if (failureRate > 0 && Math.random() < failureRate) {
        return errorResponse(
          503,
          'The service is temporarily unavailable',
          'Injected failure (MOCK_FAILURE_RATE)',
          undefined,
          {
            'Retry-After': '1',
          },
        );
      }
      try {
        const key = apiKeyOf(request.headers.get('Authorization'));
        const userId = key ? db.apiKeys.get(key) : undefined;
        const user = userId !== undefined ? db.users.get(userId) : undefined;
        if (!user) {
          return errorResponse(
            401,
            'A valid API key is required',
            key ? 'The API key is not recognised' : 'The Authorization header is missing',
          );
        }
        const isAdmin = user.permissions === 'admin';
        if (options.admin && !isAdmin) {
          throw new MockHttpError(
            403,
            'This operation is restricted to administrators',
            `User ${user.username} is not an administrator`,
          );
        }
        // MOCK_HOSTILE: what the dashboard sends back loses the payloads its answers carried.
        const hostile = db.options.hostile;
        let body: unknown = undefined;
        if (options.body) {
          const json = await readJson(request);
          const parsed = options.body.safeParse(hostile ? stripPayloads(json) : json);
          if (!parsed.success) {
            throw new MockHttpError(
              400,
              'The request body is not valid',
              z.prettifyError(parsed.error),
              validationReport(parsed.error),
            );
          }
          body = parsed.data;
        }
        const pathParams = params as Record<string, string>;
        const query = new URL(request.url).searchParams;
        const result = await resolve({
          db,
          user,
          isAdmin,
          params: hostile ? stripParamPayloads(pathParams) : pathParams,
          query: hostile ? stripQueryPayloads(query) : query,
          body: body as B extends z.ZodMiniType ? z.output<B> : undefined,
          request,
        });
        hooks.after?.(db);
        if (result instanceof Response) return result;
        if (result === undefined) return new HttpResponse(null, { status: 204 });
        // MOCK_HOSTILE: every attacker-controlled string of a JSON answer carries a payload (mocks/hostile).
        const answer = hostile ? infectAnswer(result) : result;
        const status = options.status ?? 200;
        if (db.options.stubServer && Array.isArray(answer) && answer.length >= SLICED_FROM_ITEMS)
          return slicedJsonArray(answer, status);
        return HttpResponse.json(answer as never, { status });
      } catch (error) {
        if (error instanceof MockHttpError)
          return errorResponse(error.status, error.message, error.details, error.validationReport);
        throw error;
      }
    });
  }
  /** The options of the database in force (e.g. `stubServer`, read when a request is checked). */
  return Object.assign(route, { options: () => ref.current.options });
}

/** The `route` function bound to a database reference. */
export type Route = ReturnType<typeof createRoute>;

/** Read a numeric path id, or answer 404 for one that cannot exist. */
export function idParam(ctx: { params: Record<string, string> }, name: string, what: string): number {
  const raw = ctx.params[name] ?? '';
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id))
    throw new MockHttpError(404, `${what} ${raw} was not found`, `"${raw}" is not a valid id`);
  return id;
}
