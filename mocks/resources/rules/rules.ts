import type { Rule, RuleInput, RulePreview } from '@/api/rules/schemas';
import type { Db, RuleRow } from '../../db/types';
import { vendorById } from '../../db/run-data/vendors';
import { MockHttpError } from '../../lib/errors';

type Issue = { path: PropertyKey[]; message: string; code: string };

/** Answer 400 with a validation report naming each field. */
function invalid(issues: Issue[]): never {
  throw new MockHttpError(400, issues[0]!.message, 'The request was not valid', {
    valid: false,
    issues: issues.map((issue) => ({ ...issue, path: issue.path.map(String) })),
  });
}

/** A rule's label objects, from its label ids (labels deleted since are left out). */
function labelsOf(db: Db, row: RuleRow) {
  return row.labelIds.flatMap((id) => {
    const label = db.labels.get(id);
    return label ? [{ id: label.id, name: label.name }] : [];
  });
}

/** A stored rule as the service answers it (V2 Rule), with its label objects. */
export function ruleView(db: Db, row: RuleRow): Rule {
  const { labelIds: _labelIds, ...rule } = row;
  return { ...rule, ...withRuleId(row), labels: labelsOf(db, row) };
}

/** A rule as GET /v2/rules/previews lists it (RulePreview). */
export function rulePreview(db: Db, row: RuleRow): RulePreview {
  return { id: row.id, name: row.name, isDefaultRule: row.isDefaultRule, labels: labelsOf(db, row) };
}

/** A rule as an audit lists it (RuleDescription): what GET /v2/web-audits/{id}/rules answers. */
export function ruleDescription(row: RuleRow) {
  const { id, accountId, name, checkTimes, matchAllFilters, recipients, createdAt, updatedAt } = row;
  return { id, accountId, name, checkTimes, matchAllFilters, recipients, createdAt, updatedAt };
}

/** The next free id for a rule's conditions (page filters, tags and variables share one sequence). */
function conditionIds(db: Db) {
  let max = 0;
  for (const rule of db.rules.all()) {
    for (const filter of rule.pageFilters ?? []) max = Math.max(max, filter.id);
    for (const tag of rule.tags ?? []) {
      max = Math.max(max, tag.id);
      for (const variable of tag.variables ?? []) max = Math.max(max, variable.id);
    }
  }
  return () => ++max;
}

/**
 * Rules beyond the body schema: a name no other rule of the account has (409, as the reference
 * documents), known labels and known tags (400 naming the field).
 */
export function checkRule(db: Db, body: RuleInput, existing?: RuleRow): void {
  const name = body.name.trim().toLowerCase();
  const clash = db.rules
    .all()
    .find((rule) => rule.id !== existing?.id && rule.name.trim().toLowerCase() === name);
  if (clash) {
    throw new MockHttpError(
      409,
      `A rule named “${body.name}” already exists`,
      `Rule ${clash.id} has this name`,
      {
        valid: false,
        issues: [{ path: ['name'], message: 'Another rule already has this name', code: 'not_unique' }],
      },
    );
  }
  const issues: Issue[] = [];
  body.labels?.forEach((label, index) => {
    if (!db.labels.get(label.id))
      issues.push({
        path: ['labels', index, 'id'],
        message: `Label ${label.id} does not exist`,
        code: 'unknown_id',
      });
  });
  body.tags?.forEach((tag, index) => {
    if (!vendorById(tag.tagId))
      issues.push({
        path: ['tags', index, 'tagId'],
        message: `Tag ${tag.tagId} does not exist`,
        code: 'unknown_id',
      });
  });
  if (issues.length) invalid(issues);
}

/**
 * The row to store for a create (no `existing`) or a full update: conditions keep an id they
 * already had in this rule, new ones get the next free id; what the body leaves out is removed.
 */
export function ruleFromBody(
  db: Db,
  body: RuleInput,
  userId: number,
  existing?: RuleRow,
): Omit<RuleRow, 'id'> {
  const nextId = conditionIds(db);
  const ruleId = existing?.id ?? 0;
  const known = new Set<number>();
  for (const filter of existing?.pageFilters ?? []) known.add(filter.id);
  for (const tag of existing?.tags ?? []) {
    known.add(tag.id);
    for (const variable of tag.variables ?? []) known.add(variable.id);
  }
  const idOf = (id: number | undefined) => (id !== undefined && known.has(id) ? id : nextId());
  const now = new Date().toISOString();
  const isDefault = body.isDefaultRule === undefined ? existing?.isDefaultRule : Boolean(body.isDefaultRule);
  return {
    accountId: db.account.id,
    name: body.name.trim(),
    checkTimes: body.checkTimes,
    matchAllFilters: body.matchAllFilters,
    isDefaultRule: isDefault ?? false,
    fromTemplate: existing?.fromTemplate ?? false,
    createdBy: existing?.createdBy ?? userId,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
    labelIds: [...new Set((body.labels ?? []).map((label) => label.id))],
    ...(body.notes !== undefined ? { notes: body.notes } : {}),
    recipients: body.recipients ?? [],
    pageFilters: (body.pageFilters ?? []).map((filter) => ({
      id: idOf(filter.id),
      ruleId,
      type: filter.type,
      matchType: filter.matchType,
      ...(filter.value !== undefined ? { value: filter.value } : {}),
    })),
    tags: (body.tags ?? []).map(({ id, ruleId: _ruleId, variables, ...tag }) => {
      const tagConditionId = idOf(id);
      return {
        ...tag,
        id: tagConditionId,
        ruleId,
        clause: tag.clause ?? 'Then',
        variables: (variables ?? []).map(({ id: variableId, ruleTagId: _ruleTagId, ...variable }) => ({
          ...variable,
          id: idOf(variableId),
          ruleTagId: tagConditionId,
        })),
      };
    }),
  };
}

/** Point a newly stored rule's conditions at its id. */
export function withRuleId(row: RuleRow): Pick<RuleRow, 'pageFilters' | 'tags'> {
  return {
    pageFilters: (row.pageFilters ?? []).map((filter) => ({ ...filter, ruleId: row.id })),
    tags: (row.tags ?? []).map((tag) => ({ ...tag, ruleId: row.id })),
  };
}
