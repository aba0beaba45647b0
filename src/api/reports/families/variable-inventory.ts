import { z } from 'zod';
import { id } from '../../common';
import { pagedSchema, reportBody, runTrendsSchema, specificTrendSchema, tagInfoShape } from '../common';
import { defineFamily } from '../define';

/** Tag filters of the variable inventory (AuditRun_VariableInventory_RequestDTO, after the page filters). */
const requestSchema = reportBody({
  primaryTagsOnly: z.boolean().optional(),
  tagId: id.optional(),
  tagCategoryId: id.optional(),
  tagVendorId: id.optional(),
  tagAccount: z.string().optional(),
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
  summary: {
    method: 'POST',
    scope: 'run',
    path: 'variable-inventory',
    body: requestSchema,
    response: z.looseObject({
      totalPageCount: z.number().int(),
      filteredPageCount: z.number().int(),
      filteredUniqueTagCount: z.number().int(),
      totalTagInstanceCount: z.number().int(),
      filteredTagInstanceCount: z.number().int(),
      totalUniqueVariableNameCount: z.number().int(),
      filteredUniqueVariableNameCount: z.number().int(),
      totalUniqueVariableValueCount: z.number().int(),
      filteredUniqueVariableValueCount: z.number().int(),
    }),
  },
  trends: {
    method: 'GET',
    scope: 'run',
    path: 'variable-inventory/trends',
    response: runTrendsSchema({
      totalUniqueTagCount: z.number().int(),
      totalTagInstanceCount: z.number().int(),
      totalUniqueVariableNameCount: z.number().int(),
      totalUniqueVariableValueCount: z.number().int(),
    }),
  },
  trend: {
    method: 'GET',
    scope: 'audit',
    path: 'variable-inventory/trends/{trendName}',
    trendNames: variableInventoryTrendNames,
    days: true,
    response: specificTrendSchema,
  },
  tags: {
    method: 'POST',
    scope: 'run',
    path: 'variable-inventory/tags',
    body: requestSchema,
    list: { items: 'tags', size: 100 },
    response: pagedSchema(
      'tags',
      z.looseObject({
        ...tagInfoShape,
        tagAccounts: z
          .array(
            z.looseObject({
              tagAccount: z.string().optional(),
              totalPageCount: z.number().int().optional(),
              totalVariableCount: z.number().int().optional(),
            }),
          )
          .optional(),
      }),
    ),
  },
  tagAccountVariables: {
    method: 'POST',
    scope: 'run',
    path: 'variable-inventory/tag-account-variables',
    body: tagAccountRequest,
    response: z.looseObject({
      variables: z.array(
        z.looseObject({
          variableName: z.string(),
          friendlyName: z.string().optional(),
          uniqueValueCount: z.number().int(),
          variableNotSetPageCount: z.number().int(),
          variableSetPageCount: z.number().int(),
        }),
      ),
    }),
  },
});
