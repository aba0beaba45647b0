import type {
  FileChangeType,
  FileChangesFilePagesRequest,
  FileChangesRequest,
  fileChanges,
} from '@/api/reports/families/file-changes';
import type { RunPage, Vendor } from '../../db/run-data';
import { statusClass } from '../../db/run-data/initiators';
import { hash32, prng } from '../../db/run-data/random';
import { runVendors } from '../../db/run-data/run-level';
import { accountFor } from '../../db/run-data/vendors';
import type { MockFamily, RunReportContext } from '../context';
import { isPrimaryTag, pageColumns, tagInfo } from '../tags';

type Request = FileChangesRequest;
type Bounds = NonNullable<Request['sizeDifference']>;

const DAY = 86_400_000;
const MINUTE = 60_000;

/** Path of a tag's request as its pages load it (the account pattern filled in, as page-detail.ts does). */
export const tagFilePath = (vendor: Vendor) => accountFor(vendor.path, hash32(`${vendor.tagId}`));

/** One file of a run: a tag's script, by host and path. */
interface TagFile {
  vendor: Vendor;
  filename: string;
  requestDomain: string;
}

/** The tag script files a run's pages loaded: one per script tag that fired. */
function runFiles(vendors: readonly Vendor[]): TagFile[] {
  return vendors
    .filter((vendor) => vendor.resourceType === 'script')
    .map((vendor) => ({
      vendor,
      filename: tagFilePath(vendor).split('/').filter(Boolean).pop() ?? '',
      requestDomain: vendor.host,
    }));
}

/**
 * The version of a tag's file a run loaded at `at` (ms): each vendor publishes a new version every
 * 3 to 14 days; one release in four keeps the size (only its date changes). Deterministic per audit.
 */
function fileVersion(auditId: number, vendor: Vendor, at: number): { size: number; modified: number } {
  const random = prng(hash32(`file:${auditId}:${vendor.tagId}`));
  const period = random.int(3, 14);
  const phase = random.int(0, period - 1);
  const baseSize = random.int(20_000, 180_000);
  const minuteOfDay = random.int(0, 1_439);
  const version = Math.floor((Math.floor(at / DAY) + phase) / period);
  const keepsSize = (release: number) =>
    prng(hash32(`file:${auditId}:${vendor.tagId}:${release}`)).chance(0.25);
  let sized = version;
  for (let step = 0; step < 32 && keepsSize(sized); step++) sized -= 1;
  return {
    size: baseSize + prng(hash32(`size:${auditId}:${vendor.tagId}:${sized}`)).int(0, 8_000),
    modified: (version * period - phase) * DAY + minuteOfDay * MINUTE,
  };
}

/** A file of this run or the previous one, and how it changed between them. */
interface FileChange extends TagFile {
  fileChangeType: FileChangeType;
  /** Minutes between the two versions' dates (when both runs loaded it). */
  dateDifference?: number;
  /** Bytes between the two versions' sizes (when both runs loaded it). */
  sizeDifference?: number;
}

const runTime = (run: { completed?: string; started: string }) => Date.parse(run.completed ?? run.started);

/** This run's files compared with the previous completed run's (one with pages): new, changed, not changed, removed. */
function fileChangesOf(ctx: RunReportContext): FileChange[] {
  const previous = ctx
    .history()
    .filter((item) => item.run.id !== ctx.run.id && item.run.totalUrl > 0)
    .at(-1);
  const current = runFiles(runVendors(ctx.data));
  if (!previous) return current.map((file) => ({ ...file, fileChangeType: 'unknown' }));
  const before = runFiles(runVendors(previous.data()));
  const now = runTime(ctx.run);
  const then = runTime(previous.run);
  const changes: FileChange[] = current.map((file) => {
    if (!before.some((old) => old.vendor.tagId === file.vendor.tagId))
      return { ...file, fileChangeType: 'new_file' };
    const a = fileVersion(ctx.audit.id, file.vendor, then);
    const b = fileVersion(ctx.audit.id, file.vendor, now);
    const dateDifference = Math.round((b.modified - a.modified) / MINUTE);
    const sizeDifference = b.size - a.size;
    return {
      ...file,
      fileChangeType: dateDifference !== 0 || sizeDifference !== 0 ? 'changed_file' : 'not_changed',
      dateDifference,
      sizeDifference,
    };
  });
  for (const old of before) {
    if (!current.some((file) => file.vendor.tagId === old.vendor.tagId))
      changes.push({ ...old, fileChangeType: 'deleted_file' });
  }
  return changes;
}

/** Absolute difference within the bounds (`min` inclusive, `max` exclusive); none fails any bound. */
const withinBounds = (value: number | undefined, bounds: Bounds | undefined) =>
  !bounds ||
  (value !== undefined &&
    (bounds.min === undefined || Math.abs(value) >= bounds.min) &&
    (bounds.max === undefined || Math.abs(value) < bounds.max));

/** Whether a file passes the change type and the date and size difference bounds. */
const changeMatches = (
  file: FileChange,
  body: Pick<FileChangesFilePagesRequest, 'changeType' | 'dateDifference' | 'sizeDifference'>,
) =>
  (!body.changeType || file.fileChangeType === body.changeType) &&
  withinBounds(file.dateDifference, body.dateDifference) &&
  withinBounds(file.sizeDifference, body.sizeDifference);

/** Whether a file passes every file filter of the request (tag, filename, change, differences). */
function fileMatches(file: FileChange, body: Request): boolean {
  const { vendor } = file;
  if (body.primaryTagsOnly && !isPrimaryTag(vendor)) return false;
  if (body.tagId !== undefined && vendor.tagId !== body.tagId) return false;
  if (body.tagCategoryId !== undefined && vendor.categoryId !== body.tagCategoryId) return false;
  if (body.tagVendorId !== undefined && vendor.vendorId !== body.tagVendorId) return false;
  // Every file of the mock is a tag's.
  if (body.anyRelatedTag === false) return false;
  if (body.filename !== undefined && file.filename !== body.filename) return false;
  return changeMatches(file, body);
}

const hasFileFilter = (body: Request) =>
  body.primaryTagsOnly === true ||
  body.tagId !== undefined ||
  body.tagCategoryId !== undefined ||
  body.tagVendorId !== undefined ||
  body.anyRelatedTag !== undefined ||
  body.filename !== undefined ||
  body.changeType !== undefined ||
  body.dateDifference !== undefined ||
  body.sizeDifference !== undefined;

const loads = (page: RunPage, file: TagFile) =>
  page.vendors.some((vendor) => vendor.tagId === file.vendor.tagId);

/** The pages of the page filters in the requested status class. */
const statusPages = (ctx: RunReportContext<{ pageStatusCode?: string }>) =>
  ctx.body.pageStatusCode
    ? ctx.pages.filter((page) => statusClass(page.statusCode) === ctx.body.pageStatusCode)
    : ctx.pages;

/**
 * The files the request selects with the pages that loaded them: files on the selected pages that
 * pass the file filters, and removed files (on no page of this run) that pass them.
 */
function selectedFiles(ctx: RunReportContext, pages: readonly RunPage[], body: Request) {
  return fileChangesOf(ctx)
    .filter((file) => fileMatches(file, body))
    .map((file) => ({ file, pageCount: pages.filter((page) => loads(page, file)).length }))
    .filter(({ file, pageCount }) => pageCount > 0 || file.fileChangeType === 'deleted_file');
}

/** The pages the request selects: every page of the filters, or those loading a matching file. */
function selectedPages(ctx: RunReportContext<Request>): RunPage[] {
  const pages = statusPages(ctx);
  if (!hasFileFilter(ctx.body)) return pages;
  const files = fileChangesOf(ctx).filter((file) => fileMatches(file, ctx.body));
  return pages.filter((page) => files.some((file) => loads(page, file)));
}

/** Counts of changed, new, re-dated and re-sized files. */
function fileCounts(files: Array<{ file: FileChange }>) {
  const count = (test: (file: FileChange) => boolean) => files.filter(({ file }) => test(file)).length;
  return {
    changed: count((file) => file.fileChangeType === 'changed_file'),
    added: count((file) => file.fileChangeType === 'new_file'),
    dated: count((file) => (file.dateDifference ?? 0) !== 0),
    sized: count((file) => (file.sizeDifference ?? 0) !== 0),
  };
}

/** File changes computed from the tag files of this run and of the audit's previous completed run. */
export const fileChangesMock: MockFamily<typeof fileChanges> = {
  summary: (ctx) => {
    const all = fileCounts(selectedFiles(ctx, ctx.data.pages, {}));
    const filtered = fileCounts(selectedFiles(ctx, statusPages(ctx), ctx.body));
    return {
      totalPageCount: ctx.data.pages.length,
      filteredPageCount: selectedPages(ctx).length,
      totalChangedFileCount: all.changed,
      filteredChangedFileCount: filtered.changed,
      totalNewFileCount: all.added,
      filteredNewFileCount: filtered.added,
      totalFileDateDifferenceCount: all.dated,
      filteredFileDateDifferenceCount: filtered.dated,
      totalFileSizeDifferenceCount: all.sized,
      filteredFileSizeDifferenceCount: filtered.sized,
    };
  },
  files: (ctx) =>
    selectedFiles(ctx, statusPages(ctx), ctx.body)
      .sort((a, b) => a.file.filename.localeCompare(b.file.filename))
      .map(({ file, pageCount }) => ({
        filename: file.filename,
        requestDomain: file.requestDomain,
        partyType: '3rd_party' as const,
        fileChangeType: file.fileChangeType,
        tag: tagInfo(file.vendor),
        ...(file.dateDifference !== undefined ? { largestDateDifference: file.dateDifference } : {}),
        ...(file.sizeDifference !== undefined ? { largestSizeDifference: file.sizeDifference } : {}),
        pageCount,
      })),
  pages: (ctx) => selectedPages(ctx).map(pageColumns),
  filePages: (ctx) => {
    const { file: wanted } = ctx.body;
    const file = fileChangesOf(ctx).find(
      (candidate) =>
        candidate.filename === wanted.filename &&
        candidate.requestDomain === wanted.requestDomain &&
        (wanted.tagId === undefined || candidate.vendor.tagId === wanted.tagId),
    );
    if (!file || !changeMatches(file, ctx.body)) return [];
    return statusPages(ctx)
      .filter((page) => loads(page, file))
      .map(pageColumns);
  },
};
