import { z } from '@/lib/zod';
import { id } from '../../common';
import { reportBody, tagInfoShape } from '../common';
import { defineFamily } from '../define';
import { tagFilters } from './shared/filters';
import {
  listOperation,
  runOperation,
  summaryOperation,
  totalAndFiltered,
  totalCounts,
  trendOperations,
} from './shared/operations';

/** Tag filters of the variable inventory (AuditRun_VariableInventory_RequestDTO, after the page filters). */
const requestSchema = reportBody({
  ...tagFilters,
  tagAccount: z.optional(z.string()),
});
export type VariableInventoryRequest = z.input<typeof requestSchema>;

/** One tag account whose variables to list (AuditRun_VariableInventory_TagAccountRequestDTO). */
const tagAccountRequest = reportBody({ tagId: id, tagAccount: z.string() });
export type VariableInventoryTagAccountRequest = z.input<typeof tagAccountRequest>;

/** Trend names of the variable inventory (path parameter `trendName`). */
export const variableInventoryTrendNames = [
  'unique_tags',
  'tag_requests',
  'unique_variables',
  'unique_values',
] as const;

/** Most variables the tag account variables answer holds (the top ones by pages they are set on). */
export const TAG_ACCOUNT_VARIABLE_LIMIT = 500;

/** Variable inventory: the variables each tag account sent, on how many pages and with how many values. */
export const variableInventory = defineFamily({
  summary: summaryOperation('variable-inventory', requestSchema, {
    ...totalAndFiltered(['Page']),
    filteredUniqueTagCount: z.int(),
    ...totalAndFiltered(['TagInstance', 'UniqueVariableName', 'UniqueVariableValue']),
  }),
  ...trendOperations(
    'variable-inventory',
    variableInventoryTrendNames,
    totalCounts(['UniqueTag', 'TagInstance', 'UniqueVariableName', 'UniqueVariableValue']),
  ),
  tags: listOperation(
    'variable-inventory/tags',
    requestSchema,
    { items: 'tags', size: 100 },
    z.looseObject({
      ...tagInfoShape,
      tagAccounts: z.optional(
        z.array(
          z.looseObject({
            tagAccount: z.optional(z.string()),
            totalPageCount: z.optional(z.int()),
            totalVariableCount: z.optional(z.int()),
          }),
        ),
      ),
    }),
  ),
  tagAccountVariables: runOperation(
    'variable-inventory/tag-account-variables',
    tagAccountRequest,
    z.looseObject({
      variables: z.array(
        z.looseObject({
          variableName: z.string(),
          friendlyName: z.optional(z.string()),
          uniqueValueCount: z.int(),
          variableNotSetPageCount: z.int(),
          variableSetPageCount: z.int(),
        }),
      ),
    }),
  ),
});
