import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expect, STUB_SERVER_URL, test } from './fixtures';

/**
 * Bulk actions of the audit library against this worker's stub server (page.route can only reach
 * calls that leave the browser). The test changes the server's data, so it starts from and leaves
 * behind the seeded state (POST /__mock/reset): whatever runs next in this worker finds it intact.
 */

interface SeededAudit {
  id: number;
  name: string;
  domainId: number;
  runs: Array<{ completed?: string | null }>;
}
interface SeededDomain {
  id: number;
  name: string;
  folderId: number;
}
interface SeededFolder {
  id: number;
  name: string;
}

const INJECTED_MESSAGE = 'The folder service is busy, try again';

async function resetStub(request: APIRequestContext) {
  const answer = await request.post(`${STUB_SERVER_URL}/__mock/reset`);
  expect(answer.ok(), 'the stub server resets to its seeded data').toBe(true);
}

test.beforeEach(({ request }) => resetStub(request));
test.afterEach(({ request }) => resetStub(request));
test.use({ allowedConsoleErrors: /^Failed to load resource: the server responded with a status of 503/ });

/**
 * From the seeded account: a sub-folder whose first three audits (in the library's name order) are
 * idle, so they can all be archived, and a sub-folder of another folder to move them to.
 */
async function pickAudits(request: APIRequestContext) {
  const { apiKey } = (await (await request.get(`${STUB_SERVER_URL}/__mock/fixtures`)).json()) as {
    apiKey: string;
  };
  const read = async <T>(path: string) =>
    (await (
      await request.get(`${STUB_SERVER_URL}${path}`, { headers: { Authorization: apiKey } })
    ).json()) as T;
  const audits = await read<SeededAudit[]>('/v2/web-audits?withRuns=true&runsLimit=1');
  const domains = await read<SeededDomain[]>('/v2/domains');
  const folders = await read<SeededFolder[]>('/v2/folders');
  const idle = (audit: SeededAudit) => !audit.runs[0] || Boolean(audit.runs[0].completed);
  const folderName = (id: number) => folders.find((folder) => folder.id === id)!.name;
  const source = domains.find((domain) => {
    const inside = audits.filter((audit) => audit.domainId === domain.id);
    return (
      inside.length > 3 &&
      [...inside]
        .sort((a, b) => a.name.localeCompare(b.name))
        .slice(0, 3)
        .every(idle)
    );
  })!;
  const target = domains.find((domain) => domain.folderId !== source.folderId)!;
  const moving = audits
    .filter((audit) => audit.domainId === source.id)
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, 3);
  return {
    moving,
    sourceTable: `Audits in ${folderName(source.folderId)} / ${source.name}`,
    targetTable: `Audits in ${folderName(target.folderId)} / ${target.name}`,
    target,
  };
}

/** Answer the first PUT of `auditId`'s record with a 503 and the service's error body; the rest go through. */
async function failFirstUpdate(page: Page, auditId: number) {
  let failed = false;
  // The context's route: it also sees the calls the app's service worker forwards.
  await page.context().route(`${STUB_SERVER_URL}/v2/web-audits/${auditId}`, async (route: Route) => {
    if (failed || route.request().method() !== 'PUT') return route.fallback();
    failed = true;
    await route.fulfill({
      status: 503,
      headers: { 'access-control-allow-origin': '*' },
      json: {
        timestamp: new Date().toISOString(),
        message: INJECTED_MESSAGE,
        details: 'injected by the test',
      },
    });
  });
}

test('bulk: move three audits to another folder with a failure retried, then archive two', async ({
  page,
  request,
  signIn,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  const { moving, sourceTable, targetTable, target } = await pickAudits(request);
  const [first, second, third] = moving as [SeededAudit, SeededAudit, SeededAudit];
  await signIn(page, { remember: true, serviceUrl: STUB_SERVER_URL, next: '/audits' });
  const bar = page.getByRole('group', { name: 'Bulk actions' });
  const source = page.getByRole('table', { name: sourceTable });
  await expect(source.getByRole('link', { name: first.name })).toBeVisible({ timeout: 30_000 });

  // Three audits: the first ticked, the third Shift-clicked (the one between comes along).
  await source.getByRole('checkbox', { name: `Select ${first.name}` }).click();
  await source.getByRole('checkbox', { name: `Select ${third.name}` }).click({ modifiers: ['Shift'] });
  await expect(source.getByRole('checkbox', { name: `Select ${second.name}` })).toBeChecked();
  await expect(bar).toContainText('3 selected');

  await failFirstUpdate(page, second.id);
  await bar.getByRole('button', { name: 'Move' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move 3 audits' });
  await dialog.getByRole('combobox', { name: 'Move to sub-folder' }).click();
  await page
    .getByRole('listbox', { name: 'Move to sub-folder' })
    .getByRole('option', { name: target.name, exact: true })
    .click();
  await dialog.getByRole('button', { name: 'Move 3 audits' }).click();

  const results = dialog.getByRole('list', { name: 'Results' });
  const resultOf = (audit: SeededAudit) => results.getByRole('listitem').filter({ hasText: audit.name });
  await expect(dialog).toContainText('2 of 3 moved, 1 failed');
  await expect(resultOf(second)).toContainText(`Failed: ${INJECTED_MESSAGE}`);
  await expect(resultOf(first)).toContainText('Moved');
  await expect(resultOf(third)).toContainText('Moved');
  await checkA11y(page, 'bulk move results with a failure');

  await dialog.getByRole('button', { name: 'Retry 1 failed' }).click();
  await expect(dialog).toContainText('3 of 3 moved');
  await expect(resultOf(second)).toContainText('Moved');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Move done' })).toContainText('3 of 3 moved');

  // The library afterwards: the three audits sit in the target sub-folder, no longer in the source.
  const moved = page.getByRole('table', { name: targetTable });
  for (const audit of moving) {
    await expect(moved.getByRole('link', { name: audit.name })).toBeVisible();
    await expect(source.getByRole('link', { name: audit.name })).toHaveCount(0);
  }

  // Archive two of them, after a confirmation that says how many.
  await moved.getByRole('checkbox', { name: `Select ${first.name}` }).click();
  await moved.getByRole('checkbox', { name: `Select ${second.name}` }).click();
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Archive' }).click();
  const confirm = page.getByRole('dialog', { name: 'Archive 2 audits?' });
  await confirm.getByRole('button', { name: 'Archive 2 audits' }).click();
  await expect(confirm).toContainText('2 of 2 archived');
  await confirm.getByRole('button', { name: 'Close', exact: true }).click();

  await expect(page.getByRole('main').getByRole('link', { name: first.name })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: second.name })).toHaveCount(0);
  await expect(moved.getByRole('link', { name: third.name })).toBeVisible();
  await page.getByRole('link', { name: 'Show archived audits' }).click();
  const archived = page.getByRole('main').getByRole('row');
  await expect(archived.filter({ hasText: first.name })).toHaveCount(1);
  await expect(archived.filter({ hasText: second.name })).toHaveCount(1);
});
