import { z } from 'zod';
import { dateTime, id } from '../common';

/** How a rule condition compares (the V2 rule's matchType). */
export const ruleMatchTypes = [
  'Equals',
  'DoesNotEqual',
  'Contains',
  'DoesNotContain',
  'Regex',
  'IsSet',
  'IsNotSet',
  'GreaterThanOrEqualTo',
  'LessThanOrEqualTo',
] as const;
export type RuleMatchType = (typeof ruleMatchTypes)[number];

/** Match types that compare with no value. */
export const valuelessMatchTypes: readonly RuleMatchType[] = ['IsSet', 'IsNotSet'];
/** Match types that compare numbers. */
export const numericMatchTypes: readonly RuleMatchType[] = ['GreaterThanOrEqualTo', 'LessThanOrEqualTo'];

/** What a page filter reads: 1 URL, 2 status code, 3 final URL, 4 final status code. */
export const pageFilterTypes = [1, 2, 3, 4] as const;
export type PageFilterType = (typeof pageFilterTypes)[number];
/** Page filter types that read a status code. */
export const statusPageFilterTypes: readonly PageFilterType[] = [2, 4];

/** Where a tag condition sits in the rule: If (precondition), Then (expectation), Else. */
export const ruleClauses = ['If', 'Then', 'Else'] as const;
export type RuleClause = (typeof ruleClauses)[number];

/** Where a tag variable is read from. */
export const selectorTypes = ['String', 'UrlParameter', 'DataLayer', 'Tag', 'FinalUrlParameter'] as const;
export type SelectorType = (typeof selectorTypes)[number];

/** What a tag's status code condition expects. */
export const statusCodeValueTypes = ['Specific', 'SuccessAndRedirect', 'Broken'] as const;

/** Sort columns of POST /v3/rule-library (RuleLibrary_SortColumn). */
export const ruleLibrarySortColumns = [
  'NAME',
  'TYPE',
  'AUDITS',
  'WEB_JOURNEYS',
  'APP_JOURNEYS',
  'OWNER',
  'MODIFIED_AT',
] as const;
export type RuleLibrarySortColumn = (typeof ruleLibrarySortColumns)[number];

const matchType = z.enum(ruleMatchTypes);
const optionalId = id.positive().optional();

/** Problems of one compared value: a number for numeric match types, a valid regex, a value unless set/not set. */
export function valueProblem(type: RuleMatchType | undefined, value: string | undefined, numeric = false) {
  const text = value?.trim() ?? '';
  if (type === undefined || valuelessMatchTypes.includes(type)) return undefined;
  if (text === '') return 'Enter a value to compare with';
  if ((numeric || numericMatchTypes.includes(type)) && !/^-?\d+(\.\d+)?$/.test(text)) return 'Enter a number';
  if (type === 'Regex') {
    try {
      new RegExp(text);
    } catch {
      return 'This is not a valid regular expression';
    }
  }
  return undefined;
}

/** A refinement that checks the value an item compares (at `field`) against the item's match type. */
function checksValue<T>(
  field: string,
  read: (item: T) => { matchType: RuleMatchType | undefined; value: string | undefined; numeric?: boolean },
) {
  return (item: T, ctx: z.RefinementCtx) => {
    const { matchType, value, numeric } = read(item);
    const problem = valueProblem(matchType, value, numeric);
    if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem, input: value });
  };
}

/** A tag's status code condition (RuleTagStatusCode). */
const statusCodeSchema = z.object({
  matchType: matchType.optional(),
  value: z.number().int().min(100).max(599).optional(),
  valueType: z.enum(statusCodeValueTypes).optional(),
});

/** A page filter of a rule in a request (NewPageFilter / UpdatePageFilter). */
export const pageFilterInputSchema = z
  .object({
    id: optionalId,
    ruleId: optionalId,
    type: z.literal(pageFilterTypes, { error: 'Choose what the filter reads' }),
    matchType,
    value: z.string().max(2000).optional(),
  })
  .superRefine(
    checksValue('value', (filter) => ({
      matchType: filter.matchType,
      value: filter.value,
      numeric: statusPageFilterTypes.includes(filter.type),
    })),
  );
export type PageFilterInput = z.infer<typeof pageFilterInputSchema>;

/** A variable a tag must send (NewRuleTagVariable / UpdateRuleTagVariable). */
export const ruleTagVariableInputSchema = z
  .object({
    id: optionalId,
    ruleTagId: optionalId,
    variable: z.string().trim().min(1, { error: 'Enter the variable name' }).max(255),
    matchType: matchType.optional(),
    value: z.string().max(2000).optional(),
    selectorType: z.enum(selectorTypes).optional(),
    valueTagId: optionalId,
    validationDescription: z.string().max(1000).optional(),
  })
  .superRefine(
    checksValue('value', (variable) => ({ matchType: variable.matchType, value: variable.value })),
  );
export type RuleTagVariableInput = z.infer<typeof ruleTagVariableInputSchema>;

/** A tag condition of a rule (NewRuleTag / UpdateRuleTag). */
export const ruleTagInputSchema = z
  .object({
    id: optionalId,
    ruleId: optionalId,
    tagId: z.number({ error: 'Choose a tag' }).int().positive({ error: 'Choose a tag' }),
    account: z.string().max(255).optional(),
    clause: z.enum(ruleClauses).optional(),
    matchType: matchType.optional(),
    statusCode: statusCodeSchema.optional(),
    validationDescription: z.string().max(1000).optional(),
    variables: z.array(ruleTagVariableInputSchema).max(50).optional(),
  })
  // The account is optional: compared only when given.
  .superRefine(
    checksValue('account', (tag) => ({
      matchType: tag.account?.trim() ? tag.matchType : undefined,
      value: tag.account,
    })),
  );
export type RuleTagInput = z.infer<typeof ruleTagInputSchema>;

/** Body of POST /v2/rules (NewRule) and PUT /v2/rules/{ruleId} (UpdateRule, which adds the ids). */
export const ruleInputSchema = z.object({
  id: optionalId,
  name: z
    .string()
    .trim()
    .min(1, { error: 'Give the rule a name' })
    .max(255, { error: 'Use at most 255 characters' }),
  checkTimes: z
    .number({ error: 'Enter how many times to check' })
    .int({ error: 'Enter a whole number' })
    .min(1, { error: 'Check at least once' })
    .max(10, { error: 'Check at most 10 times' }),
  matchAllFilters: z.boolean(),
  /** A number in the reference's NewRule (sent as 0 or 1), a boolean in its Rule: both are accepted. */
  isDefaultRule: z.union([z.number(), z.boolean()]).transform(Number).optional(),
  labels: z.array(z.object({ id: id.positive() })).optional(),
  notes: z.string().max(5000, { error: 'Keep the notes under 5,000 characters' }).optional(),
  recipients: z
    .array(z.email({ error: (issue) => `“${String(issue.input)}” is not a valid email address` }))
    .max(100, { error: 'At most 100 recipients' })
    .optional(),
  pageFilters: z.array(pageFilterInputSchema).max(20, { error: 'At most 20 page filters' }).optional(),
  tags: z.array(ruleTagInputSchema).max(40, { error: 'At most 40 tag conditions' }).optional(),
});
export type RuleInput = z.infer<typeof ruleInputSchema>;

/** A label as a rule carries it (Label). */
const ruleLabelSchema = z.looseObject({ id, name: z.string() });

/** A page filter of a stored rule (PageFilter). */
export const pageFilterSchema = z.looseObject({
  id,
  ruleId: id,
  matchType: matchType.or(z.string()).optional(),
  type: z.number().int().optional(),
  value: z.string().optional(),
});
export type PageFilter = z.infer<typeof pageFilterSchema>;

/** A variable of a stored rule's tag condition (RuleTagVariable). */
export const ruleTagVariableSchema = z.looseObject({
  id,
  ruleTagId: id,
  variable: z.string(),
  matchType: matchType.or(z.string()).optional(),
  value: z.string().optional(),
  selectorType: z.enum(selectorTypes).or(z.string()).optional(),
  valueTagId: id.optional(),
  validationDescription: z.string().optional(),
});
export type RuleTagVariable = z.infer<typeof ruleTagVariableSchema>;

/** A tag condition of a stored rule (RuleTag). */
export const ruleTagSchema = z.looseObject({
  id,
  ruleId: id,
  tagId: id,
  account: z.string().optional(),
  clause: z.enum(ruleClauses).or(z.string()).optional(),
  matchType: matchType.or(z.string()).optional(),
  statusCode: z
    .looseObject({
      matchType: matchType.or(z.string()).optional(),
      value: z.number().int().optional(),
      valueType: z.enum(statusCodeValueTypes).or(z.string()).optional(),
    })
    .optional(),
  validationDescription: z.string().optional(),
  variables: z.array(ruleTagVariableSchema).optional(),
});
export type RuleTag = z.infer<typeof ruleTagSchema>;

/** A V2 rule (Rule): GET/PUT /v2/rules/{ruleId}, POST /v2/rules and the snapshot originals. */
export const ruleSchema = z.looseObject({
  id,
  accountId: id,
  name: z.string(),
  checkTimes: z.number().int(),
  matchAllFilters: z.boolean(),
  isDefaultRule: z.boolean(),
  fromTemplate: z.boolean(),
  createdBy: id,
  createdAt: dateTime,
  updatedAt: dateTime,
  labels: z.array(ruleLabelSchema).optional(),
  notes: z.string().optional(),
  recipients: z.array(z.string()).optional(),
  pageFilters: z.array(pageFilterSchema).optional(),
  tags: z.array(ruleTagSchema).optional(),
});
export type Rule = z.infer<typeof ruleSchema>;

/** GET /v2/rules/previews: every rule by name (RulePreview). */
export const rulePreviewSchema = z.looseObject({
  id,
  name: z.string(),
  isDefaultRule: z.boolean(),
  labels: z.array(ruleLabelSchema),
});
export type RulePreview = z.infer<typeof rulePreviewSchema>;
export const rulePreviewListSchema = z.array(rulePreviewSchema);

/** Body of POST /v3/rule-library: its filters (RuleLibrary_RequestDTO); the body may be absent. */
export const ruleLibraryRequestSchema = z
  .object({
    id: id.optional(),
    ruleName: z.string().optional(),
    labels: z.array(id.positive()).optional(),
    notificationEnabled: z.boolean().optional(),
    createdByUserId: id.optional(),
    fromTemplate: z.boolean().optional(),
  })
  .optional();
export type RuleLibraryRequest = NonNullable<z.infer<typeof ruleLibraryRequestSchema>>;

/** A rule of the library with where it is used (RuleLibrary_RuleItem). */
export const ruleLibraryItemSchema = z.looseObject({
  id,
  name: z.string(),
  fromTemplate: z.boolean(),
  labels: z.array(z.looseObject({ id })),
  usage: z.looseObject({
    auditCount: z.number().int(),
    webJourneyCount: z.number().int(),
    appJourneyCount: z.number().int(),
  }),
  ownedByUserId: id,
  updatedAt: dateTime,
  recipients: z.array(z.string()).optional(),
});
export type RuleLibraryItem = z.infer<typeof ruleLibraryItemSchema>;

/** POST /v3/rule-library: one page of the library (RuleLibrary_ResponseDTO). */
export const ruleLibraryPageSchema = z.looseObject({
  paginationMetadata: z.looseObject({
    totalCount: z.number().int(),
    totalPageCount: z.number().int(),
    pageSize: z.number().int(),
    currentPageSize: z.number().int(),
    currentPageNumber: z.number().int(),
  }),
  rules: z.array(ruleLibraryItemSchema),
});
export type RuleLibraryPage = z.infer<typeof ruleLibraryPageSchema>;

/** The kinds of rule snapshot whose original can be looked up, and their path segments. */
export const ruleSnapshotKinds = {
  rule: 'snapshots',
  'page-filter': 'snapshots/page-filters',
  tag: 'snapshots/tags',
  'tag-variable': 'snapshots/tags/variables',
} as const;
export type RuleSnapshotKind = keyof typeof ruleSnapshotKinds;
