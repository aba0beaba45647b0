// @vitest-environment node
/**
 * The contract test (ARCHITECTURE.md, "Tests"): every operation of `../shared/spec/operations.json`
 * that the mock answers is called with the admin key and real fixture ids, and the JSON body of its
 * 2xx answer is validated against the response schema the reference OpenAPI documents for that
 * method and path. It also checks that the mock invents no endpoint: every handler is a spec
 * operation or an addition listed in `docs/api-assumptions.md`.
 *
 * The reference documents live outside the project (`../shared/reference`); without them the whole
 * suite is skipped.
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
 * - `GET /v2/web-audits/{auditId}/labels` is documented as answering one `Label`, but an audit has
 *   zero or more labels (its PUT body is a serialised Scala `SeqObject`, the same generator slip):
 *   the answer is validated as an array of that `Label` schema.
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
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { getResponse } from 'msw';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { createTestMock } from './node';
import { fixtures } from './fixtures';
import { tagAccount, vendorById } from './db/run-data';
import { buildHarText, sampleHarRequests } from '@/lib/har-fixtures';
import { sampleConsentUpload } from './resources/consent-categories/sample-file';
import { carriesPayload } from './hostile/payloads';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const referenceDir = path.resolve(repoRoot, '../shared/reference');
const operationsFile = path.resolve(repoRoot, '../shared/spec/operations.json');
const assumptionsFile = path.resolve(repoRoot, 'docs/api-assumptions.md');
const exists = fs.existsSync(referenceDir);

const ORIGIN = 'http://contract.test';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

interface SpecOperation {
  method: string;
  path: string;
  group: string;
}

/** `GET /v2/folders/{}`: a method and path with the parameter names left out. */
const operationKey = (method: string, specPath: string) =>
  `${method.toUpperCase()} ${specPath.replace(/\{[^}]+\}|:\w+/g, '{}')}`;

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
        if (method === 'get' && fullPath === '/v2/web-audits/{auditId}/labels') {
          for (const answer of answers.values()) {
            if (answer.schema !== undefined) answer.schema = { type: 'array', items: answer.schema };
          }
        }
        operations.set(operationKey(method, fullPath), {
          document: file,
          path: fullPath,
          responses: answers,
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

/** Minimal valid bodies of the write operations the mock serves, by operation key (given the fixture params). */
/** A V2 web journey with one navigation. */
const v2JourneyBody = (params: Record<string, string | number>): Json => ({
  name: 'Contract journey',
  domainId: Number(params.domainId),
  emails: [],
  actions: [
    { action: 'navto', preventNav: false, selectors: [], sequence: 0, url: 'https://www.acme-outdoors.com/' },
  ],
  options: { alerts: false, browserWidth: 1366, loadFlash: false, location: 'us-east', userAgent: 'x' },
});

/** A weekly scheduled export of the fixture saved report. */
const scheduledExportBody = (params: Record<string, string | number>): Json => ({
  name: 'Contract schedule',
  exportedItemType: 'saved_report',
  exportedItemId: Number(params.scheduledExportReportId),
  exportFileFormat: 'csv',
  exportEmailConfig: { addExportFileAttachment: true, reportLinkType: 'regular_link' },
  emails: ['contract@example.com'],
  schedule: {
    dtStart: '2030-01-07T09:00:00',
    recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO',
    tzId: 'America/New_York',
    isPaused: false,
  },
});

/** A V2 rule with a page filter and a tag that must send a variable. */
const contractRule: Json = {
  name: 'Contract rule',
  checkTimes: 1,
  matchAllFilters: true,
  pageFilters: [{ type: 1, matchType: 'Contains', value: '/products' }],
  tags: [
    {
      tagId: 101,
      clause: 'Then',
      matchType: 'IsSet',
      variables: [{ variable: 'page_title', matchType: 'IsSet' }],
    },
  ],
};

/** A site census of one host that ignores its search pages. */
const contractCensus: Json = {
  name: 'Contract census',
  autoPauseAfter: 60,
  notificationEmails: ['contract@example.com'],
  startingUrls: ['https://www.acme-outdoors.com/'],
  filterPatterns: [{ pathPattern: '/search*', fqdn: 'www.acme-outdoors.com', type: 'IGNORE' }],
};

/** Bodies of the consent category, email inbox and action set writes. */
const entryPatch = (value: Json): Json => [{ op: 'add', path: '/-', value }];
const contractActionSet: Json = {
  name: 'Contract action set',
  actions: [{ actionType: 'watch', sequence: 0, seconds: 1 }],
};
const configBodies: Record<string, (params: Record<string, string | number>) => Json | FormData> = {
  'POST /v3/consent-categories': () => ({ name: 'Contract category', type: 'approved' }),
  'PUT /v3/consent-categories/{}': () => ({ name: 'Contract category renamed' }),
  'PUT /v3/consent-categories/{}/notes': () => 'Contract notes',
  'PATCH /v3/consent-categories/{}/tags': () => entryPatch({ tagId: 105, anyAccount: true, accounts: [] }),
  'PATCH /v3/consent-categories/{}/cookies': () =>
    entryPatch({ nameType: 'name_exact_match', name: 'contract', domainType: 'domain_any' }),
  'PATCH /v3/consent-categories/{}/request-domains': () =>
    entryPatch({
      domain: 'contract.example',
      domainType: 'domain_exact_match',
      anyLocation: true,
      locationIds: [],
    }),
  'PATCH /v3/consent-categories/{}/web-audits': (params) => entryPatch(Number(params.auditId)),
  'PATCH /v3/consent-categories/{}/labels': (params) => entryPatch(Number(params.labelId)),
  'POST /v3/consent-categories/upload/preview': () => sampleConsentUpload(),
  'POST /v3/email-inboxes': () => ({ name: 'Contract inbox' }),
  'PUT /v3/email-inboxes/{}': () => ({ name: 'Contract inbox renamed' }),
  'PUT /v3/email-inboxes/{}/audit-configurations': (params) => [Number(params.auditId)],
  'PUT /v3/email-inboxes/{}/labels': (params) => [Number(params.labelId)],
  'PUT /v3/email-inboxes/{}/notes': () => 'Contract notes',
  'POST /v3/email-inboxes/{}/messages/statuses': (params) => [Number(params.receivedEmailMessageId)],
  'POST /v3/action-sets': () => contractActionSet,
  'PUT /v3/action-sets/{}': () => ({
    ...(contractActionSet as JsonObject),
    name: 'Contract action set renamed',
  }),
  'PUT /v3/action-sets/{}/actions/{}': () => ({
    actionType: 'click',
    sequence: 0,
    selectors: [{ selectorType: 'css', value: '#contract' }],
  }),
  'PUT /v3/action-sets/{}/actions/{}/rules': () => [401],
};

/** Bodies of the settings resources' writes (remote file mappings, custom headers, users, calendar…). */
const contractHeaderGroup: Json = {
  groupName: 'Contract headers',
  headers: [{ name: 'X-Contract', value: '1', type: 'REQUEST' }],
  requestUrlFilters: [{ requestUrlFilter: 'acme-outdoors.com', allowSubdomains: true }],
  assignments: [],
  applyToAll: false,
};
const contractMapping: Json = {
  name: 'Contract mapping',
  matchType: 'equals',
  matchValue: 'https://www.acme-outdoors.com/app.js',
  fileUrl: 'https://staging.acme-outdoors.com/app.js',
};
const settingsBodies: Record<string, (params: Record<string, string | number>) => Json> = {
  'POST /v3/remote-file-mappings': () => contractMapping,
  'PUT /v3/remote-file-mappings/{}': () => ({
    ...(contractMapping as JsonObject),
    name: 'Contract mapping renamed',
  }),
  'POST /v3/custom-headers': () => contractHeaderGroup,
  'PUT /v3/custom-headers/{}': () => ({
    ...(contractHeaderGroup as JsonObject),
    groupName: 'Contract renamed',
  }),
  'POST /v3/custom-headers/target-items/{}/search': () => ({ itemName: 'a' }),
  'POST /v3/data-sources/search': () => ({ itemType: 'audit' }),
  'POST /v3/data-sources/target-items/{}/search': () => ({ itemName: 'a' }),
  'POST /v3/notification-center/emails': (params) => ({
    itemType: 'AUDIT',
    itemIds: [Number(params.auditId)],
  }),
  'POST /v3/notification-center/target-items/{}/search': () => ({ email: 'avery.chen@acme-outdoors.com' }),
  'PUT /v3/schedules/calendar': (params) => ({
    updateItems: [
      {
        itemType: 'AUDIT',
        itemId: Number(params.auditId),
        schedule: {
          dtStart: '2026-12-01T09:00:00',
          tzId: 'UTC',
          recurrenceRule: 'FREQ=WEEKLY',
          isPaused: false,
        },
      },
    ],
  }),
  'POST /v2/users': () => ({
    username: 'contract.user',
    email: 'contract.user@acme-outdoors.com',
    firstName: 'Contract',
    lastName: 'User',
    timezone: 'UTC',
    permissions: 'user',
  }),
  'PUT /v2/users/{}': () => ({
    username: 'avery.chen',
    email: 'avery.chen@acme-outdoors.com',
    firstName: 'Avery',
    lastName: 'Chen',
    timezone: 'America/New_York',
  }),
  'POST /v2/users/{}/folders': (params) => [Number(params.folderId)],
  'PUT /v2/users/{}/folders': (params) => [Number(params.folderId)],
  'POST /v2/folders/{}/users': (params) => [Number(params.userId)],
};

const bodies: Record<string, (params: Record<string, string | number>) => Json | FormData> = {
  'POST /v2/folders': () => ({ name: 'Contract folder' }),
  'PUT /v2/folders/{}': () => ({ name: 'Contract folder renamed' }),
  'POST /v2/domains': (params) => ({
    name: 'Contract sub-folder',
    domain: 'www.example.com',
    folderId: Number(params.folderId),
  }),
  'PUT /v2/domains/{}': (params) => ({
    name: 'Contract sub-folder renamed',
    domain: 'www.example.com',
    folderId: Number(params.folderId),
  }),
  'POST /v2/labels': () => ({ name: 'Contract label' }),
  'POST /v3/web-journeys': (params) => ({
    name: 'Contract journey',
    domainId: Number(params.domainId),
    frequency: 'daily',
  }),
  'PUT /v3/web-journeys/{}': (params) => ({
    name: 'Contract journey renamed',
    domainId: Number(params.domainId),
  }),
  'POST /v3/web-journeys/{}/runs/{}/cookies/origin': () => ({ name: '_ga', domain: '.acme-outdoors.com' }),
  'POST /v3/web-journeys/{}/runs/{}/actions/{}/cookies/origin': () => ({
    name: 'OptanonConsent',
    domain: '.acme-outdoors.com',
  }),
  'PUT /v3/web-journeys/{}/custom-headers': () => ({
    assignedCustomHttpHeaders: [{ groupId: 501, isApplyToAll: false }],
  }),
  'PUT /v3/web-journeys/{}/blocking-configuration': () => ({ tagIds: [108], tagCategoryIds: [] }),
  'POST /v2/web-journeys': (params) => v2JourneyBody(params),
  'PUT /v2/web-journeys/{}': (params) => v2JourneyBody(params),
  'POST /v2/manual-journeys': (params) => ({
    name: 'Contract journey',
    folderId: Number(params.folderId),
    osOfDevice: 'iOS',
    versionOfOs: '18.5',
    emails: [],
  }),
  'PUT /v2/manual-journeys/{}': (params) => ({
    name: 'Contract journey renamed',
    folderId: Number(params.folderId),
    osOfDevice: 'Android',
    versionOfOs: '15',
    emails: [],
  }),
  'PUT /v2/manual-journeys/{}/labels': (params) => [{ id: Number(params.labelId), name: 'Contract label' }],
  'PUT /v2/manual-journeys/{}/rules': () => [],
  'POST /v2/manual-journeys/{}/har-runs': () => ({
    harFiles: [
      { name: 'contract.har', s3Key: 'inline/1/contract.har', content: buildHarText(sampleHarRequests) },
    ],
  }),
  'POST /v2/manual-journeys/{}/runs/{}/actions': () => ({ name: 'Contract step', actionType: 2 }),
  'POST /v2/manual-journeys/{}/runs/{}/control': () => ({ command: 'stop' }),
  'PUT /v2/manual-journeys/{}/runs/{}/labels': (params) => [
    { id: Number(params.labelId), name: 'Contract label' },
  ],
  'PUT /v2/manual-journeys/{}/runs/{}/request-filters': () => ['google-analytics.com'],
  'POST /v3/exports/scheduled': (params) => scheduledExportBody(params),
  'PUT /v3/exports/scheduled/{}': (params) => scheduledExportBody(params),
  'POST /v3/schedules/rule-description': () => ({ recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO' }),
  'POST /v3/reports/grid/saved': () => ({
    name: 'Contract report',
    visibility: 'private',
    gridEntityType: 'pages',
    queryDefinition: { columns: [{ columnId: 'PAGE_TITLE' }] },
  }),
  'PUT /v3/reports/grid/saved/{}': () => ({ name: 'Contract report renamed', visibility: 'public' }),
  // Report drill-downs for one item: a tag of the fixture run, its account, host and first cookie.
  'POST /v3/web-audits/{}/runs/{}/reports/tag-privacy/tag-pages': (params) => ({
    tagId: Number(params.tagId),
    tagAccount: tagAccount(Number(params.auditId), vendorById(Number(params.tagId))!),
  }),
  'POST /v3/web-audits/{}/runs/{}/reports/variable-inventory/tag-account-variables': (params) => ({
    tagId: Number(params.tagId),
    tagAccount: tagAccount(Number(params.auditId), vendorById(Number(params.tagId))!),
  }),
  'POST /v3/web-audits/{}/runs/{}/reports/request-privacy/request-pages': (params) => ({
    requestDomain: vendorById(Number(params.tagId))!.host,
  }),
  'POST /v3/web-audits/{}/runs/{}/reports/cookie-inventory/cookie-pages': (params) => ({
    cookie: {
      name: String(params.cookieName),
      domain: String(params.cookieDomain),
      partyType: '3rd_party',
      expirationType: 'timestamp',
      secure: true,
      httpOnly: false,
    },
  }),
  'POST /v3/web-audits/{}/runs/{}/reports/file-changes/file-pages': () => ({
    file: {
      filename: 'gtm.js',
      requestDomain: 'www.googletagmanager.com',
      partyType: '3rd_party',
      fileChangeType: 'changed_file',
    },
  }),
  'POST /v3/web-audits/{}/runs/{}/reports/cookie-privacy/cookie-pages': (params) => ({
    cookie: { name: String(params.cookieName), domain: String(params.cookieDomain) },
  }),
  'PUT /v2/labels/{}': () => ({ name: 'Contract label renamed' }),
  ...configBodies,
  ...settingsBodies,
  'POST /v2/rules': () => contractRule,
  'PUT /v2/rules/{}': () => ({ ...contractRule, name: 'Contract rule renamed' }),
  'POST /v3/site-censuses': () => contractCensus,
  'PUT /v3/site-censuses/{}': () => ({ ...contractCensus, name: 'Contract census renamed' }),
  'POST /v3/site-censuses/{}/current-results/url-preview': () => ({
    fqdn: 'www.acme-outdoors.com',
    renderedPathPattern: '/products/*',
  }),
};

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

describe.skipIf(!exists)('contract: the mock against the reference OpenAPI', () => {
  // Everything below reads files that exist only in this workplace.
  if (!exists) {
    it('needs ../shared/reference', () => {});
    return;
  }

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
  const handled = specOperations.filter((op) => handlerPaths.has(operationKey(op.method, op.path)));

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
    const create = bodies[operationKey('POST', collection)];
    if (op.method === 'DELETE' && last && create && handlerPaths.has(operationKey('POST', collection))) {
      const created = await call('POST', fill(collection, values), create({ ...fixture.params, ...values }));
      const id = (JSON.parse(created.text) as JsonObject).id;
      if (created.status >= 300 || (typeof id !== 'number' && typeof id !== 'string'))
        throw new Error(`Could not create an item to delete: POST ${collection} answered ${created.status}`);
      values[last] = id;
    }
    return values;
  }

  /** Bodies that need a call first: an upload applies the file previewed just before it. */
  const preparedBodies: Record<string, () => Promise<Json>> = {
    'POST /v3/consent-categories/upload': async () => {
      const preview = await call('POST', '/v3/consent-categories/upload/preview', sampleConsentUpload());
      const { fileId } = JSON.parse(preview.text) as { fileId: string };
      return { fileId, consentCategories: [{ consentCategoryName: 'Session replay', labels: [] }] };
    },
  };

  const fill = (specPath: string, values: Record<string, string | number>) =>
    specPath.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));

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

  it('knows which spec operations the reference does not document', () => {
    const absent = specOperations.filter((op) => !reference.operations.has(operationKey(op.method, op.path)));
    console.log(
      `contract: ${absent.length} spec operations are absent from the reference: ` +
        absent.map((op) => `${op.method} ${op.path}`).join(', '),
    );
    expect(absent.length).toBeLessThan(specOperations.length);
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
    const write = op.method !== 'GET' && op.method !== 'DELETE' && op.method !== 'HEAD';
    const makeBody = bodies[key] ?? preparedBodies[key];
    const answer = await call(
      op.method,
      fill(op.path, values) + (queries[key] ?? queryFor(op)),
      write ? ((await makeBody?.({ ...fixture.params, ...values })) ?? {}) : undefined,
    );
    const where = `${op.method} ${fill(op.path, values)} → ${answer.status}`;
    if (write && !makeBody && answer.status === 400) {
      // A write this test has no body for: reported, so that someone adds one to `bodies`.
      if (!hostile)
        console.warn(`contract: ${where} with {}; add a minimal valid body to \`bodies\` to validate it`);
      return;
    }
    expect(answer.status, `${where}\n${answer.text.slice(0, 500)}`).toBeGreaterThanOrEqual(200);
    expect(answer.status, `${where}\n${answer.text.slice(0, 500)}`).toBeLessThan(300);

    if (!documented) {
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
    if (!/\bjson\b/i.test(answer.contentType) || answer.text === '') {
      // No JSON answer (204, CSV, text): nothing to validate.
      return;
    }
    if (!response?.schema) {
      log(`contract: ${where} answers JSON; the reference documents no JSON schema for it`);
      return;
    }
    const validate = reference.validator(key, status, response.schema);
    const json = JSON.parse(answer.text) as Json;
    const errors = validate(json)
      ? []
      : (validate.errors ?? []).filter((error) => !hostile || !brokenByPayload(error, json));
    expect(
      errors.length,
      `${where} does not match ${documented.document} ${op.method} ${documented.path}:\n${describeErrors(errors)}`,
    ).toBe(0);
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
});
