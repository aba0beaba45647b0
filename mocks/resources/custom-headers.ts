import type { CustomHeaderGroupInput } from '@/api/resources/custom-headers';
import type { Db } from '../db/types';
import { badRequest } from '../lib/errors';
import type { MockContext } from '../lib/route';
import { journeyStore } from '../web-journeys/store';
import type { HeaderGroupRow } from '../web-journeys/types';
import { defineMockResource } from './define';
import { arrayStore } from './store';
import {
  filterTargets,
  requireItemType,
  targetCandidates,
  targetPage,
  type TargetFilters,
} from './target-items';
import { keptBeside } from '../persist/kept-stores';

const auditAssignments = keptBeside<Map<number, Set<number>>>('custom-header-audits');

/** Group id → the audits it is assigned to (web journeys keep theirs in the journey store). */
function auditsOf(db: Db): Map<number, Set<number>> {
  let map = auditAssignments.get(db);
  if (!map) {
    // Seeded: the account's first two audits (read lazily: in an empty account, none were seeded).
    const [first, second] = db.options.scenario === 'empty' ? [] : db.audits.all();
    map = new Map([[501, new Set([first?.id, second?.id].filter((id): id is number => id !== undefined))]]);
    auditAssignments.set(db, map);
  }
  return map;
}

/** A group's assignments: the journeys that apply it, then its audits. */
function assignmentsOf(db: Db, groupId: number) {
  const journeys = [...journeyStore(db).customHeaders]
    .filter(([, groups]) => groups.some((group) => group.groupId === groupId))
    .map(([itemId]) => ({ itemType: 'WEB_JOURNEY', itemId }));
  const audits = [...(auditsOf(db).get(groupId) ?? [])].map((itemId) => ({ itemType: 'AUDIT', itemId }));
  return [...journeys, ...audits];
}

/** 400 naming each assignment to an audit or journey that does not exist. */
function checkAssignments(ctx: MockContext, body: CustomHeaderGroupInput) {
  const issues = body.assignments.flatMap((assignment, index) => {
    const exists =
      assignment.itemType === 'AUDIT'
        ? ctx.db.audits.get(assignment.itemId) !== undefined
        : ctx.db.webJourneys.get(assignment.itemId) !== undefined;
    return exists
      ? []
      : [
          {
            path: ['assignments', String(index), 'itemId'],
            message: `No ${assignment.itemType} ${assignment.itemId}`,
            code: 'invalid_reference',
          },
        ];
  });
  if (issues.length) badRequest('Some assignments name items that do not exist', { valid: false, issues });
}

/** Make the journey store and the audit map say exactly what the group's assignments say. */
function applyAssignments(
  db: Db,
  groupId: number,
  assignments: ReadonlyArray<{ itemType: string; itemId: number }>,
) {
  const store = journeyStore(db);
  const journeys = new Set(assignments.filter((a) => a.itemType === 'WEB_JOURNEY').map((a) => a.itemId));
  for (const journey of db.webJourneys.all()) {
    const groups = (store.customHeaders.get(journey.id) ?? []).filter((group) => group.groupId !== groupId);
    store.customHeaders.set(journey.id, journeys.has(journey.id) ? [...groups, { groupId }] : groups);
  }
  auditsOf(db).set(groupId, new Set(assignments.filter((a) => a.itemType === 'AUDIT').map((a) => a.itemId)));
}

/** Custom header groups, kept in the web journeys' store (which journeys read them from). */
export const customHeadersMock = defineMockResource<'custom-headers', HeaderGroupRow>('custom-headers', {
  noun: 'Custom header group',
  events: { itemType: 'custom-http-header-group', name: (row) => row.groupName },
  store: (db) => arrayStore(() => journeyStore(db).headerGroups, 501),
  list: (ctx) => ({
    customHeaderGroups: journeyStore(ctx.db).headerGroups.map((group) => ({
      id: group.id,
      groupName: group.groupName,
      headerCount: group.headers.length,
      requestUrlFilterCount: group.requestUrlFilters.length,
      createdBy: group.createdBy,
      createdAt: group.createdAt,
      updatedAt: group.updatedAt,
      applyToAll: group.applyToAll,
      assignments: assignmentsOf(ctx.db, group.id),
    })),
  }),
  serve: (row, ctx) => ({
    id: row.id,
    groupName: row.groupName,
    headers: row.headers,
    requestUrlFilters: row.requestUrlFilters,
    applyToAll: row.applyToAll,
    assignments: assignmentsOf(ctx.db, row.id),
  }),
  check: (body, ctx) => checkAssignments(ctx, body),
  fromBody: (body, ctx, existing) => {
    const now = new Date().toISOString();
    return {
      groupName: body.groupName,
      headers: body.headers,
      requestUrlFilters: body.requestUrlFilters,
      applyToAll: body.applyToAll,
      createdBy: existing?.createdBy ?? ctx.user.id,
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    };
  },
  afterSave: (row, ctx) => applyAssignments(ctx.db, row.id, (ctx.body as CustomHeaderGroupInput).assignments),
  beforeRemove: (row, ctx) => applyAssignments(ctx.db, row.id, []),
  ops: {
    searchTargets: (ctx) => {
      const itemType = requireItemType(ctx.params.itemType, ['AUDIT', 'WEB_JOURNEY']);
      const body = ctx.body as TargetFilters & {
        customHeaderGroupId?: number;
        assignedToCustomHeaderGroup?: boolean;
      };
      const assigned = new Set(
        body.customHeaderGroupId === undefined
          ? []
          : assignmentsOf(ctx.db, body.customHeaderGroupId)
              .filter((a) => a.itemType === itemType)
              .map((a) => a.itemId),
      );
      const found = filterTargets(targetCandidates(ctx.db, itemType), body);
      return targetPage(found, assigned, body.assignedToCustomHeaderGroup, ctx.query);
    },
  },
});
