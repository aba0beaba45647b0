import { describe, expect, it } from 'vitest';
import { GRID_FILTER_TEXT_MAX, gridRequestSchema } from './query-schemas';
import { savedReportPageSchema } from './schemas';

const longFilter = (length: number) => ({
  filters: {
    conditions: [{ operator: 'string_contains' as const, arg: 'x'.repeat(length) }],
  },
});

const report = (queryDefinition: unknown) => ({
  id: 1,
  name: 'Odd report',
  visibility: 'private',
  gridEntityType: 'pages',
  isFavorite: false,
  createdByUserId: 2,
  myLastViewed: '2026-01-01T00:00:00Z',
  isEditable: true,
  isSharable: true,
  isManagedByOP: false,
  scheduledExportCount: 0,
  queryDefinition,
});

describe('grid query schemas', () => {
  it('holds a request to the reference limit on filter text', () => {
    expect(gridRequestSchema.safeParse(longFilter(GRID_FILTER_TEXT_MAX)).success).toBe(true);
    expect(gridRequestSchema.safeParse(longFilter(GRID_FILTER_TEXT_MAX + 1)).success).toBe(false);
  });

  it('lists saved reports whatever their stored query holds: long texts, partial conditions, odd sizes', () => {
    const page = savedReportPageSchema.safeParse({
      metadata: {
        pagination: {
          totalCount: 3,
          totalPageCount: 1,
          pageSize: 10,
          currentPageSize: 3,
          currentPageNumber: 0,
        },
      },
      reports: [
        report(longFilter(102_400)),
        report({ filters: { conditions: [{ operator: 'string_contains', fieldName: 'id' }] } }),
        report({ size: 3167, page: -4 }),
      ],
    });
    expect(page.error?.issues ?? []).toEqual([]);
    expect(page.data?.reports).toHaveLength(3);
  });
});
