import { z } from '@/lib/zod';
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
const optionalId = z.optional(id.check(z.positive()));

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
  return (item: T, ctx: z.core.$RefinementCtx) => {
    const { matchType, value, numeric } = read(item);
    const problem = valueProblem(matchType, value, numeric);
    if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem, input: value });
  };
}

/** A tag's status code condition (RuleTagStatusCode). */
const statusCodeSchema = z.object({
  matchType: z.optional(matchType),
  value: z.optional(z.int().check(z.minimum(100)).check(z.maximum(599))),
  valueType: z.optional(z.enum(statusCodeValueTypes)),
});

/** A page filter of a rule in a request (NewPageFilter / UpdatePageFilter). */
export const pageFilterInputSchema = z
  .object({
    id: optionalId,
    ruleId: optionalId,
    type: z.literal(pageFilterTypes, { error: 'Choose what the filter reads' }),
    matchType,
    value: z.optional(z.string().check(z.maxLength(2000))),
  })
  .check(
    z.superRefine(
      checksValue('value', (filter) => ({
        matchType: filter.matchType,
        value: filter.value,
        numeric: statusPageFilterTypes.includes(filter.type),
      })),
    ),
  );
export type PageFilterInput = z.infer<typeof pageFilterInputSchema>;

/** A variable a tag must send (NewRuleTagVariable / UpdateRuleTagVariable). */
export const ruleTagVariableInputSchema = z
  .object({
    id: optionalId,
    ruleTagId: optionalId,
    variable: z
      .string()
      .check(z.trim())
      .check(z.minLength(1, { error: 'Enter the variable name' }))
      .check(z.maxLength(255)),
    matchType: z.optional(matchType),
    value: z.optional(z.string().check(z.maxLength(2000))),
    selectorType: z.optional(z.enum(selectorTypes)),
    valueTagId: optionalId,
    validationDescription: z.optional(z.string().check(z.maxLength(1000))),
  })
  .check(
    z.superRefine(
      checksValue('value', (variable) => ({ matchType: variable.matchType, value: variable.value })),
    ),
  );
export type RuleTagVariableInput = z.infer<typeof ruleTagVariableInputSchema>;

/** A tag condition of a rule (NewRuleTag / UpdateRuleTag). */
export const ruleTagInputSchema = z
  .object({
    id: optionalId,
    ruleId: optionalId,
    tagId: z
      .number({ error: 'Choose a tag' })
      .check(z.int())
      .check(z.positive({ error: 'Choose a tag' })),
    account: z.optional(z.string().check(z.maxLength(255))),
    clause: z.optional(z.enum(ruleClauses)),
    matchType: z.optional(matchType),
    statusCode: z.optional(statusCodeSchema),
    validationDescription: z.optional(z.string().check(z.maxLength(1000))),
    variables: z.optional(z.array(ruleTagVariableInputSchema).check(z.maxLength(50))),
  })
  .check(
    z.superRefine(
      checksValue('account', (tag) => ({
        matchType: tag.account?.trim() ? tag.matchType : undefined,
        value: tag.account,
      })),
    ),
  );
export type RuleTagInput = z.infer<typeof ruleTagInputSchema>;

/** Body of POST /v2/rules (NewRule) and PUT /v2/rules/{ruleId} (UpdateRule, which adds the ids). */
export const ruleInputSchema = z.object({
  id: optionalId,
  name: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, { error: 'Give the rule a name' }))
    .check(z.maxLength(255, { error: 'Use at most 255 characters' })),
  checkTimes: z
    .number({ error: 'Enter how many times to check' })
    .check(z.int({ error: 'Enter a whole number' }))
    .check(z.minimum(1, { error: 'Check at least once' }))
    .check(z.maximum(10, { error: 'Check at most 10 times' })),
  matchAllFilters: z.boolean(),
  /** A number in the reference's NewRule (sent as 0 or 1), a boolean in its Rule: both are accepted. */
  isDefaultRule: z.optional(z.pipe(z.union([z.number(), z.boolean()]), z.transform(Number))),
  labels: z.optional(z.array(z.object({ id: id.check(z.positive()) }))),
  notes: z.optional(z.string().check(z.maxLength(5000, { error: 'Keep the notes under 5,000 characters' }))),
  recipients: z.optional(
    z
      .array(z.email({ error: (issue) => `“${String(issue.input)}” is not a valid email address` }))
      .check(z.maxLength(100, { error: 'At most 100 recipients' })),
  ),
  pageFilters: z.optional(
    z.array(pageFilterInputSchema).check(z.maxLength(20, { error: 'At most 20 page filters' })),
  ),
  tags: z.optional(
    z.array(ruleTagInputSchema).check(z.maxLength(40, { error: 'At most 40 tag conditions' })),
  ),
});
export type RuleInput = z.infer<typeof ruleInputSchema>;

/** A label as a rule carries it (Label). */
const ruleLabelSchema = z.looseObject({ id, name: z.string() });

/** A page filter of a stored rule (PageFilter). */
export const pageFilterSchema = z.looseObject({
  id,
  ruleId: id,
  matchType: z.optional(z.union([matchType, z.string()])),
  type: z.optional(z.int()),
  value: z.optional(z.string()),
});
export type PageFilter = z.infer<typeof pageFilterSchema>;

/** A variable of a stored rule's tag condition (RuleTagVariable). */
export const ruleTagVariableSchema = z.looseObject({
  id,
  ruleTagId: id,
  variable: z.string(),
  matchType: z.optional(z.union([matchType, z.string()])),
  value: z.optional(z.string()),
  selectorType: z.optional(z.union([z.enum(selectorTypes), z.string()])),
  valueTagId: z.optional(id),
  validationDescription: z.optional(z.string()),
});
export type RuleTagVariable = z.infer<typeof ruleTagVariableSchema>;

/** A tag condition of a stored rule (RuleTag). */
export const ruleTagSchema = z.looseObject({
  id,
  ruleId: id,
  tagId: id,
  account: z.optional(z.string()),
  clause: z.optional(z.union([z.enum(ruleClauses), z.string()])),
  matchType: z.optional(z.union([matchType, z.string()])),
  statusCode: z.optional(
    z.looseObject({
      matchType: z.optional(z.union([matchType, z.string()])),
      value: z.optional(z.int()),
      valueType: z.optional(z.union([z.enum(statusCodeValueTypes), z.string()])),
    }),
  ),
  validationDescription: z.optional(z.string()),
  variables: z.optional(z.array(ruleTagVariableSchema)),
});
export type RuleTag = z.infer<typeof ruleTagSchema>;

/** A V2 rule (Rule): GET/PUT /v2/rules/{ruleId}, POST /v2/rules and the snapshot originals. */
export const ruleSchema = z.looseObject({
  id,
  accountId: id,
  name: z.string(),
  checkTimes: z.int(),
  matchAllFilters: z.boolean(),
  isDefaultRule: z.boolean(),
  fromTemplate: z.boolean(),
  createdBy: id,
  createdAt: dateTime,
  updatedAt: dateTime,
  labels: z.optional(z.array(ruleLabelSchema)),
  notes: z.optional(z.string()),
  recipients: z.optional(z.array(z.string())),
  pageFilters: z.optional(z.array(pageFilterSchema)),
  tags: z.optional(z.array(ruleTagSchema)),
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
export const ruleLibraryRequestSchema = z.optional(
  z.object({
    id: z.optional(id),
    ruleName: z.optional(z.string()),
    labels: z.optional(z.array(id.check(z.positive()))),
    notificationEnabled: z.optional(z.boolean()),
    createdByUserId: z.optional(id),
    fromTemplate: z.optional(z.boolean()),
  }),
);
export type RuleLibraryRequest = NonNullable<z.infer<typeof ruleLibraryRequestSchema>>;

/** A rule of the library with where it is used (RuleLibrary_RuleItem). */
export const ruleLibraryItemSchema = z.looseObject({
  id,
  name: z.string(),
  fromTemplate: z.boolean(),
  labels: z.array(z.looseObject({ id })),
  usage: z.looseObject({
    auditCount: z.int(),
    webJourneyCount: z.int(),
    appJourneyCount: z.int(),
  }),
  ownedByUserId: id,
  updatedAt: dateTime,
  recipients: z.optional(z.array(z.string())),
});
export type RuleLibraryItem = z.infer<typeof ruleLibraryItemSchema>;

/** POST /v3/rule-library: one page of the library (RuleLibrary_ResponseDTO). */
export const ruleLibraryPageSchema = z.looseObject({
  paginationMetadata: z.looseObject({
    totalCount: z.int(),
    totalPageCount: z.int(),
    pageSize: z.int(),
    currentPageSize: z.int(),
    currentPageNumber: z.int(),
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
