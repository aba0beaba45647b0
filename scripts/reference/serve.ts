/**
 * `npm run mock:reference`: the reference contract as a server. Three Prism processes (one per
 * reference OpenAPI document: V2, V3, grid reports) behind one loopback router, so the dashboard can
 * be pointed at it as its Service URL:
 *
 * - `/v2/*` → the V2 Prism, `/v2` stripped (the V2 document's server URL carries it);
 *   `/v3/reports/grid…` → the grid Prism; other `/v3/*` → the V3 Prism.
 * - `/static/…` and `/dynamic/…` (a Service URL of `http://127.0.0.1:8790/dynamic`): the same, with
 *   Prism's `Prefer: dynamic=…` header forcing examples or generated data for that request, so one
 *   router serves both modes.
 * - CORS for any origin (preflights answered here), `GET /__mock/fixtures` (values valid for the
 *   reference for every path parameter, in the stub server's shape), `GET /__reference/violations`
 *   (every request Prism refused since start or the last `POST /__reference/reset`).
 *
 * Env: REFERENCE_PORT (8790), REFERENCE_MODE (`static`: examples, default; `dynamic`: `-d`),
 * REFERENCE_SEED (the dynamic generator's seed, default `site-audit`), REFERENCE_PRISM_PORT (the
 * first of the three Prism ports, default REFERENCE_PORT + 1), REFERENCE_DIR (default
 * ../shared/reference), REFERENCE_LOG (Prism's log, kept after exit;
 * default $TMPDIR/reference-mock-<port>.log).
 *
 * The documents are read from REFERENCE_DIR at run time (never copied into the project); what is
 * served is a patched copy in a temp directory (see `patches` and docs/api-assumptions.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const referenceDir = path.resolve(
  process.env.REFERENCE_DIR ?? path.resolve(rootDir, '..', 'shared', 'reference'),
);
const routerPort = Number(process.env.REFERENCE_PORT ?? 8790);
const firstPrismPort = Number(process.env.REFERENCE_PRISM_PORT ?? routerPort + 1);
const mode = (process.env.REFERENCE_MODE ?? 'static').trim().toLowerCase();
const seed = process.env.REFERENCE_SEED ?? 'site-audit';
const host = '127.0.0.1';

if (mode !== 'static' && mode !== 'dynamic') {
  console.error(`REFERENCE_MODE must be "static" or "dynamic", not "${mode}"`);
  process.exit(2);
}

type DocId = 'v2' | 'v3' | 'grid';
interface Doc {
  id: DocId;
  file: string;
  /** The prefix of the router's paths that the document's own paths lack (its server URL carries it). */
  strip: string;
}
const docs: Doc[] = [
  { id: 'v3', file: 'observepoint-v3-api-openapi.yml', strip: '' },
  { id: 'grid', file: 'observepoint-grid-reports-api-openapi.yml', strip: '' },
  { id: 'v2', file: 'observepoint-v2-api-openapi.yml', strip: '/v2' },
];

/**
 * The patches applied to the served copy: each turns one ambiguous `oneOf` into `anyOf`. A `oneOf`
 * must match exactly one branch; these branches overlap, so valid data matches two and is refused.
 * Listed with their reasons in docs/api-assumptions.md ("Reference patches").
 */
export const patches: ReadonlyArray<{ doc: DocId; schema: string; reason: string }> = [
  {
    doc: 'grid',
    schema: 'GridApi_Request_ColumnExpression',
    reason:
      'a bare `{columnId}` matches both the column-id branch and the aggregate-function branch (its only required property is also columnId)',
  },
  {
    doc: 'v3',
    schema: 'RequestDomainParsingResult',
    reason: 'its three branches have only optional properties: any request-domain entry matches all three',
  },
];

const missing = docs.filter((doc) => !existsSync(path.join(referenceDir, doc.file))).map((doc) => doc.file);
if (missing.length > 0) {
  const reason = `The reference OpenAPI documents are missing (${missing.join(', ')} not in ${referenceDir}): npm run mock:reference needs ../shared/reference (or REFERENCE_DIR).`;
  console.error(reason);
  if (process.env.REFERENCE_ALLOW_MISSING !== '1') process.exit(1);
  // For the browser suite's web server: stay up and answer 503 with the reason, so the reference
  // spec fails with it (and the rest of the suite runs) instead of the whole suite failing to start.
  // The fixtures URL (what Playwright waits for) answers 200 with `missing`, every other path 503.
  createServer((req, res) => {
    const fixturesUrl = req.url === '/__mock/fixtures';
    res.writeHead(fixturesUrl ? 200 : 503, {
      'Content-Type': 'application/json',
      'Access-Control-Allow-Origin': '*',
    });
    res.end(JSON.stringify({ message: 'Reference documents missing', missing: reason }));
  }).listen(routerPort, host);
  process.on('SIGTERM', () => process.exit(0));
  process.on('SIGINT', () => process.exit(0));
  await new Promise(() => undefined);
}

type Json = Record<string, unknown>;

/** Parse, patch and write each document to `dir`; returns the parsed documents (for fixtures). */
function writePatchedCopies(dir: string): Map<DocId, Json> {
  const parsed = new Map<DocId, Json>();
  for (const doc of docs) {
    const document = parse(readFileSync(path.join(referenceDir, doc.file), 'utf8')) as Json;
    const schemas = ((document.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
    for (const patch of patches.filter((candidate) => candidate.doc === doc.id)) {
      const schema = schemas[patch.schema];
      if (!schema?.oneOf) throw new Error(`Patch target ${doc.file}#${patch.schema} has no oneOf any more`);
      schema.anyOf = schema.oneOf;
      delete schema.oneOf;
    }
    writeFileSync(path.join(dir, `${doc.id}.json`), JSON.stringify(document));
    parsed.set(doc.id, document);
  }
  return parsed;
}

interface Fixtures {
  apiKey: string;
  nonAdminKey: string;
  params: Record<string, string | number>;
  byPrefix: Record<string, Record<string, string | number>>;
}

/** A value the reference accepts for a path parameter: its example, its first enum value, or one of its type. */
function sampleValue(parameter: Json, schema: Json): string | number {
  const example = parameter.example ?? schema.example;
  if (typeof example === 'string' || typeof example === 'number') return example;
  const choices = schema.enum as unknown[] | undefined;
  if (choices && (typeof choices[0] === 'string' || typeof choices[0] === 'number')) return choices[0];
  if (schema.type === 'integer' || schema.type === 'number') return 1;
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000001';
  return 'reference';
}

/**
 * Fixtures in the stub server's shape (mocks/fixtures.ts): a value for every path parameter of the
 * three documents; where a path needs another value than `params` holds (another type or enum),
 * `byPrefix` has it under that path (with the router's prefix, e.g. `/v2/…`).
 */
function referenceFixtures(documents: Map<DocId, Json>): Fixtures {
  const params: Record<string, string | number> = {};
  const byPrefix: Record<string, Record<string, string | number>> = {};
  for (const doc of docs) {
    const document = documents.get(doc.id)!;
    const resolve = (value: unknown): Json => {
      let current = value as Json;
      for (let depth = 0; typeof current?.$ref === 'string' && depth < 10; depth++) {
        current = (current.$ref as string)
          .slice(2)
          .split('/')
          .reduce<unknown>(
            (node, key) => (node as Json)[key.replace(/~1/g, '/').replace(/~0/g, '~')],
            document,
          ) as Json;
      }
      return current ?? {};
    };
    for (const [template, item] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
      const parameters = [
        ...((item.parameters as unknown[]) ?? []),
        ...['get', 'post', 'put', 'patch', 'delete'].flatMap(
          (method) => ((item[method] as Json | undefined)?.parameters as unknown[]) ?? [],
        ),
      ].map(resolve);
      for (const parameter of parameters) {
        if (parameter.in !== 'path' || typeof parameter.name !== 'string') continue;
        const value = sampleValue(parameter, resolve(parameter.schema));
        if (!(parameter.name in params)) params[parameter.name] = value;
        else if (params[parameter.name] !== value) {
          const key = `${doc.strip}${template}`;
          byPrefix[key] = { ...byPrefix[key], [parameter.name]: value };
        }
      }
    }
  }
  // Prism only checks that an Authorization header is present; it has no roles.
  return { apiKey: 'reference-admin-key', nonAdminKey: 'reference-analyst-key', params, byPrefix };
}

const tempDir = mkdtempSync(path.join(os.tmpdir(), 'reference-mock-'));
const logPath = process.env.REFERENCE_LOG ?? path.join(os.tmpdir(), `reference-mock-${routerPort}.log`);
const log = createWriteStream(logPath, { flags: 'w' });
const started = Date.now();
const documents = writePatchedCopies(tempDir);
const fixtures = referenceFixtures(documents);
documents.clear();

/** A request Prism refused, or one outside every reference document. */
interface Refusal {
  /** Increases with every refusal: `?since=` asks for the later ones. */
  seq: number;
  at: string;
  method: string;
  /** The path and query as the dashboard sent them to the router (with its /static or /dynamic prefix). */
  url: string;
  status: number;
  document: DocId;
  messages: string[];
}
const violations: Refusal[] = [];
const unmatched: Refusal[] = [];
let lastSeq = 0;

const prismBin = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');
const children: ChildProcess[] = [];
const prismPort = new Map<DocId, number>();

docs.forEach((doc, index) => {
  const port = firstPrismPort + index;
  prismPort.set(doc.id, port);
  const args = [prismBin, 'mock', '-h', host, '-p', String(port), '--seed', seed];
  if (mode === 'dynamic') args.push('-d');
  args.push(path.join(tempDir, `${doc.id}.json`));
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const tag = (stream: NodeJS.ReadableStream) => {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) log.write(`[${doc.id}] ${line}\n`);
    });
  };
  tag(child.stdout!);
  tag(child.stderr!);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`Prism (${doc.id}) exited (${signal ?? code}); see ${logPath}`);
      stop(1);
    }
  });
  children.push(child);
});

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  server.close();
  log.end();
  rmSync(tempDir, { recursive: true, force: true, maxRetries: 2 });
  process.exit(code);
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));

const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Expose-Headers': 'Content-Disposition, Retry-After, sl-violations',
  'Access-Control-Max-Age': '600',
};

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { ...corsHeaders, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** The document and upstream path for a router path, or undefined outside /v2 and /v3. */
function target(pathname: string): { doc: DocId; path: string } | undefined {
  if (pathname.startsWith('/v2/')) return { doc: 'v2', path: pathname.slice(3) };
  if (pathname === '/v3/reports/grid' || pathname.startsWith('/v3/reports/grid/'))
    return { doc: 'grid', path: pathname };
  if (pathname.startsWith('/v3/')) return { doc: 'v3', path: pathname };
  return undefined;
}

/** Prism's `sl-violations` header: the request's own violations (errors), not its answer's. */
function requestViolations(header: string | string[] | undefined): string[] {
  if (typeof header !== 'string') return [];
  try {
    const list = JSON.parse(header) as Array<{ location?: string[]; severity?: string; message?: string }>;
    return list
      .filter((item) => item.location?.[0] === 'request' && item.severity === 'Error')
      .map((item) => `${(item.location ?? []).join('.')}: ${item.message ?? ''}`);
  } catch {
    return [header];
  }
}

function proxy(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  forced: 'static' | 'dynamic' | undefined,
  sent: string,
) {
  const routed = target(url.pathname);
  if (!routed) {
    sendJson(res, 404, { message: 'Not found', details: `${url.pathname} is outside /v2 and /v3` });
    return;
  }
  const headers: Record<string, string | string[] | undefined> = {
    ...req.headers,
    host: `${host}:${prismPort.get(routed.doc)}`,
  };
  delete headers.origin;
  delete headers.referer;
  if (forced) headers.prefer = `dynamic=${forced === 'dynamic'}`;
  const upstream = httpRequest(
    {
      host,
      port: prismPort.get(routed.doc),
      method: req.method,
      path: `${routed.path}${url.search}`,
      headers,
    },
    (answer) => {
      const status = answer.statusCode ?? 502;
      const refusal = (messages: string[]): Refusal => ({
        seq: ++lastSeq,
        at: new Date().toISOString(),
        method: req.method ?? 'GET',
        url: sent,
        status,
        document: routed.doc,
        messages,
      });
      const messages = requestViolations(answer.headers['sl-violations']);
      if (messages.length > 0) violations.push(refusal(messages));
      else if (status === 401) violations.push(refusal(['request: no Authorization header (401)']));
      else if (status === 404 || status === 405) {
        // Prism answers 404 (no path matched) or 405 (no such method) for calls outside the document.
        unmatched.push(refusal([`outside the ${routed.doc} reference document (${status})`]));
      }
      const out: Record<string, string | string[]> = { ...corsHeaders };
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value === undefined || name.toLowerCase().startsWith('access-control-')) continue;
        out[name] = value;
      }
      res.writeHead(status, out);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (!res.headersSent) sendJson(res, 502, { message: 'Prism did not answer', details: error.message });
    else res.destroy();
  });
  req.pipe(upstream);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${host}`);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, corsHeaders);
    res.end();
    return;
  }
  if (url.pathname === '/__mock/fixtures' && req.method === 'GET') return sendJson(res, 200, fixtures);
  if (url.pathname === '/__reference/violations' && req.method === 'GET') {
    // ?since=<seq>: only later refusals; ?prefix=/dynamic: only requests sent under that prefix.
    const since = Number(url.searchParams.get('since') ?? 0);
    const prefix = url.searchParams.get('prefix') ?? '';
    const pick = (list: Refusal[]) => list.filter((item) => item.seq > since && item.url.startsWith(prefix));
    return sendJson(res, 200, {
      mode,
      seed,
      log: logPath,
      lastSeq,
      violations: pick(violations),
      unmatched: pick(unmatched),
    });
  }
  if (url.pathname === '/__reference/reset' && req.method === 'POST') {
    violations.length = 0;
    unmatched.length = 0;
    res.writeHead(204, corsHeaders);
    res.end();
    return;
  }
  const sent = `${url.pathname}${url.search}`;
  const forced = /^\/(static|dynamic)(?=\/)/.exec(url.pathname)?.[1] as 'static' | 'dynamic' | undefined;
  if (forced) url.pathname = url.pathname.slice(forced.length + 1);
  proxy(req, res, url, forced, sent);
});

/** Resolve once Prism on `port` answers a request (any HTTP answer: it has loaded its document). */
async function answers(port: number): Promise<boolean> {
  try {
    await fetch(`http://${host}:${port}/__ready`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

async function main() {
  const deadline = Date.now() + Number(process.env.REFERENCE_START_TIMEOUT_MS ?? 180_000);
  for (const doc of docs) {
    while (!(await answers(prismPort.get(doc.id)!))) {
      if (stopping) return;
      if (Date.now() > deadline) {
        console.error(`Prism (${doc.id}) did not answer in time; see ${logPath}`);
        stop(1);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  // Listen only now: whoever waits for the fixtures URL waits for every Prism.
  server.listen(routerPort, host, () => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Reference mock ready on http://${host}:${routerPort} (${mode}${mode === 'dynamic' ? `, seed ${seed}` : ''}; Prism on ${firstPrismPort}-${firstPrismPort + docs.length - 1}; ${seconds} s)`,
    );
    console.log(`Prism log: ${logPath}`);
    console.log(`Patched: ${patches.map((patch) => `${patch.doc}#${patch.schema} oneOf→anyOf`).join(', ')}`);
  });
}

void main();
