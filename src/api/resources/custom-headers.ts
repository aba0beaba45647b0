import { z } from '@/lib/zod';
import { id } from '../common';
import { customHeaderGroupsSchema, type CustomHeaderGroups } from '../web-journeys/schemas';
import { defineResource } from './define';
import {
  targetItemPageSchema,
  targetItemTypes,
  targetSearchFilters,
  targetSearchQuery,
} from './target-items';

/** Headers go on requests or responses (CustomHeader.type). */
export const headerTypes = ['REQUEST', 'RESPONSE'] as const;

const assignmentSchema = z.object({ itemType: z.enum(targetItemTypes), itemId: id });

/** One custom header group with its headers, URL filters and assignments (CustomHeaderBody). */
export const customHeaderGroupSchema = z.looseObject({
  id: z.optional(id),
  groupName: z.string(),
  headers: z.array(z.looseObject({ name: z.string(), value: z.string(), type: z.string() })),
  requestUrlFilters: z.array(z.looseObject({ requestUrlFilter: z.string(), allowSubdomains: z.boolean() })),
  assignments: z.array(z.looseObject({ itemType: z.string(), itemId: id })),
  applyToAll: z.boolean(),
});
export type CustomHeaderGroup = z.infer<typeof customHeaderGroupSchema>;

/** Body of POST /v3/custom-headers and PUT /v3/custom-headers/{customHeaderGroupId}. */
export const customHeaderGroupInputSchema = z.object({
  groupName: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, { error: 'Enter a group name' }))
    .check(z.maxLength(255, { error: 'Use at most 255 characters' })),
  headers: z
    .array(
      z.object({
        name: z
          .string()
          .check(z.trim())
          .check(
            z.regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, {
              error: 'Use a header name without spaces or separators',
            }),
          ),
        value: z.string().check(z.maxLength(8192, { error: 'Use at most 8192 characters' })),
        type: z.enum(headerTypes, { error: 'Choose request or response' }),
      }),
    )
    .check(z.minLength(1, { error: 'Add at least one header' })),
  requestUrlFilters: z.array(
    z.object({
      requestUrlFilter: z
        .string()
        .check(z.trim())
        .check(z.minLength(1, { error: 'Enter a URL or domain' })),
      allowSubdomains: z.boolean(),
    }),
  ),
  assignments: z.array(assignmentSchema),
  applyToAll: z.boolean(),
});
export type CustomHeaderGroupInput = z.infer<typeof customHeaderGroupInputSchema>;

type GroupSummary = CustomHeaderGroups['customHeaderGroups'][number];

/**
 * `/v3/custom-headers`: header groups sent with audit and journey requests. Its list (the groups'
 * summaries) is also the web journeys' picker; one group carries its headers, filters and assignments.
 */
export const customHeaders = defineResource({
  key: ['custom-headers'],
  path: '/v3/custom-headers',
  idParam: 'customHeaderGroupId',
  rowId: (row: GroupSummary) => row.id,
  list: { response: customHeaderGroupsSchema, rows: (answer) => answer.customHeaderGroups },
  get: { response: customHeaderGroupSchema },
  create: { body: customHeaderGroupInputSchema, response: customHeaderGroupSchema },
  update: { body: customHeaderGroupInputSchema, response: customHeaderGroupSchema },
  remove: {},
  invalidates: [['web-journeys']],
  ops: {
    /** Audits or web journeys, and whether the group is assigned to each. */
    searchTargets: {
      method: 'POST',
      path: '/v3/custom-headers/target-items/{itemType}/search',
      query: targetSearchQuery,
      body: z.object({
        customHeaderGroupId: z.optional(id),
        assignedToCustomHeaderGroup: z.optional(z.boolean()),
        ...targetSearchFilters,
      }),
      response: targetItemPageSchema,
    },
  },
});
