import type { z } from '@/lib/zod';
import type { attachmentPatchSchema } from '@/api/consent-categories/audit-schemas';
import type { ConsentUploadRequest, PatchOperation } from '@/api/consent-categories/config-schemas';
import { consentEntryLists, type ConsentEntryList } from '@/api/resources/consent-categories';
import { settleRuns } from '../../db/run-lifecycle';
import type { ConsentCategoryRow } from '../../db/types';
import { liveAudits } from '../../db/views';
import { idParam, type MockContext } from '../../lib/route';
import { patchIds } from '../attachments';
import { defineMockResource } from '../define';
import { notesBody } from '../text-body';
import {
  auditIdsOf,
  categoryOf,
  categoryRow,
  categoryView,
  checkUniqueName,
  detachCategory,
  keepOneDefault,
  setCategoryAudits,
  touchCategory,
} from './categories';
import { entriesView, patchEntries } from './entries';
import { startConsentExport } from './start-export';
import { consentLibrary } from './library';
import { applyUpload, previewUpload } from './upload';

type AttachmentPatch = z.output<typeof attachmentPatchSchema>;

const rowOf = (ctx: MockContext) => categoryOf(ctx.db, idParam(ctx, 'consentCategoryId', 'Consent category'));

function webAuditsOf(ctx: MockContext, categoryId: number) {
  settleRuns(ctx.db);
  const ids = auditIdsOf(ctx.db, categoryId);
  return {
    webAudits: liveAudits(ctx.db)
      .filter((audit) => ids.includes(audit.id))
      .map((audit) => {
        const lastRun = ctx.db.runs.get(audit.id)?.find((run) => run.completed)?.completed;
        const start = audit.startingUrls[0];
        return {
          auditId: audit.id,
          auditName: audit.name,
          domain: start && URL.canParse(start) ? new URL(start).hostname : '',
          createdBy: audit.ownerId,
          access: true,
          ...(lastRun ? { lastRun } : {}),
        };
      }),
  };
}

function labelsOf(ctx: MockContext, row: ConsentCategoryRow) {
  return {
    labels: row.labelIds.flatMap((id) => {
      const label = ctx.db.labels.get(id);
      return label ? [{ id: label.id, name: label.name }] : [];
    }),
  };
}

const entryOps = Object.fromEntries(
  (Object.keys(consentEntryLists) as ConsentEntryList[]).flatMap((field) => [
    [field, (ctx: MockContext) => entriesView(rowOf(ctx), field)],
    [
      `patch-${field}`,
      (ctx: MockContext) => patchEntries(ctx.db, rowOf(ctx).id, field, ctx.body as PatchOperation[]),
    ],
  ]),
);

/**
 * Consent categories on the database's own collection (the audits and the privacy reports read it):
 * the library with its filters, unique names, one default category, deletion that leaves the
 * audits (runs keep their snapshots), and every extra operation of the definition.
 */
export const consentCategoriesMock = defineMockResource<'consent-categories', ConsentCategoryRow>(
  'consent-categories',
  {
    noun: 'Consent category',
    store: (db) => db.consentCategories,
    serve: (row) => categoryView(row),
    list: (ctx) => consentLibrary(ctx.db, ctx.query),
    check: (body, ctx, existing) => checkUniqueName(ctx.db, body.name, existing?.id),
    fromBody: (body, _ctx, existing) => categoryRow(body, 'APP_CREATE', existing),
    afterSave: (row, ctx) => keepOneDefault(ctx.db, row),
    beforeRemove: (row, ctx) => detachCategory(ctx.db, row.id),
    ops: {
      notes: async (ctx) => {
        const row = rowOf(ctx);
        touchCategory(ctx.db, row.id, { notes: await notesBody(ctx.request) });
      },
      ...entryOps,
      webAudits: (ctx) => webAuditsOf(ctx, rowOf(ctx).id),
      'patch-webAudits': (ctx) => {
        const id = rowOf(ctx).id;
        const live = new Set(liveAudits(ctx.db).map((audit) => audit.id));
        const next = patchIds(
          auditIdsOf(ctx.db, id),
          ctx.body as AttachmentPatch,
          (auditId) => live.has(auditId),
          'Audit',
        );
        setCategoryAudits(ctx.db, id, next);
        return webAuditsOf(ctx, id);
      },
      labels: (ctx) => labelsOf(ctx, rowOf(ctx)),
      'patch-labels': (ctx) => {
        const row = rowOf(ctx);
        const labelIds = patchIds(
          row.labelIds,
          ctx.body as AttachmentPatch,
          (id) => ctx.db.labels.get(id) !== undefined,
          'Label',
        );
        return labelsOf(ctx, ctx.db.consentCategories.update(row.id, { labelIds })!);
      },
      uploadPreview: (ctx) => previewUpload(ctx.db, ctx.request),
      upload: (ctx) => applyUpload(ctx.db, ctx.body as ConsentUploadRequest),
      export: (ctx) => ({ exportId: startConsentExport(ctx.db, ctx.user.id).id }),
      deprecatedExport: (ctx) => {
        startConsentExport(ctx.db, ctx.user.id);
      },
    },
  },
);
