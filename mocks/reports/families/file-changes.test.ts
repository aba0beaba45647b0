// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runData, type RunData } from '../../db/run-data';
import type { RunRow } from '../../db/types';
import { reportTestMock } from '../test-harness';

const { mock, call, completedRun } = reportTestMock();

interface FileRow {
  filename: string;
  requestDomain: string;
  partyType: string;
  fileChangeType: string;
  tag: { tagId: number; tagName: string };
  largestDateDifference?: number;
  largestSizeDifference?: number;
  pageCount: number;
}

/** Tag ids of the script tags that fired on a run's pages. */
const scriptTags = (data: RunData) =>
  new Set(
    data.pages.flatMap((page) =>
      page.vendors.filter((vendor) => vendor.resourceType === 'script').map((vendor) => vendor.tagId),
    ),
  );

/** The audit's completed runs with pages, oldest first. */
function completedRuns(auditId: number) {
  return mock.ref.current.runs
    .get(auditId)!
    .filter((run) => run.completed && run.totalUrl > 0)
    .sort((a, b) => Date.parse(a.completed!) - Date.parse(b.completed!));
}

async function files(auditId: number, runId: number, body: object = {}): Promise<FileRow[]> {
  return (await call('file-changes', 'files', { auditId, runId, body, query: { size: 1000 } })).body.files;
}

describe('file changes', () => {
  it('compares the run’s tag scripts with the previous completed run', async () => {
    const { auditId } = completedRun();
    const runs = completedRuns(auditId);
    expect(runs.length).toBeGreaterThan(2);
    const seen = new Set<string>();
    for (let i = 1; i < runs.length; i++) {
      const previous = scriptTags(runData(mock.ref.current, auditId, runs[i - 1]!.id)!);
      const current = scriptTags(runData(mock.ref.current, auditId, runs[i]!.id)!);
      const rows = await files(auditId, runs[i]!.id);
      expect(new Set(rows.map((row) => row.tag.tagId))).toEqual(new Set([...current, ...previous]));
      for (const row of rows) {
        seen.add(row.fileChangeType);
        const expected = !previous.has(row.tag.tagId)
          ? 'new_file'
          : !current.has(row.tag.tagId)
            ? 'deleted_file'
            : row.largestDateDifference || row.largestSizeDifference
              ? 'changed_file'
              : 'not_changed';
        expect(row.fileChangeType).toBe(expected);
        expect(row.partyType).toBe('3rd_party');
      }
    }
    // Vendors release new versions every few days: some files change between runs, some do not.
    expect(seen).toContain('changed_file');
    expect(seen).toContain('not_changed');
  });

  it('reports files that appeared or disappeared since the previous run', async () => {
    const { auditId } = completedRun();
    const runs = completedRuns(auditId);
    const [before, small, latest] = runs.slice(-3) as [RunRow, RunRow, RunRow];
    // A run that reached only the home page: tags that fire elsewhere are missing from it.
    small.totalUrl = 1;
    const kept = scriptTags(runData(mock.ref.current, auditId, small.id)!);
    const all = scriptTags(runData(mock.ref.current, auditId, latest.id)!);
    const missing = [...all].filter((tagId) => !kept.has(tagId));
    expect(missing.length).toBeGreaterThan(0);
    const removed = (await files(auditId, small.id)).filter((row) => row.fileChangeType === 'deleted_file');
    expect(removed.map((row) => row.tag.tagId).sort()).toEqual(
      [...scriptTags(runData(mock.ref.current, auditId, before.id)!)].filter((id) => !kept.has(id)).sort(),
    );
    expect(removed.every((row) => row.pageCount === 0)).toBe(true);
    const added = await files(auditId, latest.id, { changeType: 'new_file' });
    expect(added.map((row) => row.tag.tagId).sort()).toEqual(missing.sort());
    const summary = await call('file-changes', 'summary', { auditId, runId: latest.id });
    expect(summary.body.totalNewFileCount).toBe(missing.length);
    const pages = await call('file-changes', 'pages', {
      auditId,
      runId: latest.id,
      body: { changeType: 'new_file' },
    });
    const onPages = runData(mock.ref.current, auditId, latest.id)!.pages.filter((page) =>
      page.vendors.some((vendor) => missing.includes(vendor.tagId)),
    );
    expect(pages.body.metadata.pagination.totalCount).toBe(onPages.length);
  });

  it('has nothing to compare with on the audit’s first run', async () => {
    const { auditId } = completedRun();
    const first = completedRuns(auditId)[0]!;
    const rows = await files(auditId, first.id);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.fileChangeType === 'unknown')).toBe(true);
    const { body } = await call('file-changes', 'summary', { auditId, runId: first.id });
    expect(body.totalChangedFileCount).toBe(0);
  });

  it('summarises what the file list holds, with and without filters', async () => {
    const { auditId } = completedRun();
    const runs = completedRuns(auditId);
    const runId = runs.at(-1)!.id;
    const rows = await files(auditId, runId);
    const { body } = await call('file-changes', 'summary', { auditId, runId });
    const count = (test: (row: FileRow) => boolean) => rows.filter(test).length;
    expect(body.totalChangedFileCount).toBe(count((row) => row.fileChangeType === 'changed_file'));
    expect(body.totalNewFileCount).toBe(count((row) => row.fileChangeType === 'new_file'));
    expect(body.totalFileDateDifferenceCount).toBe(count((row) => Boolean(row.largestDateDifference)));
    expect(body.totalFileSizeDifferenceCount).toBe(count((row) => Boolean(row.largestSizeDifference)));
    const changed = await files(auditId, runId, { changeType: 'changed_file' });
    expect(changed).toHaveLength(body.filteredChangedFileCount);
    const resized = await call('file-changes', 'summary', {
      auditId,
      runId,
      body: { sizeDifference: { min: 1 } },
    });
    expect(resized.body.filteredFileSizeDifferenceCount).toBe(body.totalFileSizeDifferenceCount);
    expect(resized.body.filteredNewFileCount).toBe(0);
  });

  it('drills from a file to the pages that loaded it, within the page filters', async () => {
    const { auditId, runId, data } = completedRun();
    const section = new URL(data.pages[1]!.url).pathname.split('/')[1]!;
    const pageUrl = { filterType: 'contains', filterValue: section };
    const row = (await files(auditId, runId, { pageUrl })).find((file) => file.pageCount > 0)!;
    const expected = data.pages.filter(
      (page) => page.url.includes(section) && page.vendors.some((vendor) => vendor.tagId === row.tag.tagId),
    ).length;
    expect(row.pageCount).toBe(expected);
    const pages = await call('file-changes', 'pages', {
      auditId,
      runId,
      body: { pageUrl, filename: row.filename, tagId: row.tag.tagId },
    });
    expect(pages.body.metadata.pagination.totalCount).toBe(row.pageCount);
    const { filename, requestDomain, partyType, fileChangeType } = row;
    const filePages = await call('file-changes', 'filePages', {
      auditId,
      runId,
      body: { pageUrl, file: { filename, requestDomain, partyType, fileChangeType, tagId: row.tag.tagId } },
    });
    expect(filePages.body.metadata.pagination.totalCount).toBe(row.pageCount);
    const summary = await call('file-changes', 'summary', { auditId, runId, body: { pageUrl } });
    expect(summary.body.filteredPageCount).toBe(
      data.pages.filter((page) => page.url.includes(section)).length,
    );
  });

  it('sorts and pages the file list on the server', async () => {
    const { auditId, runId } = completedRun();
    const rows = await files(auditId, runId);
    const { body } = await call('file-changes', 'files', {
      auditId,
      runId,
      query: { sortBy: 'page_count', sortDesc: true, size: 2 },
    });
    const counts = rows.map((row) => row.pageCount).sort((a, b) => b - a);
    expect(body.files.map((row: FileRow) => row.pageCount)).toEqual(counts.slice(0, 2));
    expect(body.metadata.pagination.totalCount).toBe(rows.length);
  });

  it('rejects a bad change type and a file-pages request without its file with 400', async () => {
    const { auditId, runId } = completedRun();
    const bad = await call('file-changes', 'summary', { auditId, runId, body: { changeType: 'renamed' } });
    expect(bad.status).toBe(400);
    expect(bad.body.validationReport).toBeDefined();
    expect((await call('file-changes', 'filePages', { auditId, runId, body: {} })).status).toBe(400);
  });
});
