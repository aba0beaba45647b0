import type { Faker } from '@faker-js/faker';
import type { GridEntityType } from '@/api/grid/schemas';
import { Collection } from '../collection';
import type { LabelRow, SavedReportRow, UserRow } from '../types';

const DAY = 86_400_000;

interface ReportTemplate {
  name: string;
  description: string;
  type: GridEntityType;
  /** Grid column ids (the entity's column enum in the grid reference). */
  columns: string[];
  /** Index into `columns` to sort by, descending. */
  sortBy?: number;
  /** Managed by ObservePoint: its place in the managed row. */
  managed?: number;
}

const templates: ReportTemplate[] = [
  {
    name: 'Audit scores by run',
    description: 'Total and per-area scores of every completed audit run.',
    type: 'web_audit_runs',
    columns: ['AUDIT_RUN_ID', 'RUN_COMPLETED_AT', 'SCORE_TOTAL', 'SCORE_TAG_PRESENCE', 'SCORE_COOKIES'],
    sortBy: 1,
    managed: 1,
  },
  {
    name: 'Journey runs with failed actions',
    description: 'Web journey runs that stopped on an action, with the error.',
    type: 'web_journey_runs',
    columns: ['WEB_JOURNEY_NAME', 'WJ_RUN_STATUS', 'FAILED_ACTION_NAME', 'FAILED_ACTION_ERROR'],
  },
  {
    name: 'Pages with broken tags',
    description: 'Pages where at least one tag request failed.',
    type: 'pages',
    columns: ['PAGE_TITLE', 'FINAL_PAGE_URL', 'BROKEN_TAG_COUNT', 'UNIQUE_TAG_COUNT'],
    sortBy: 2,
  },
  {
    name: 'Slowest pages by tag load time',
    description: 'Average tag load time per page, slowest first.',
    type: 'pages',
    columns: ['PAGE_TITLE', 'FINAL_PAGE_URL', 'AVG_TAG_LOAD_TIME', 'TAG_REQUEST_COUNT'],
    sortBy: 2,
  },
  {
    name: 'Third-party cookies without consent',
    description: 'Third-party cookies set before the visitor gave consent.',
    type: 'cookies',
    columns: ['COOKIE_NAME', 'COOKIE_DOMAIN', 'COOKIE_PARTY_TYPE', 'COOKIE_COMPLIANCE_STATUS'],
  },
  {
    name: 'Cookie security attributes',
    description: 'Secure, HttpOnly and SameSite flags of every cookie.',
    type: 'cookies',
    columns: ['COOKIE_NAME', 'COOKIE_SECURE', 'COOKIE_HTTP_ONLY', 'COOKIE_SAME_SITE', 'COOKIE_DURATION'],
  },
  {
    name: 'Tag vendor inventory',
    description: 'Every tag vendor found, with category and version.',
    type: 'tags',
    columns: ['TAG_VENDOR_NAME', 'TAG_NAME', 'TAG_CATEGORY_NAME', 'TAG_VERSION'],
    managed: 2,
  },
  {
    name: 'Duplicate analytics tags',
    description: 'Tags that fired more than once on the same page.',
    type: 'tags',
    columns: ['TAG_NAME', 'TAG_IS_DUPLICATED', 'TAG_MULTIPLES', 'TAG_IDENTICAL_REQUEST_COUNT'],
    sortBy: 3,
  },
  {
    name: 'Adobe Analytics report suites',
    description: 'Report suites (tag accounts) and versions of Adobe Analytics.',
    type: 'tag_variables',
    columns: ['TAG_NAME', 'TAG_ACCOUNT', 'TAG_VERSION'],
  },
  {
    name: 'External links returning errors',
    description: 'Outbound links whose destination answered 4xx or 5xx.',
    type: 'links',
    columns: ['LINK_URL', 'LINK_TEXT', 'IS_LINK_EXTERNAL', 'DESTINATION_FINAL_PAGE_URL'],
  },
  {
    name: 'Critical accessibility issues',
    description: 'WCAG issues of critical impact, by criterion.',
    type: 'accessibility_issues',
    columns: [
      'ACCESSIBILITY_ISSUE_TYPE',
      'ACCESSIBILITY_ISSUE_IMPACT',
      'WCAG_CRITERIA',
      'WCAG_CONFORMANCE_LEVEL',
    ],
  },
  {
    name: 'Failed network requests',
    description: 'Requests with a network error or an error status.',
    type: 'network_requests',
    columns: ['REQUEST_URL', 'REQUEST_STATUS_CODE', 'REQUEST_METHOD', 'TAG_VENDOR_NAME'],
  },
  {
    name: 'Console errors by page',
    description: 'Browser console errors and where they came from.',
    type: 'browser_logs',
    columns: ['LOG_LEVEL', 'LOG_MESSAGE', 'SOURCE_JAVASCRIPT_URL', 'LOG_OCCURRENCES'],
    sortBy: 3,
  },
  {
    name: 'Rule failures this month',
    description: 'Rules that failed, with the tags they check.',
    type: 'rules',
    columns: ['RULE_NAME', 'RULE_RESULT', 'CONFIGURED_TAGS'],
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
  for (const template of faker.helpers.arrayElements(templates, count)) {
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
      queryDefinition: {
        page: 0,
        size: 100,
        columns: template.columns.map((columnId) => ({ columnId })),
        sortBy: template.sortBy !== undefined ? [{ columnIndex: template.sortBy, sortDesc: true }] : [],
      },
      visualizations: [],
    });
  }
  return reports;
}
