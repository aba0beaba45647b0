import {
  ruleInputSchema,
  ruleLibraryPageSchema,
  ruleLibraryRequestSchema,
  rulePreviewListSchema,
  ruleSchema,
  ruleSnapshotKinds,
  type RuleLibraryItem,
  type RuleLibraryRequest,
  type RuleSnapshotKind,
} from '../rules/schemas';
import { defineResource, type ExtraOperation, type Params } from './define';

/** The library filters a list call sends as its body, from the screen's filter parameters. */
function libraryFilters(params: Params): RuleLibraryRequest {
  const labels = (params.labels ?? '').split(',').filter(Boolean).map(Number);
  return {
    ...(params.ruleName ? { ruleName: params.ruleName } : {}),
    ...(labels.length ? { labels } : {}),
    ...(params.notificationEnabled ? { notificationEnabled: params.notificationEnabled === 'true' } : {}),
    ...(params.fromTemplate ? { fromTemplate: params.fromTemplate === 'true' } : {}),
    ...(params.createdByUserId ? { createdByUserId: Number(params.createdByUserId) } : {}),
  };
}

/** GET /v2/rules/{kind path}/{id}/original: the rule a report's snapshot was taken of. */
const original = (kind: RuleSnapshotKind, param: string): ExtraOperation => ({
  method: 'GET',
  path: `/v2/rules/${ruleSnapshotKinds[kind]}/{${param}}/original`,
  response: ruleSchema,
});

/** The path parameter of each kind of snapshot id. */
export const snapshotParams: Record<RuleSnapshotKind, string> = {
  rule: 'ruleSnapshotId',
  'page-filter': 'pageFilterSnapshotId',
  tag: 'tagSnapshotId',
  'tag-variable': 'tagVariableSnapshotId',
};

/**
 * The rule library (POST /v3/rule-library, searched and paged) and V2 rules: create, read, update
 * and delete; previews; and the originals of the snapshots rule summary reports show.
 */
export const rules = defineResource({
  key: ['rules'],
  path: '/v2/rules',
  idParam: 'ruleId',
  rowId: (row: RuleLibraryItem) => row.id,
  list: {
    method: 'POST',
    path: '/v3/rule-library',
    response: ruleLibraryPageSchema,
    rows: (answer) => answer.rules,
    params: ['ruleName', 'labels', 'notificationEnabled', 'fromTemplate', 'createdByUserId'],
    body: libraryFilters,
    bodySchema: ruleLibraryRequestSchema,
    paging: {
      page: 'page',
      size: 'size',
      pageSize: 1000,
      more: (answer, page) => page + 1 < answer.paginationMetadata.totalPageCount,
    },
  },
  get: { response: ruleSchema },
  create: { body: ruleInputSchema, response: ruleSchema, status: 201 },
  update: { body: ruleInputSchema, response: ruleSchema },
  remove: {},
  invalidates: [['audits'], ['web-journeys'], ['manual-journeys'], ['labels']],
  ops: {
    previews: { method: 'GET', path: '/v2/rules/previews', response: rulePreviewListSchema },
    originalRule: original('rule', snapshotParams.rule),
    originalPageFilter: original('page-filter', snapshotParams['page-filter']),
    originalTag: original('tag', snapshotParams.tag),
    originalTagVariable: original('tag-variable', snapshotParams['tag-variable']),
  },
});
