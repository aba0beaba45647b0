import type { Faker } from '@faker-js/faker';
import type { GridRequest } from '@/api/grid/query-schemas';
import type { GridEntityType } from '@/api/grid/schemas';
import { Collection } from '../collection';
import type { LabelRow, SavedReportRow, UserRow } from '../types';

const DAY = 86_400_000;

/** A report the seed can save: name, data type, query and (for ObservePoint's) its place. */
export interface ReportTemplate {
  name: string;
  description: string;
  type: GridEntityType;
  /** The grid query (column ids of the entity type's schema in mocks/grid). */
  query: GridRequest;
  /** Managed by ObservePoint: its place in the managed row. */
  managed?: number;
}

const cols = (...ids: string[]) => ids.map((columnId) => ({ columnId }));

/** Every saved report the seed picks from. */
export const savedReportTemplates: readonly ReportTemplate[] = [
  {
    name: 'Audit scores by run',
    description: 'Total score and pages scanned of every audit run, newest first.',
    type: 'web_audit_runs',
    query: {
      columns: cols('AUDIT_NAME', 'RUN_COMPLETED_AT', 'SCORE_TOTAL', 'AUDIT_PAGES_SCANNED'),
      sortBy: [{ columnIndex: 1, sortDesc: true }],
      totals: [
        { columnIndex: 2, aggregateFunction: 'avg' },
        { columnIndex: 3, aggregateFunction: 'sum' },
      ],
    },
    managed: 1,
  },
  {
    name: 'Journey runs with failed actions',
    description: 'Web journey runs that stopped on an action, with the failed step.',
    type: 'web_journey_runs',
    query: {
      columns: cols(
        'WEB_JOURNEY_NAME',
        'WJ_RUN_STATUS',
        'FAILED_ACTION_TYPE',
        'FAILED_ACTION_SEQUENCE_NUMBER',
      ),
      filters: {
        conditionMatchMode: 'all',
        conditions: [{ operator: 'is_present', filteredColumn: { columnId: 'FAILED_ACTION_TYPE' } }],
      },
    },
  },
  {
    name: 'Pages with broken tags',
    description: 'Pages where at least one tag request failed.',
    type: 'pages',
    query: {
      columns: cols('PAGE_TITLE', 'FINAL_PAGE_URL', 'BROKEN_TAG_COUNT', 'UNIQUE_TAG_COUNT'),
      filters: {
        conditionMatchMode: 'all',
        conditions: [
          {
            operator: 'number_between',
            filteredColumn: { columnId: 'BROKEN_TAG_COUNT' },
            start: 1,
            startInclusive: true,
          },
        ],
      },
      sortBy: [{ columnIndex: 2, sortDesc: true }],
      totals: [{ columnIndex: 2, aggregateFunction: 'sum' }],
    },
  },
  {
    name: 'Slowest pages',
    description: 'Page load time and tag requests per page, slowest first.',
    type: 'pages',
    query: {
      columns: cols('PAGE_TITLE', 'FINAL_PAGE_URL', 'PAGE_LOAD_TIME', 'TAG_REQUEST_COUNT'),
      sortBy: [{ columnIndex: 2, sortDesc: true }],
      totals: [{ columnIndex: 2, aggregateFunction: 'avg' }],
    },
  },
  {
    name: 'Third-party cookies by domain',
    description: 'How many third-party cookies each domain sets.',
    type: 'cookies',
    query: {
      columns: [{ columnId: 'COOKIE_DOMAIN', groupBy: true }, { aggregateFunction: 'count_rows' }],
      filters: {
        conditionMatchMode: 'all',
        // 2 is "3rd party" in the cookie party type enumeration of the grid schema.
        conditions: [
          { operator: 'integer_in', filteredColumn: { columnId: 'COOKIE_PARTY_TYPE' }, args: [2] },
        ],
      },
      sortBy: [{ columnIndex: 1, sortDesc: true }],
    },
  },
  {
    name: 'Cookie security attributes',
    description: 'Secure, HttpOnly and SameSite flags of every cookie.',
    type: 'cookies',
    query: {
      columns: cols('COOKIE_NAME', 'COOKIE_DOMAIN', 'COOKIE_SECURE', 'COOKIE_HTTP_ONLY', 'COOKIE_SAME_SITE'),
    },
  },
  {
    name: 'Tag vendor inventory',
    description: 'Every tag vendor found, with category and account.',
    type: 'tags',
    query: { columns: cols('TAG_VENDOR_NAME', 'TAG_NAME', 'TAG_CATEGORY_NAME', 'TAG_ACCOUNT') },
    managed: 2,
  },
  {
    name: 'Slow tag requests',
    description: 'Tag requests by duration, slowest first, with duplicates marked.',
    type: 'tags',
    query: {
      columns: cols('TAG_NAME', 'TAG_IS_DUPLICATED', 'FINAL_PAGE_URL', 'TAG_DURATION'),
      sortBy: [{ columnIndex: 3, sortDesc: true }],
      totals: [{ columnIndex: 3, aggregateFunction: 'avg' }],
    },
  },
  {
    name: 'Adobe Analytics variables',
    description: 'Variables and values sent to Adobe Analytics, with the report suite.',
    type: 'tag_variables',
    query: {
      columns: cols('TAG_NAME', 'TAG_ACCOUNT', 'TAG_VARIABLE_NAME', 'TAG_VARIABLE_VALUE'),
      filters: {
        conditionMatchMode: 'all',
        conditions: [{ operator: 'string_contains', filteredColumn: { columnId: 'TAG_NAME' }, arg: 'Adobe' }],
      },
    },
  },
  {
    name: 'External links',
    description: 'Outbound links and where they lead.',
    type: 'links',
    query: { columns: cols('LINK_URL', 'LINK_TEXT', 'IS_LINK_EXTERNAL', 'DESTINATION_FINAL_PAGE_URL') },
  },
  {
    name: 'Accessibility issues by criterion',
    description: 'WCAG issues with their impact and conformance level.',
    type: 'accessibility_issues',
    query: {
      columns: cols(
        'ACCESSIBILITY_ISSUE_TYPE',
        'ACCESSIBILITY_ISSUE_IMPACT',
        'WCAG_CRITERIA',
        'WCAG_CONFORMANCE_LEVEL',
      ),
    },
  },
  {
    name: 'Failed network requests',
    description: 'Requests that answered with an error status.',
    type: 'network_requests',
    query: {
      columns: cols('REQUEST_URL', 'REQUEST_STATUS_CODE', 'REQUEST_METHOD', 'TAG_NAME'),
      filters: {
        conditionMatchMode: 'all',
        conditions: [
          {
            operator: 'number_between',
            filteredColumn: { columnId: 'REQUEST_STATUS_CODE' },
            start: 400,
            startInclusive: true,
          },
        ],
      },
      sortBy: [{ columnIndex: 1, sortDesc: true }],
    },
  },
  {
    name: 'Console errors by page',
    description: 'Browser console messages and where they came from, most frequent first.',
    type: 'browser_logs',
    query: {
      columns: cols('LOG_LEVEL', 'LOG_MESSAGE', 'SOURCE_JAVASCRIPT_URL', 'LOG_OCCURRENCES'),
      sortBy: [{ columnIndex: 3, sortDesc: true }],
      totals: [{ columnIndex: 3, aggregateFunction: 'sum' }],
    },
  },
  {
    name: 'Rule results',
    description: 'Rules with their result and the tags they check.',
    type: 'rules',
    query: { columns: cols('RULE_NAME', 'RULE_RESULT', 'CONFIGURED_TAGS') },
  },
];

/** Saved grid reports owned by the account's people, some shared, some favorites, some labelled. */
export function makeSavedReports(
  faker: Faker,
  input: { users: UserRow[]; labels: LabelRow[]; now: number },
): Collection<SavedReportRow> {
  const reports = new Collection<SavedReportRow>(7001);
  const editors = input.users.filter((user) => user.permissions !== 'guest');
  const admin = input.users.find((user) => user.permissions === 'admin') ?? input.users[0]!;
  const count = faker.number.int({ min: 10, max: 14 });
  for (const template of faker.helpers.arrayElements([...savedReportTemplates], count)) {
    const managed = template.managed !== undefined;
    const owner = managed ? admin : faker.helpers.arrayElement(editors);
    const created = input.now - faker.number.int({ min: 10, max: 360 }) * DAY;
    const lastViewedBy: Record<number, string> = {};
    for (const user of input.users) {
      if (user.id === owner.id || faker.datatype.boolean({ probability: 0.5 })) {
        lastViewedBy[user.id] = new Date(
          input.now - faker.number.int({ min: 1, max: 60 * 24 * 30 }) * 60_000,
        ).toISOString();
      }
    }
    const scheduledExportCount = faker.helpers.weightedArrayElement([
      { weight: 6, value: 0 },
      { weight: 3, value: 1 },
      { weight: 1, value: 2 },
    ]);
    reports.insert({
      name: template.name,
      description: template.description,
      labels: faker.helpers.arrayElements(input.labels, { min: 0, max: 2 }).map((label) => label.id),
      visibility: managed || faker.datatype.boolean({ probability: 0.7 }) ? 'public' : 'private',
      gridEntityType: template.type,
      createdByUserId: owner.id,
      createdAt: new Date(created).toISOString(),
      favoriteUserIds: input.users
        .filter(() => faker.datatype.boolean({ probability: 0.35 }))
        .map((user) => user.id),
      lastViewedBy,
      libraryMetadata: {},
      isSharable: true,
      isManagedByOP: managed,
      scheduledExportCount,
      ...(managed
        ? {
            sequenceNumber: template.managed,
            isHighlighted: true,
            publishedAt: new Date(created).toISOString(),
          }
        : {}),
      displayMetadata: {},
      queryDefinition: { page: 0, size: 100, ...template.query },
      visualizations: [],
    });
  }
  return reports;
}
