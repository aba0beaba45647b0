import type { ConsentUploadPreview, ConsentUploadRequest } from '@/api/consent-categories/config-schemas';
import { describeProblem, type ConsentFileCategory } from '@/api/consent-categories/file-format';
import { readConsentFile } from '@/api/consent-categories/file-read';
import type { ConsentCategory } from '@/api/consent-categories/schemas';
import { vendorById } from '../../db/run-data';
import type { ConsentCategoryRow, Db } from '../../db/types';
import { MockHttpError, badRequest, notFound } from '../../lib/errors';
import { checkIds } from '../attachments';
import { categoryView, createCategory, touchCategory } from './categories';
import { addEntries, normalizeEntry } from './entries';

/** The rules a previewed file adds, normalized as stored. */
type FileCategory = Pick<ConsentCategoryRow, 'name' | 'type' | 'tags' | 'cookies' | 'requestDomains'>;

const previewed = new WeakMap<Db, Map<string, FileCategory[]>>();
function filesOf(db: Db): Map<string, FileCategory[]> {
  let files = previewed.get(db);
  if (!files) previewed.set(db, (files = new Map()));
  return files;
}

const byName = (db: Db, name: string) =>
  db.consentCategories.all().find((row) => row.name.toLowerCase() === name.toLowerCase());

function stored(category: ConsentFileCategory): FileCategory {
  const normalize = <F extends 'tags' | 'cookies' | 'requestDomains'>(field: F, items: readonly unknown[]) =>
    items.flatMap((item) => {
      const entry = normalizeEntry(field, item);
      return entry ? [entry] : [];
    });
  return {
    name: category.name,
    type: category.type,
    tags: normalize('tags', category.tags),
    cookies: normalize('cookies', category.cookies),
    requestDomains: normalize('requestDomains', category.requestDomains),
  };
}

/**
 * POST /v3/consent-categories/upload/preview: read the multipart field `upload` (a csv or xlsx file
 * of at most 1 MB) and say, per category in it, how many cookies, tags and request domains are new.
 * Nothing changes yet: the file is kept under a `fileId` for the upload that applies it. A file of
 * the wrong type or size, or with malformed rows, answers 400; each issue names the row.
 */
export async function previewUpload(db: Db, request: Request): Promise<ConsentUploadPreview> {
  const form = await request.formData().catch(() => undefined);
  const file = form?.get('upload');
  if (!file || typeof file === 'string')
    badRequest('Send the file as multipart/form-data in the field "upload"', {
      valid: false,
      issues: [{ path: ['upload'], message: 'A csv or xlsx file is required', code: 'required' }],
    });
  const result = await readConsentFile(file.name, new Uint8Array(await file.arrayBuffer()), {
    tagExists: (tagId) => vendorById(tagId) !== undefined,
    existingType: (name) => byName(db, name)?.type,
  });
  if (!result.ok) {
    const issues = result.problems.map((problem) => ({
      path: [
        'upload',
        ...(problem.row !== undefined ? [String(problem.row)] : []),
        ...(problem.column ? [problem.column] : []),
      ],
      message: describeProblem(problem),
      code: 'invalid_file',
    }));
    throw new MockHttpError(
      400,
      `${file.name} was not accepted: ${issues[0]!.message}`,
      'The file has problems',
      {
        valid: false,
        issues,
      },
    );
  }
  const categories = result.categories.map(stored);
  const files = filesOf(db);
  const fileId = `consent-upload-${Date.now().toString(36)}-${files.size + 1}`;
  files.set(fileId, categories);
  return {
    fileId,
    results: categories.map((category) => {
      const existing = byName(db, category.name);
      const { added } = addEntries(existing ?? { tags: [], cookies: [], requestDomains: [] }, category);
      return {
        consentCategoryName: category.name,
        consentCategoryId: existing?.id ?? 0,
        noOfNewCookies: added.cookies,
        noOfNewTags: added.tags,
        noOfNewRequests: added.requestDomains,
        labels: (existing?.labelIds ?? []).flatMap((id) => {
          const label = db.labels.get(id);
          return label ? [{ id: label.id, name: label.name }] : [];
        }),
      };
    }),
  };
}

/**
 * POST /v3/consent-categories/upload: apply a previewed file to the categories chosen from it (by
 * id for one that exists, by name otherwise): new categories are created, existing ones gain the
 * rules they lack, and each gets the labels given. All or nothing; a file is applied once (then 404).
 */
export function applyUpload(db: Db, body: ConsentUploadRequest): ConsentCategory[] {
  const files = filesOf(db);
  const file = files.get(body.fileId) ?? notFound('Uploaded file', body.fileId);
  const plan = body.consentCategories.map((choice, index) => {
    const existing = choice.consentCategoryId
      ? db.consentCategories.get(choice.consentCategoryId)
      : undefined;
    if (choice.consentCategoryId && !existing) notFound('Consent category', choice.consentCategoryId);
    const name = existing?.name ?? choice.consentCategoryName ?? '';
    const found = file.find((category) => category.name.toLowerCase() === name.toLowerCase());
    if (!found)
      badRequest(`"${name}" is not in the uploaded file`, {
        valid: false,
        issues: [
          {
            path: ['consentCategories', String(index)],
            message: `"${name}" is not in the uploaded file`,
            code: 'unknown',
          },
        ],
      });
    const labels = [...new Set(choice.labels ?? [])];
    checkIds(
      labels,
      (id) => db.labels.get(id) !== undefined,
      'Label',
      (at) => ['consentCategories', String(index), 'labels', String(at)],
    );
    return { found, labels, existing: existing ?? byName(db, found.name) };
  });
  files.delete(body.fileId);
  return plan.map(({ found, labels, existing }) => {
    const row =
      existing ?? createCategory(db, { name: found.name, type: found.type, notes: '' }, 'FILE_IMPORT');
    const { next } = addEntries(row, found);
    return categoryView(touchCategory(db, row.id, { ...next, labelIds: labels }, 'FILE_IMPORT'));
  });
}
