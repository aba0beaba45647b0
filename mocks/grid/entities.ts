import type { GridEntityPathType, GridSchemaColumn } from '@/api/grid/query-schemas';
import type { Db } from '../db/types';
import { withDefaults, type ColumnSpec } from './columns';
import { pageContexts, runContexts } from './context';
import {
  cookieColumns,
  cookieContexts,
  logColumns,
  logContexts,
  requestColumns,
  requestContexts,
  ruleColumns,
  ruleContexts,
  tagColumns,
  tagContexts,
  variableColumns,
  variableContexts,
} from './sources/detail';
import { issueColumns, issueContexts, linkColumns, linkContexts, pagesColumns } from './sources/pages';
import { auditRunColumns, journeyRunColumns, journeyRunContexts } from './sources/runs';
import { entityTable, type GridTable } from './table';

/** An entity type of the grid: its columns, and its rows for a database. */
export interface GridEntitySource {
  columns: readonly GridSchemaColumn[];
  table: (db: Db) => GridTable;
}

function source<E>(
  rows: (db: Db) => readonly E[],
  specs: ReadonlyArray<ColumnSpec<E>>,
  defaults: readonly string[],
): GridEntitySource {
  const columns = withDefaults(specs, defaults);
  return {
    columns: columns.map((column) => column.def),
    // Rebuilt whenever the rows are: a new array of rows is a new table.
    table: (db) => tableOf(rows(db), columns),
  };
}

const tables = new WeakMap<readonly unknown[], GridTable>();

/** The table over one array of rows (kept while the array is: the rows are memoized per database). */
function tableOf<E>(rows: readonly E[], columns: ReadonlyArray<ColumnSpec<E>>): GridTable {
  let table = tables.get(rows);
  if (!table) tables.set(rows, (table = entityTable(rows, columns)));
  return table;
}

/**
 * The rows of each grid, generated from the mock database: audit runs are every run of every
 * audit; pages are the pages of each audit's latest completed run; what is found on pages (tags,
 * variables, cookies, requests, logs, links, accessibility issues, rule results) comes from the
 * full detail of the first pages of those runs; web journey runs are the runs of the journey store
 * (its seeded history and the runs started since), as the run pages show them.
 */
export const gridSources: Record<GridEntityPathType, GridEntitySource> = {
  'web-audit-runs': source(runContexts, auditRunColumns, [
    'AUDIT_NAME',
    'AUDIT_RUN_ID',
    'RUN_STARTED_AT',
    'AUDIT_RUN_COMPLETION_STATUS',
    'AUDIT_PAGES_SCANNED',
    'SCORE_TOTAL',
  ]),
  'web-journey-runs': source(journeyRunContexts, journeyRunColumns, [
    'WEB_JOURNEY_NAME',
    'WEB_JOURNEY_RUN_ID',
    'RUN_STARTED_AT',
    'WJ_RUN_STATUS',
    'RUN_DURATION',
    'TOTAL_FAILED_RULES_COUNT',
  ]),
  pages: source(
    pageContexts,
    [...pagesColumns],
    ['FINAL_PAGE_URL', 'PAGE_TITLE', 'FINAL_PAGE_STATUS_CODE', 'PAGE_LOAD_TIME', 'PAGE_SIZE', 'AUDIT_NAME'],
  ),
  cookies: source(cookieContexts, cookieColumns, [
    'COOKIE_NAME',
    'COOKIE_DOMAIN',
    'COOKIE_PARTY_TYPE',
    'COOKIE_EXPIRATION_TYPE',
    'FINAL_PAGE_URL',
    'AUDIT_NAME',
  ]),
  tags: source(tagContexts, tagColumns, [
    'TAG_NAME',
    'TAG_CATEGORY_NAME',
    'TAG_ACCOUNT',
    'TAG_STATUS_CODE',
    'TAG_DURATION',
    'FINAL_PAGE_URL',
  ]),
  'tag-variables': source(variableContexts, variableColumns, [
    'TAG_NAME',
    'TAG_VARIABLE_NAME',
    'TAG_VARIABLE_VALUE',
    'FINAL_PAGE_URL',
    'AUDIT_NAME',
  ]),
  links: source(linkContexts, linkColumns, [
    'LINK_URL',
    'LINK_TEXT',
    'LINK_SOURCE_TYPE',
    'DESTINATION_FINAL_PAGE_STATUS_CODE',
    'FINAL_PAGE_URL',
  ]),
  'accessibility-issues': source(issueContexts, issueColumns, [
    'ACCESSIBILITY_RULE_ID',
    'ACCESSIBILITY_ISSUE_DESCRIPTION',
    'ACCESSIBILITY_ISSUE_IMPACT',
    'WCAG_CONFORMANCE_LEVEL',
    'FINAL_PAGE_URL',
  ]),
  'network-requests': source(requestContexts, requestColumns, [
    'REQUEST_URL',
    'REQUEST_RESOURCE_TYPE',
    'REQUEST_STATUS_CODE',
    'RESPONSE_CONTENT_SIZE',
    'REQUEST_PARTY_TYPE',
    'FINAL_PAGE_URL',
  ]),
  'browser-logs': source(logContexts, logColumns, [
    'LOG_LEVEL',
    'LOG_MESSAGE',
    'LOG_OCCURRENCES',
    'RELATED_TAG_NAME',
    'FINAL_PAGE_URL',
  ]),
  rules: source(ruleContexts, ruleColumns, [
    'RULE_NAME',
    'RULE_RESULT',
    'THEN_CONDITION_TAG_NAME',
    'FINAL_PAGE_URL',
    'AUDIT_NAME',
  ]),
};
