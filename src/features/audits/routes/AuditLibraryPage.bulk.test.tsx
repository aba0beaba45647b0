import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { activeRun } from '@mocks/db/run-lifecycle';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock();
const db = () => mock.ref.current;
const liveAudits = () =>
  db()
    .audits.all()
    .filter((audit) => !audit.deleted);
/** A sub-folder's audits in the order the library shows them (by name), none of them running. */
function idleAuditsOf(domainName: string) {
  const domain = db()
    .domains.all()
    .find((d) => d.name === domainName)!;
  const audits = liveAudits()
    .filter((audit) => audit.domainId === domain.id)
    .sort((a, b) => a.name.localeCompare(b.name));
  expect(audits.every((audit) => !activeRun(db(), audit.id))).toBe(true);
  return audits;
}
const checkbox = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });
const bar = () => screen.getByRole('group', { name: 'Bulk actions' });
const results = () => within(screen.getByRole('dialog')).getByRole('list', { name: 'Results' });
const resultOf = (name: string) =>
  within(results())
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(name))!;
const errorBody = (message: string) => ({
  timestamp: '2026-11-22T00:00:00Z',
  message,
  details: 'injected by the test',
});

/** Open the library at `path`, once the table of every sub-folder of `shown` (the audits it lists) is drawn. */
async function openLibrary(path = '/audits', shown = liveAudits()) {
  const view = renderRoute(path);
  // The first render of a file loads the route's chunk: slow on a busy machine. The first table
  // comes at once, the others in the next frames: wait for every sub-folder's.
  const subFolders = new Set(shown.map((audit) => audit.domainId)).size;
  await waitFor(
    () => expect(screen.getAllByRole('table', { name: /^Audits in / })).toHaveLength(subFolders),
    { timeout: 25_000 },
  );
  return { ...view, user: userEvent.setup() };
}

/** Open a select of the dialog and pick `option` from its own list. */
async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  const combobox = await within(screen.getByRole('dialog')).findByRole('combobox', { name: field });
  await user.click(combobox);
  const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
  await user.click(within(listbox!).getByRole('option', { name: option, hidden: true }));
}

/** Tick each audit's checkbox, then press the bar's `action` button. */
async function select(user: ReturnType<typeof userEvent.setup>, names: string[]) {
  for (const name of names) await user.click(checkbox(name));
  expect(within(bar()).getByText(`${names.length} selected`)).toBeInTheDocument();
}

describe('/audits bulk selection', () => {
  it('selects a range with Shift-click, and a whole table with its header checkbox', async () => {
    const [first, second, third, fourth] = idleAuditsOf('Acme Outdoors US');
    const { user } = await openLibrary();

    await user.click(checkbox(first!.name));
    await user.keyboard('{Shift>}');
    await user.click(checkbox(third!.name));
    await user.keyboard('{/Shift}');
    expect(checkbox(first!.name)).toBeChecked();
    expect(checkbox(second!.name)).toBeChecked();
    expect(checkbox(third!.name)).toBeChecked();
    expect(checkbox(fourth!.name)).not.toBeChecked();
    expect(within(bar()).getByText('3 selected')).toBeInTheDocument();

    const header = screen.getByRole('checkbox', {
      name: 'Select all 4 audits in Brand sites / Acme Outdoors US',
    });
    expect(header).toHaveAttribute('data-indeterminate', 'true');
    await user.click(header);
    expect(checkbox(fourth!.name)).toBeChecked();
    expect(within(bar()).getByText('4 selected')).toBeInTheDocument();
    await user.click(header);
    expect(checkbox(first!.name)).not.toBeChecked();
    expect(within(bar()).queryByText(/selected$/)).not.toBeInTheDocument();
  });

  it('"Select all N matching the filter" selects every audit the filter shows, in every table', async () => {
    const label = db()
      .labels.all()
      .find((l) => l.name === 'GDPR')!;
    const matching = liveAudits().filter((audit) => audit.labelIds.includes(label.id));
    const others = liveAudits().filter((audit) => !audit.labelIds.includes(label.id));
    expect(new Set(matching.map((audit) => audit.domainId)).size).toBeGreaterThan(1);
    const { user } = await openLibrary(`/audits?labels=${label.id}`, matching);

    await user.click(
      within(bar()).getByRole('button', { name: `Select all ${matching.length} matching the filter` }),
    );
    expect(within(bar()).getByText(`${matching.length} selected`)).toBeInTheDocument();
    for (const audit of matching) expect(checkbox(audit.name)).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: `Select ${others[0]!.name}` })).not.toBeInTheDocument();

    // Acting on the selection touches exactly those audits.
    const changed: string[] = [];
    mock.server.use(
      http.put('*/v2/web-audits/:auditId/labels', ({ params }) => {
        changed.push(String(params.auditId));
        return undefined;
      }),
    );
    await user.click(within(bar()).getByRole('button', { name: 'Labels' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Add or remove labels on ${matching.length} audits`,
    });
    await choose(user, 'Add labels', 'Weekly review');
    await user.click(within(dialog).getByRole('button', { name: `Update ${matching.length} audits` }));
    await waitFor(() =>
      expect(
        within(dialog).getByText(`${matching.length} of ${matching.length} updated`),
      ).toBeInTheDocument(),
    );
    expect(changed.sort()).toEqual(matching.map((audit) => String(audit.id)).sort());
  });
});

describe('/audits bulk actions', () => {
  it('Run now starts a run of each selected audit, one after the other', async () => {
    const [first, second] = idleAuditsOf('Acme Outdoors US');
    const { user } = await openLibrary();
    await select(user, [first!.name, second!.name]);

    await user.click(within(bar()).getByRole('button', { name: 'Run now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run 2 audits now' });
    await user.click(within(dialog).getByRole('button', { name: 'Run 2 audits' }));
    await waitFor(() => expect(within(dialog).getByText('2 of 2 started')).toBeInTheDocument());
    expect(resultOf(first!.name)).toHaveTextContent('Started');
    expect(resultOf(second!.name)).toHaveTextContent('Started');
    expect(activeRun(db(), first!.id)).toBeDefined();
    expect(activeRun(db(), second!.id)).toBeDefined();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('status', { name: /Run now done/ })).toHaveTextContent('2 of 2 started');
    // Started runs are no longer selected.
    expect(checkbox(first!.name)).not.toBeChecked();
  });

  it('moves audits into another sub-folder, and the library shows them there', async () => {
    const moving = idleAuditsOf('Acme Outdoors US').slice(0, 3);
    const target = db()
      .domains.all()
      .find((d) => d.name === 'Careers')!;
    const { user } = await openLibrary();
    await select(
      user,
      moving.map((audit) => audit.name),
    );

    await user.click(within(bar()).getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move 3 audits' });
    const start = within(dialog).getByRole('button', { name: 'Move 3 audits' });
    expect(start).toBeDisabled();
    await choose(user, 'Move to sub-folder', 'Careers');
    await user.click(start);
    await waitFor(() => expect(within(dialog).getByText('3 of 3 moved')).toBeInTheDocument());
    for (const audit of moving) {
      expect(resultOf(audit.name)).toHaveTextContent('Moved');
      expect(db().audits.get(audit.id)).toMatchObject({ domainId: target.id, folderId: target.folderId });
    }

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const careers = await screen.findByRole('table', { name: 'Audits in Corporate / Careers' });
    await waitFor(() =>
      expect(within(careers).getByRole('link', { name: moving[0]!.name })).toBeInTheDocument(),
    );
    const stayed = screen.getByRole('table', { name: 'Audits in Brand sites / Acme Outdoors US' });
    expect(within(stayed).queryByRole('link', { name: moving[0]!.name })).not.toBeInTheDocument();
  });

  it('adds and removes labels on each selected audit', async () => {
    const [first, second] = idleAuditsOf('Acme Outdoors US');
    const labelId = (name: string) =>
      db()
        .labels.all()
        .find((l) => l.name === name)!.id;
    const { user } = await openLibrary();
    await select(user, [first!.name, second!.name]);

    await user.click(within(bar()).getByRole('button', { name: 'Labels' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add or remove labels on 2 audits' });
    await choose(user, 'Add labels', 'Marketing');
    await choose(user, 'Remove labels', 'Critical path');
    await user.click(within(dialog).getByRole('button', { name: 'Update 2 audits' }));
    await waitFor(() => expect(within(dialog).getByText('2 of 2 updated')).toBeInTheDocument());

    for (const audit of [first!, second!]) {
      const ids = db().audits.get(audit.id)!.labelIds;
      expect(ids).toContain(labelId('Marketing'));
      expect(ids).not.toContain(labelId('Critical path'));
      const kept = audit.labelIds.filter((id) => id !== labelId('Critical path'));
      expect(ids).toEqual(expect.arrayContaining(kept));
    }
  });

  it('archives after a confirmation that says how many, and they leave the library', async () => {
    const [first, second] = idleAuditsOf('Acme Outdoors US');
    const { user } = await openLibrary();
    await select(user, [first!.name, second!.name]);

    await user.click(within(bar()).getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive 2 audits?' });
    expect(db().audits.get(first!.id)!.deleted).toBeFalsy();
    await user.click(within(dialog).getByRole('button', { name: 'Archive 2 audits' }));
    await waitFor(() => expect(within(dialog).getByText('2 of 2 archived')).toBeInTheDocument());
    expect(db().audits.get(first!.id)!.deleted).toBe(true);
    expect(db().audits.get(second!.id)!.deleted).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: first!.name })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: second!.name })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: /Archive done/ })).toHaveTextContent('2 of 2 archived');
  });

  it("shows a failure with the server's message, and Retry applies it to the failed audit only", async () => {
    const moving = idleAuditsOf('Acme Outdoors US').slice(0, 3);
    const target = db()
      .domains.all()
      .find((d) => d.name === 'Summer sale 2026')!;
    const sent: string[] = [];
    mock.server.use(
      http.put('*/v2/web-audits/:auditId', ({ params }) => {
        sent.push(String(params.auditId));
        return undefined;
      }),
      http.put(
        `*/v2/web-audits/${moving[1]!.id}`,
        () => HttpResponse.json(errorBody('The folder store is busy, try again'), { status: 503 }),
        { once: true },
      ),
    );
    const { user } = await openLibrary();
    await select(
      user,
      moving.map((audit) => audit.name),
    );
    await user.click(within(bar()).getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move 3 audits' });
    await choose(user, 'Move to sub-folder', 'Summer sale 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Move 3 audits' }));

    await waitFor(() => expect(within(dialog).getByText('2 of 3 moved, 1 failed')).toBeInTheDocument());
    expect(resultOf(moving[1]!.name)).toHaveTextContent('Failed: The folder store is busy, try again');
    expect(resultOf(moving[0]!.name)).toHaveTextContent('Moved');
    expect(resultOf(moving[2]!.name)).toHaveTextContent('Moved');
    expect(db().audits.get(moving[1]!.id)!.domainId).not.toBe(target.id);

    sent.length = 0;
    await user.click(within(dialog).getByRole('button', { name: 'Retry 1 failed' }));
    await waitFor(() => expect(within(dialog).getByText('3 of 3 moved')).toBeInTheDocument());
    expect(resultOf(moving[1]!.name)).toHaveTextContent('Moved');
    expect(sent).toEqual([String(moving[1]!.id)]);
    expect(db().audits.get(moving[1]!.id)!.domainId).toBe(target.id);
  });

  it('says what was done when the dialog is closed before the end', async () => {
    const [first, second, third] = idleAuditsOf('Acme Outdoors US');
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    mock.server.use(
      http.post(`*/v2/web-audits/${second!.id}/runs`, async () => {
        await held;
        return undefined;
      }),
    );
    const { user } = await openLibrary();
    await select(user, [first!.name, second!.name, third!.name]);
    await user.click(within(bar()).getByRole('button', { name: 'Run now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run 3 audits now' });
    await user.click(within(dialog).getByRole('button', { name: 'Run 3 audits' }));
    await waitFor(() => expect(resultOf(second!.name)).toHaveTextContent('In progress…'));

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('status', { name: 'Run now: stopping after the current audit' }),
    ).toBeInTheDocument();
    release();
    const outcome = await screen.findByRole('status', { name: 'Run now stopped before the end' });
    expect(outcome).toHaveTextContent('2 of 3 started, 1 not attempted.');
    expect(activeRun(db(), third!.id)).toBeUndefined();

    // The results stay at hand, and Retry finishes the job.
    await user.click(within(outcome).getByRole('button', { name: 'Show results' }));
    expect(resultOf(third!.name)).toHaveTextContent('Not attempted');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Retry 1 not done' }));
    await waitFor(() => expect(resultOf(third!.name)).toHaveTextContent('Started'));
    expect(activeRun(db(), third!.id)).toBeDefined();
  });
});
