// @vitest-environment node
/**
 * The contract test (ARCHITECTURE.md, "Tests"): every operation of `../shared/spec/operations.json`
 * that the mock answers is called with the admin key and real fixture ids, and the JSON body of its
 * 2xx answer is validated against the response schema the reference OpenAPI documents for that
 * method and path. It also checks that every spec operation has a handler and that the mock invents
 * no endpoint: every handler is a spec operation or an addition listed in `docs/api-assumptions.md`.
 *
 * It cannot pass silently:
 * - a write (POST, PUT, PATCH, DELETE) whose reference documents a request body is sent a real body
 *   from mocks/request-bodies.ts (or `preparedBodies`, for one that needs a call first), and that
 *   body must itself match the reference request schema; a write with no body fails, unless it is on
 *   the commented `withoutBodyFixture` allow-list;
 * - an answer without JSON passes only where the reference documents no JSON for it either;
 * - the last test counts the operations each pass validated and fails below the number the mock
 *   handles, minus the `undocumented` ones the reference does not describe (ARCHITECTURE: 312 of 318).
 *
 * The reference documents and the spec live outside the project (`../shared`); without them the
 * suite fails in CI (`CI` set) saying what is missing, and elsewhere is skipped under a title that
 * names it (mocks/lib/shared-inputs.ts).
 *
 * OpenAPI 3.0 → JSON Schema (draft-07, ajv):
 * - each document's `components.schemas` is registered as one schema with its own `$id`, and
 *   `#/components/schemas/X` becomes `<id>#/definitions/X`; keywords beside a `$ref` are dropped,
 *   as OpenAPI 3.0 ignores them — except `nullable`, honoured below;
 * - `nullable: true` allows null (`type: [t, 'null']`, null added to an `enum`, or `anyOf` with
 *   `{ type: 'null' }` when there is no `type`);
 * - `discriminator`, `example`, `readOnly`/`writeOnly`, `xml`, `externalDocs` and `x-*` are
 *   annotations, ignored; formats the reference invents (`local-date-time`, `ipAddress`, …) are
 *   accepted as is.
 *
 * Leniencies — where the reference itself is broken, not the mock:
 * - `oneOf` is validated as `anyOf`. The reference's oneOfs are not exclusive: GridApi's
 *   `GridApi_Request_ColumnExpression` is a `oneOf` of a column id and an aggregate function whose
 *   properties are all optional, so a plain `{ "columnId": … }` matches both branches and a strict
 *   `oneOf` would reject every valid column reference (see docs/api-assumptions.md).
 * - Broken enums: an enum whose values carry the brackets of a serialised list
 *   (`RemoteFileMapping.matchType: ['[equals', 'regex]']` in the V2 document) is read as the list it
 *   was meant to be (`['equals', 'regex']`).
 * - `GET` and `PUT /v2/web-audits/{auditId}/labels` are documented as answering one `Label`, but an
 *   audit has zero or more labels (its PUT body is a serialised Scala `SeqObject`, the same generator
 *   slip): the answer is validated as an array of that `Label` schema.
 * - Request bodies typed as a serialised Scala `Seq…` (`SeqObject`, `SeqString`: `{ empty,
 *   traversableAgain }`) are read as the list they stand for (of strings for `SeqString`). The V2
 *   document also gives some GETs a body (`UserContext`, `SeqValue`): only writes need one.
 * - `POST /v2/web-audits/{webAuditId}/runs` answers 202 with the started run; the reference documents
 *   202 without content and the run under 200. A JSON answer to a status documented without content
 *   is validated against the operation's documented 2xx JSON answer.
 * - Grid cells and totals: `GridApi_ResponseRow.items` and `GridApi_Response_MetadataHeader_TotalItem.value`
 *   are typed `{ type: object }`, but a grid cell or total is a number, a string, a list or null (the
 *   reference's own examples): both are read as any JSON value.
 *
 * Every operation is checked twice: on a clean database, and with MOCK_HOSTILE=1 (mocks/hostile), where
 * attacker-controlled strings carry payloads. In the hostile pass a string that carries a payload may
 * break the reference's `format` (`url`, `uri`: a `javascript:` URL, a `"><svg…>` in a path),
 * `maxLength` (the 100 KB text, a payload after a 255-character name) and `pattern`: attacker data does
 * not honour them, and the dashboard must cope. Every other keyword (types, required fields, enums)
 * still applies to it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { getResponse } from 'msw';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { createTestMock } from './node';
import { fixtures } from './fixtures';
import { describeWithInputs, repoRoot, sharedDir } from './lib/shared-inputs';
import { operationKey, requestBodies, type Json } from './request-bodies';
import { sampleConsentUpload } from './resources/consent-categories/sample-file';
import { carriesPayload } from './hostile/payloads';

const referenceDir = path.resolve(sharedDir, 'reference');
const operationsFile = path.resolve(sharedDir, 'spec/operations.json');
const assumptionsFile = path.resolve(repoRoot, 'docs/api-assumptions.md');

const ORIGIN = 'http://contract.test';

type JsonObject = { [key: string]: Json };

interface SpecOperation {
  method: string;
  path: string;
  group: string;
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// ---------------------------------------------------------------------------------------------
// Reference documents → JSON Schema
// ---------------------------------------------------------------------------------------------

const documents = [
  { file: 'observepoint-v2-api-openapi.yml', id: 'reference-v2.json', prefix: '/v2' },
  { file: 'observepoint-v3-api-openapi.yml', id: 'reference-v3.json', prefix: '' },
  { file: 'observepoint-grid-reports-api-openapi.yml', id: 'reference-grid.json', prefix: '' },
] as const;

/** Keywords whose value is a map of name → schema. */
const schemaMaps = new Set(['properties', 'patternProperties', 'definitions']);
/** Keywords whose value is one schema. */
const schemaValued = new Set(['items', 'additionalProperties', 'not', 'propertyNames', 'contains']);
/** Keywords whose value is a list of schemas. */
const schemaLists = new Set(['allOf', 'anyOf', 'oneOf']);
/** OpenAPI annotations with no JSON Schema meaning. */
const annotations = new Set(['nullable', 'discriminator', 'example', 'xml', 'externalDocs', 'deprecated']);

/** An enum that is a serialised list split on commas: `['[equals', 'regex]']`. */
function repairEnum(values: Json[]): Json[] {
  const strings = values.filter((value): value is string => typeof value === 'string');
  const broken =
    strings.some((value) => value.startsWith('[')) && strings.some((value) => value.endsWith(']'));
  return broken
    ? values.map((value) => (typeof value === 'string' ? value.replace(/^\[|\]$/g, '').trim() : value))
    : values;
}

/** One OpenAPI 3.0 schema object as a draft-07 schema, with refs pointing into `id`. */
function toJsonSchema(node: Json, id: string): Json {
  if (!isObject(node)) return node;
  const nullable = node.nullable === true;
  if (typeof node.$ref === 'string') {
    const ref = node.$ref.replace(/^#\/components\/schemas\//, `${id}#/definitions/`);
    return nullable ? { anyOf: [{ $ref: ref }, { type: 'null' }] } : { $ref: ref };
  }
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (annotations.has(key) || key.startsWith('x-')) continue;
    if (schemaMaps.has(key) && isObject(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, toJsonSchema(sub, id)]),
      );
    } else if (schemaValued.has(key) && isObject(value)) {
      out[key] = toJsonSchema(value, id);
    } else if (schemaLists.has(key) && Array.isArray(value)) {
      // Leniency: oneOf → anyOf (see the header).
      const list = value.map((sub) => toJsonSchema(sub, id));
      const target = key === 'oneOf' ? 'anyOf' : key;
      out[target] = out[target] ? [...(out[target] as Json[]), ...list] : list;
    } else if (key === 'enum' && Array.isArray(value)) {
      out.enum = repairEnum(value);
    } else {
      out[key] = value;
    }
  }
  if (!nullable) return out;
  if (typeof out.type === 'string') {
    out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    return out;
  }
  return { anyOf: [out, { type: 'null' }] };
}

interface ReferenceResponse {
  /** The JSON schema of the answer, or undefined when the status has no JSON content. */
  schema?: Json;
  /** Content types documented for the status. */
  contentTypes: string[];
}

interface ReferenceOperation {
  document: string;
  path: string;
  responses: Map<string, ReferenceResponse>;
  /** The documented request body, if the operation takes one. */
  request?: ReferenceRequest;
}

interface ReferenceRequest {
  required: boolean;
  /** Content types documented for the body. */
  contentTypes: string[];
  /** The JSON schema of the body, or undefined when it is not JSON. */
  schema?: Json;
}

/** Formats ajv-formats knows; the reference's other ones are accepted as is. */
const knownFormats = new Set([
  'date',
  'time',
  'date-time',
  'iso-time',
  'iso-date-time',
  'duration',
  'uri',
  'uri-reference',
  'uri-template',
  'url',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'regex',
  'uuid',
  'json-pointer',
  'json-pointer-uri-fragment',
  'relative-json-pointer',
  'byte',
  'int32',
  'int64',
  'float',
  'double',
  'password',
  'binary',
]);

function collectFormats(node: Json, into: Set<string>) {
  if (Array.isArray(node)) node.forEach((item) => collectFormats(item, into));
  else if (isObject(node)) {
    if (typeof node.format === 'string') into.add(node.format);
    Object.values(node).forEach((value) => collectFormats(value, into));
  }
}

/** A request body typed as a serialised Scala `Seq…` is the list it stands for (see the header). */
function requestSchema(schema: Json): Json {
  const seq = isObject(schema) && typeof schema.$ref === 'string' ? /\/Seq(\w+)$/.exec(schema.$ref) : null;
  if (!seq) return schema;
  return seq[1] === 'String' ? { type: 'array', items: { type: 'string' } } : { type: 'array' };
}

/** Grid cells and totals are any JSON value (see the header). */
function loosenGridCells(schemas: JsonObject) {
  const row = schemas.GridApi_ResponseRow;
  if (isObject(row)) row.items = {};
  const total = schemas.GridApi_Response_MetadataHeader_TotalItem;
  if (isObject(total) && isObject(total.properties)) total.properties.value = {};
}

function loadReference() {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  const operations = new Map<string, ReferenceOperation>();
  const formats = new Set<string>();
  for (const { file, id, prefix } of documents) {
    const doc = parse(fs.readFileSync(path.join(referenceDir, file), 'utf8')) as JsonObject;
    const components = isObject(doc.components) ? doc.components : {};
    const schemas = isObject(components.schemas) ? components.schemas : {};
    loosenGridCells(schemas);
    const responses = isObject(components.responses) ? components.responses : {};
    const requestBodies = isObject(components.requestBodies) ? components.requestBodies : {};
    collectFormats(schemas, formats);
    ajv.addSchema(
      {
        $id: id,
        definitions: Object.fromEntries(
          Object.entries(schemas).map(([name, schema]) => [name, toJsonSchema(schema, id)]),
        ),
      },
      id,
    );
    for (const [apiPath, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
      if (!isObject(item)) continue;
      for (const [method, op] of Object.entries(item)) {
        if (!isObject(op) || !isObject(op.responses)) continue;
        const answers = new Map<string, ReferenceResponse>();
        for (const [status, raw] of Object.entries(op.responses)) {
          let response = raw;
          if (isObject(response) && typeof response.$ref === 'string') {
            response = responses[response.$ref.replace(/^#\/components\/responses\//, '')] ?? null;
          }
          const content = isObject(response) && isObject(response.content) ? response.content : {};
          const json = Object.entries(content).find(([type]) => /\bjson\b/i.test(type))?.[1];
          const schema = isObject(json) && json.schema !== undefined ? json.schema : undefined;
          if (schema !== undefined) collectFormats(schema, formats);
          answers.set(status, {
            schema: schema === undefined ? undefined : toJsonSchema(schema, id),
            contentTypes: Object.keys(content),
          });
        }
        const fullPath = `${prefix}${apiPath}`;
        if ((method === 'get' || method === 'put') && fullPath === '/v2/web-audits/{auditId}/labels') {
          for (const answer of answers.values()) {
            if (answer.schema !== undefined) answer.schema = { type: 'array', items: answer.schema };
          }
        }
        let body = op.requestBody;
        if (isObject(body) && typeof body.$ref === 'string')
          body = requestBodies[body.$ref.replace(/^#\/components\/requestBodies\//, '')] ?? null;
        let request: ReferenceRequest | undefined;
        if (isObject(body)) {
          const content = isObject(body.content) ? body.content : {};
          const json = Object.entries(content).find(([type]) => /\bjson\b/i.test(type))?.[1];
          const schema = isObject(json) && json.schema !== undefined ? json.schema : undefined;
          if (schema !== undefined) collectFormats(schema, formats);
          request = {
            required: body.required === true,
            contentTypes: Object.keys(content),
            schema: schema === undefined ? undefined : requestSchema(toJsonSchema(schema, id)),
          };
        }
        operations.set(operationKey(method, fullPath), {
          document: file,
          path: fullPath,
          responses: answers,
          request,
        });
      }
    }
  }
  for (const format of formats) if (!knownFormats.has(format)) ajv.addFormat(format, true);
  const compiled = new Map<string, ValidateFunction>();
  /** The compiled validator of one response schema (cached). */
  const validator = (key: string, status: string, schema: Json) => {
    const cacheKey = `${key} ${status}`;
    let validate = compiled.get(cacheKey);
    if (!validate) {
      validate = ajv.compile(isObject(schema) ? schema : {});
      compiled.set(cacheKey, validate);
    }
    return validate;
  };
  /** Compile every documented 2xx JSON response schema; the keys that failed, with why. */
  const compileAll = () => {
    const failures: string[] = [];
    for (const [key, op] of operations) {
      for (const [status, response] of op.responses) {
        if (!/^2/.test(status) || response.schema === undefined) continue;
        try {
          validator(key, status, response.schema);
        } catch (error) {
          failures.push(`${key} ${status}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
    return failures;
  };
  return { operations, validator, compileAll };
}

// ---------------------------------------------------------------------------------------------
// Calling the mock
// ---------------------------------------------------------------------------------------------

/** Required query parameters of an operation, by key; current-day report trends take `days`. */
const censusFolder = '?baseDomain=acme-outdoors.com&host=www.acme-outdoors.com&folderPath=/products';
const queries: Record<string, string> = {
  'GET /v3/site-censuses/{}/folders/summary': censusFolder,
  'GET /v3/site-censuses/{}/folders/urls': censusFolder,
  'GET /v3/site-censuses/finder': '?search=acme',
  'GET /v3/user-events': '?itemType=audit',
};
const queryFor = (op: SpecOperation) =>
  /^\/v3\/web-audits\/\{auditId\}\/reports\/.*\/trends\//.test(op.path) ? '?days=30' : '';

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** Keywords that a string carrying a MOCK_HOSTILE payload may break (see the header). */
const payloadKeywords = new Set(['format', 'maxLength', 'pattern']);

/** True when the error is a `format`, `maxLength` or `pattern` of a string that carries a payload. */
function brokenByPayload(error: ErrorObject, answer: Json): boolean {
  if (!payloadKeywords.has(error.keyword)) return false;
  const steps = error.instancePath.split('/').slice(1);
  const value = steps.reduce<Json | undefined>((node, step) => {
    const name = step.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) return node[Number(name)];
    return isObject(node) ? node[name] : undefined;
  }, answer);
  return typeof value === 'string' && carriesPayload(value);
}

function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .slice(0, 25)
    .map(
      (error) =>
        `  ${error.instancePath || '(root)'}: ${error.message ?? ''} ${JSON.stringify(error.params)}`,
    )
    .join('\n');
}

/**
 * Spec operations the reference does not document (ARCHITECTURE: 312 of the 318 are). The test
 * checks that each succeeds; there is no schema to validate its answer against.
 */
const undocumented = [
  // The deprecated cookie origin story of a page (spec "Page details report"); the V3 document dropped it.
  'POST /v3/web-audits/{}/runs/{}/pages/{}/cookies/origin',
  // Webhook secret rotation (spec "Events"): not in the V3 document.
  'POST /v3/webhooks/rotate-secret',
  // Creating a user (spec "V2 operations", admin only): the V2 document has only GET /users.
  'POST /v2/users',
  // Creating and updating a V2 web journey with webHookUrl (spec "V2 operations"): no V2 journey paths.
  'POST /v2/web-journeys',
  'PUT /v2/web-journeys/{}',
  // The replacement of the deprecated consent export: named in the V3 document's prose, not as a path.
  'POST /v3/consent-categories/exports/ACCOUNT_CONSENT_CATEGORY_CONFIGS_EXPORT',
];

/** Methods of the writes: a GET's body in the V2 document (`UserContext`, `SeqValue`) is a generator slip. */
const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Writes whose reference request body this test sends no fixture for, each with why. Any other
 * write with a documented body and no body in mocks/request-bodies.ts (or `preparedBodies` below)
 * fails: the test would otherwise validate a 400 or an empty answer and pass silently.
 */
const withoutBodyFixture: string[] = [];

describeWithInputs('contract: the mock against the reference OpenAPI', [referenceDir, operationsFile], () => {
  const specOperations = JSON.parse(fs.readFileSync(operationsFile, 'utf8')) as SpecOperation[];
  const reference = loadReference();
  const mock = createTestMock();
  const fixture = fixtures(mock.ref.current);

  /** Spec operation keys. */
  const specKeys = new Set(specOperations.map((op) => operationKey(op.method, op.path)));
  /** Handler key → the handler's path as registered. */
  const handlerPaths = new Map(
    mock.handlers.map((handler) => {
      const registered = String(handler.info.path).replace(/^\*/, '');
      return [operationKey(String(handler.info.method), registered), registered] as const;
    }),
  );
  /** The spec operations the mock handles: what this test calls, twice. */
  const handled = specOperations.filter((op) => handlerPaths.has(operationKey(op.method, op.path)));
  /** Those the reference documents: each must be validated, in both passes. */
  const documentedHandled = handled.filter((op) => !undocumented.includes(operationKey(op.method, op.path)));
  /** Keys of the operations whose answer was validated against the reference, by pass. */
  const validated = { clean: new Set<string>(), hostile: new Set<string>() };

  /** The fixture value of a path parameter: by the longest matching prefix, then overall. */
  function paramValue(specPath: string, name: string): string | number | undefined {
    const prefixes = Object.keys(fixture.byPrefix)
      .filter((prefix) => specPath === prefix || specPath.startsWith(`${prefix}/`))
      .sort((a, b) => b.length - a.length);
    for (const prefix of prefixes) {
      const value = fixture.byPrefix[prefix]?.[name];
      if (value !== undefined) return value;
    }
    return fixture.params[name];
  }

  async function call(method: string, url: string, body?: Json | FormData): Promise<Answer> {
    const headers: Record<string, string> = { Authorization: fixture.apiKey, Accept: 'application/json' };
    const form = body instanceof FormData;
    if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
    const request = new Request(`${ORIGIN}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
    const response = await getResponse(mock.handlers, request);
    if (!response) throw new Error(`No handler answered ${method} ${url}`);
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text: await response.text(),
    };
  }

  const fill = (specPath: string, values: Record<string, string | number>) =>
    specPath.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));

  /** Bodies that need a call first, given the fixture path values. */
  const preparedBodies: Record<string, (params: Record<string, string | number>) => Promise<Json>> = {
    // An upload applies the file previewed just before it.
    'POST /v3/consent-categories/upload': async () => {
      const preview = await call('POST', '/v3/consent-categories/upload/preview', sampleConsentUpload());
      const { fileId } = JSON.parse(preview.text) as { fileId: string };
      return { fileId, consentCategories: [{ consentCategoryName: 'Session replay', labels: [] }] };
    },
    // A restore needs an archived audit: the fixture audit, archived, back into its own sub-folder.
    'PATCH /v3/web-audits/undelete': async (params) => {
      const archived = await call('DELETE', `/v2/web-audits/${params.auditId}`);
      if (archived.status !== 204)
        throw new Error(`Could not archive audit ${params.auditId}: ${archived.status}`);
      return {
        id: Number(params.auditId),
        folderId: Number(params.folderId),
        subFolderId: Number(params.domainId),
      };
    },
  };

  /** The body this test sends to an operation (undefined: none), given its path values. */
  async function bodyFor(key: string, values: Record<string, string | number>) {
    const params = { ...fixture.params, ...values };
    const prepared = preparedBodies[key];
    if (prepared) return prepared(params);
    return requestBodies[key]?.(params, mock.ref.current);
  }

  /**
   * Path values for an operation: the fixtures, except that a DELETE works on an item created
   * for it (through the collection's POST) when the mock can create one.
   */
  async function pathValues(op: SpecOperation): Promise<Record<string, string | number>> {
    const names = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name as string);
    const values: Record<string, string | number> = {};
    for (const name of names) {
      const value = paramValue(op.path, name);
      if (value === undefined) throw new Error(`No fixture value for {${name}} of ${op.path}`);
      values[name] = value;
    }
    const collection = op.path.replace(/\/\{(\w+)\}$/, '');
    const last = /\/\{(\w+)\}$/.exec(op.path)?.[1];
    const createKey = operationKey('POST', collection);
    if (op.method === 'DELETE' && last && requestBodies[createKey] && handlerPaths.has(createKey)) {
      const created = await call('POST', fill(collection, values), await bodyFor(createKey, values));
      const id = (JSON.parse(created.text) as JsonObject).id;
      if (created.status >= 300 || (typeof id !== 'number' && typeof id !== 'string'))
        throw new Error(`Could not create an item to delete: POST ${collection} answered ${created.status}`);
      values[last] = id;
    }
    return values;
  }

  it('every spec operation has a handler', () => {
    const missing = specOperations.filter((op) => !handlerPaths.has(operationKey(op.method, op.path)));
    expect(
      missing.map((op) => `${op.method} ${op.path}`),
      'spec operations the mock does not answer',
    ).toEqual([]);
  });

  it('every handler is a spec operation or a documented assumption', () => {
    const assumptions = fs.existsSync(assumptionsFile) ? fs.readFileSync(assumptionsFile, 'utf8') : '';
    /** The path appears as a whole (`/v3/exports` does not count for `/v3/exports/{id}`). */
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const mentions = (registered: string) =>
      [registered, registered.replace(/:(\w+)/g, '{$1}')].some((text) =>
        new RegExp(`${escape(text)}(?![\\w/{:-])`).test(assumptions),
      );
    const missing = mock.handlers.length === 0 ? ['(no handlers)'] : [];
    for (const [key, registered] of handlerPaths) {
      if (!specKeys.has(key) && !mentions(registered)) missing.push(key);
    }
    console.log(
      `contract: ${handled.length} of ${specOperations.length} spec operations have a handler` +
        ` (${handlerPaths.size} handlers, ${handlerPaths.size - handled.length} not in the spec)`,
    );
    expect(missing, 'handlers that are neither a spec operation nor in docs/api-assumptions.md').toEqual([]);
  });

  it(`knows the ${undocumented.length} spec operations the reference does not document`, () => {
    const absent = specOperations
      .map((op) => operationKey(op.method, op.path))
      .filter((key) => !reference.operations.has(key));
    expect(absent.sort(), 'spec operations absent from the reference (update `undocumented`)').toEqual(
      [...undocumented].sort(),
    );
  });

  it('has a body for every handled write whose reference documents one, or a reason on the allow-list', () => {
    const needed = handled
      .filter((op) => writes.has(op.method))
      .map((op) => operationKey(op.method, op.path))
      .filter((key) => reference.operations.get(key)?.request !== undefined);
    const missing = needed.filter(
      (key) => !requestBodies[key] && !preparedBodies[key] && !withoutBodyFixture.includes(key),
    );
    expect(missing, 'writes with a documented request body and no body in mocks/request-bodies.ts').toEqual(
      [],
    );
    const stale = withoutBodyFixture.filter(
      (key) => !needed.includes(key) || requestBodies[key] !== undefined || preparedBodies[key] !== undefined,
    );
    expect(stale, '`withoutBodyFixture` entries that have a body now, or need none').toEqual([]);
  });

  it('compiles every 2xx JSON response schema of the reference', () => {
    expect(reference.compileAll()).toEqual([]);
  });

  it('reads OpenAPI 3.0 schemas as the header says', () => {
    const id = 'reference-v2.json';
    const check = (schema: Json, value: Json) => {
      const ajv = new Ajv({ strict: false });
      return ajv.validate(toJsonSchema(schema, id) as object, value);
    };
    expect(check({ type: 'string', nullable: true }, null)).toBe(true);
    expect(check({ type: 'string' }, null)).toBe(false);
    expect(check({ type: 'string', enum: ['a'], nullable: true }, null)).toBe(true);
    expect(check({ allOf: [{ type: 'object' }], nullable: true }, null)).toBe(true);
    expect(check({ type: 'string', enum: ['[equals', 'regex]'] }, 'equals')).toBe(true);
    expect(check({ type: 'string', enum: ['[equals', 'regex]'] }, 'contains')).toBe(false);
    const ambiguous: Json = {
      oneOf: [{ type: 'object' }, { type: 'object', properties: { a: { type: 'string' } } }],
    };
    expect(check(ambiguous, { a: 'x' })).toBe(true);
    expect(check({ properties: { nullable: { type: 'integer' } } }, { nullable: 1 })).toBe(true);
    expect(check({ properties: { nullable: { type: 'integer' } } }, { nullable: 'x' })).toBe(false);
    expect(requestSchema({ $ref: `${id}#/definitions/SeqObject` })).toEqual({ type: 'array' });
    expect(requestSchema({ $ref: `${id}#/definitions/SeqString` })).toEqual({
      type: 'array',
      items: { type: 'string' },
    });
    expect(requestSchema({ $ref: `${id}#/definitions/Label` })).toEqual({ $ref: `${id}#/definitions/Label` });
  });

  it('rejects an answer that breaks the reference', () => {
    const key = operationKey('GET', '/v2/folders/{folderId}');
    const documented = reference.operations.get(key);
    const schema = documented?.responses.get('200')?.schema;
    expect(schema).toBeDefined();
    const validate = reference.validator(key, '200', schema!);
    expect(validate({ id: 'one', name: 7 })).toBe(false);
    expect(validate.errors?.map((error) => error.message).join(' ')).toMatch(/required|must be/);
  });

  /** Call one operation on a fresh database (clean, or MOCK_HOSTILE) and validate its answer. */
  async function checkOperation(op: SpecOperation, hostile: boolean) {
    mock.reset({ hostile });
    // The clean pass reports what it could not validate; the hostile pass would only repeat it.
    const log = (message: string) => {
      if (!hostile) console.log(message);
    };
    const key = operationKey(op.method, op.path);
    const documented = reference.operations.get(key);
    const values = await pathValues(op);
    const target = `${op.method} ${fill(op.path, values)}`;
    const body = await bodyFor(key, values);
    if (
      body === undefined &&
      writes.has(op.method) &&
      documented?.request &&
      !withoutBodyFixture.includes(key)
    ) {
      throw new Error(
        `${target}: the reference documents a request body (${documented.request.contentTypes.join(', ')}) ` +
          'and this test has none; add a real one to mocks/request-bodies.ts',
      );
    }
    if (body !== undefined && !(body instanceof FormData) && documented?.request?.schema !== undefined) {
      const validate = reference.validator(key, 'request', documented.request.schema);
      const errors = validate(body) ? [] : (validate.errors ?? []);
      expect(
        errors.length,
        `${target}: the body this test sends does not match the reference request schema ` +
          `(${documented.document}):\n${describeErrors(errors)}`,
      ).toBe(0);
    }
    const answer = await call(op.method, fill(op.path, values) + (queries[key] ?? queryFor(op)), body);
    const where = `${target} → ${answer.status}`;
    const hint =
      body === undefined && answer.status === 400
        ? ' (sent without a body: add one to mocks/request-bodies.ts)'
        : '';
    expect(answer.status, `${where}${hint}\n${answer.text.slice(0, 500)}`).toBeGreaterThanOrEqual(200);
    expect(answer.status, `${where}${hint}\n${answer.text.slice(0, 500)}`).toBeLessThan(300);

    if (!documented) {
      expect(undocumented, `${op.method} ${op.path} is absent from the reference`).toContain(key);
      log(`contract: ${op.method} ${op.path} is absent from the reference; not validated`);
      return;
    }
    const status = String(answer.status);
    const twoXx = [...documented.responses.keys()].filter((code) => /^2(\d\d|XX)$/i.test(code));
    const response =
      documented.responses.get(status) ??
      documented.responses.get('2XX') ??
      (twoXx.length ? documented.responses.get(twoXx[0]!) : undefined) ??
      documented.responses.get('default');
    if (!documented.responses.has(status)) {
      log(
        `contract: ${where}; the reference documents ${twoXx.join(', ') || 'no 2xx'} (${documented.document})`,
      );
    }
    const passed = hostile ? validated.hostile : validated.clean;
    if (!/\bjson\b/i.test(answer.contentType) || answer.text === '') {
      // No JSON answer (204, CSV, text): right when the reference promises no JSON for it either.
      expect(
        response?.schema,
        `${where} answers no JSON (${answer.contentType || 'no content'}); the reference documents a JSON answer`,
      ).toBeUndefined();
      passed.add(key);
      return;
    }
    // JSON for a status documented without content (V2's 202 "queued"): the operation's other 2xx JSON answer.
    const [schemaStatus, schema] = response?.schema
      ? [status, response.schema]
      : (twoXx
          .map((code) => [code, documented.responses.get(code)?.schema] as const)
          .find((entry): entry is readonly [string, Json] => entry[1] !== undefined) ?? [status, undefined]);
    expect(schema, `${where} answers JSON; the reference documents no JSON schema for it`).toBeDefined();
    if (schemaStatus !== status)
      log(
        `contract: ${where} answers JSON; validated against the ${schemaStatus} answer the reference documents`,
      );
    const validate = reference.validator(key, schemaStatus, schema!);
    const json = JSON.parse(answer.text) as Json;
    const errors = validate(json)
      ? []
      : (validate.errors ?? []).filter((error) => !hostile || !brokenByPayload(error, json));
    expect(
      errors.length,
      `${where} does not match ${documented.document} ${op.method} ${documented.path}:\n${describeErrors(errors)}`,
    ).toBe(0);
    passed.add(key);
  }

  describe.each(handled.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', (_, op) => {
    it('answers as the reference documents', () => checkOperation(op, false));
  });

  describe.each(handled.map((op) => [`${op.method} ${op.path}`, op] as const))(
    'MOCK_HOSTILE: %s',
    (_, op) => {
      it('answers as the reference documents with attacker payloads', () => checkOperation(op, true));
    },
  );

  // Runs last (vitest runs a file's tests in order): what the passes above validated.
  it(
    `validated ${documentedHandled.length} of ${handled.length} handled operations in each pass ` +
      `(all but the ${undocumented.length} the reference does not document)`,
    () => {
      for (const [pass, keys] of Object.entries(validated)) {
        const missed = documentedHandled.filter((op) => !keys.has(operationKey(op.method, op.path)));
        console.log(
          `contract: validated ${keys.size} of ${handled.length} handled operations (${pass} pass; ` +
            `${handled.length - documentedHandled.length} undocumented)`,
        );
        expect(
          missed.map((op) => `${op.method} ${op.path}`),
          `operations the ${pass} pass did not validate`,
        ).toEqual([]);
        expect(keys.size, `operations validated in the ${pass} pass`).toBeGreaterThanOrEqual(
          documentedHandled.length,
        );
      }
    },
  );
});
