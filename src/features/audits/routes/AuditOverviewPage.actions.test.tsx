import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEED_DAY, TEST_NOW } from '@mocks/lib/test-clock';
import { ACTIVE_RUN_POLL_MS } from '@/features/audits/live-run';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

// Runs started in these tests skip the queue and run for a minute of the mock's clock.
const timeline = { queuedMs: 0, runningMs: 60_000 };
const mock = routeTestMock({ now: SEED_DAY, runTimeline: timeline });
const { scenario } = mock;
afterEach(() => vi.useRealTimers());

const db = () => mock.ref.current;

async function openOverview(auditId: number) {
  const view = renderRoute(`/audits/${auditId}`);
  // The first render of a test file loads the route chunk: give it time.
  await screen.findByRole('table', { name: 'Run history' }, { timeout: 15_000 });
  return view;
}

describe('/audits/:auditId actions', () => {
  it('starts a run and follows it live from running to completed', async () => {
    // The clock starts at a fixed instant and runs on by itself (screens and waits keep working);
    // the test moves it past the run and to the next poll instead of waiting for either.
    vi.useFakeTimers({
      now: TEST_NOW,
      shouldAdvanceTime: true,
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    const audit = scenario.idleAudit();
    await openOverview(audit.id);
    const runNow = screen.getByRole('button', { name: 'Run now' });
    expect(runNow).toBeEnabled();
    await userEvent.click(runNow);

    const live = await screen.findByTestId('live-run');
    const runId = db().runs.get(audit.id)![0]!.id;
    expect(await within(live).findByText(new RegExp(`Run ${runId} is running`))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run now' })).toBeDisabled();
    expect(
      screen.getByText(`Run ${runId} is already running; stop it or wait for it to complete.`),
    ).toBeInTheDocument();

    // The run ends; the next poll of the overview shows it.
    vi.setSystemTime(Date.now() + timeline.runningMs);
    await vi.advanceTimersByTimeAsync(ACTIVE_RUN_POLL_MS);
    expect(await screen.findByText(new RegExp(`Run ${runId} completed`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Open run ${runId}` })).toHaveAttribute(
      'href',
      `/audits/${audit.id}/runs/${runId}`,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Run now' })).toBeEnabled());
  });

  it('shows why a run cannot start when the server refuses it', async () => {
    const audit = scenario.idleAudit();
    mock.server.use(
      http.post('*/v2/web-audits/:id/runs', () =>
        HttpResponse.json({ message: 'Audit already has a run in progress' }, { status: 409 }),
      ),
    );
    await openOverview(audit.id);
    await userEvent.click(screen.getByRole('button', { name: 'Run now' }));
    expect(
      await screen.findByText('Could not start a run: Audit already has a run in progress'),
    ).toBeInTheDocument();
  });

  it('stops the running run after confirmation, keeping its pages', async () => {
    const audit = scenario.runningAudit();
    const running = db().runs.get(audit.id)![0]!;
    await openOverview(audit.id);
    expect(screen.getByRole('button', { name: 'Run now' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    const dialog = await screen.findByRole('dialog', { name: `Stop run ${running.id}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop and keep the pages' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db().runs.get(audit.id)![0]!.completed).toBeDefined();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Run now' })).toBeEnabled());
    expect(screen.queryByTestId('live-run')).not.toBeInTheDocument();
  });

  it('discards a run after a confirmation that names it', async () => {
    const audit = scenario.idleAudit();
    const count = db().runs.get(audit.id)!.length;
    const target = db().runs.get(audit.id)![0]!;
    await openOverview(audit.id);
    const table = screen.getByRole('table', { name: 'Run history' });
    expect(table).toHaveAttribute('aria-rowcount', String(count + 1));
    await userEvent.click(within(table).getByRole('button', { name: `Discard run ${target.id}` }));
    const dialog = await screen.findByRole('dialog', { name: `Discard run ${target.id}?` });
    expect(within(dialog).getByText(new RegExp(`Run ${target.id}, started`))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: `Discard run ${target.id}` }));
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', String(count)));
    expect(
      db()
        .runs.get(audit.id)!
        .some((run) => run.id === target.id),
    ).toBe(false);
  });

  it('edits and saves the notes', async () => {
    const audit = scenario.idleAudit();
    await openOverview(audit.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit notes' }));
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await userEvent.clear(notes);
    await userEvent.type(notes, 'Banner changes ship on Tuesdays.');
    await userEvent.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByText('Banner changes ship on Tuesdays.')).toBeInTheDocument();
    expect(db().auditConfig.notes.get(audit.id)).toBe('Banner changes ship on Tuesdays.');
  });

  it('sets the audit labels', async () => {
    const audit = scenario.idleAudit();
    const label = db()
      .labels.all()
      .find((item) => !audit.labelIds.includes(item.id))!;
    await openOverview(audit.id);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Labels on this audit' }));
    // The dropdown is positioned against a layout jsdom does not have, so it counts as hidden.
    await userEvent.click(await screen.findByRole('option', { name: label.name, hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Save labels' }));
    await waitFor(() => expect(db().audits.get(audit.id)!.labelIds).toContain(label.id));
  });

  it('archives the audit, lists it as archived, and restores it into a chosen sub-folder', async () => {
    const audit = scenario.idleAudit();
    const { router } = await openOverview(audit.id);
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: `Archive “${audit.name}”?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive audit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/audits/archived'));
    expect(db().audits.get(audit.id)!.deleted).toBe(true);

    const table = await screen.findByRole('table', { name: 'Archived audits' });
    const domain = db().domains.get(audit.domainId)!;
    expect(await within(table).findByText(new RegExp(`/ ${domain.name}$`))).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: `Restore ${audit.name}` }));
    const restore = await screen.findByRole('dialog', { name: `Restore “${audit.name}”` });
    await userEvent.click(within(restore).getByRole('button', { name: 'Restore audit' }));
    expect(await screen.findByText('Audit restored')).toBeInTheDocument();
    expect(db().audits.get(audit.id)!.deleted).toBe(false);
    expect(screen.getByText('No audits archived in this session')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the audit' })).toHaveAttribute(
      'href',
      `/audits/${audit.id}`,
    );
  });

  it('reaches the archived audits from the library, empty at first', async () => {
    const { router } = renderRoute('/audits');
    await userEvent.click(await screen.findByRole('link', { name: 'Show archived audits' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/audits/archived'));
    expect(await screen.findByText('No audits archived in this session')).toBeInTheDocument();
  });

  it('shows an error with Retry for the notes only', async () => {
    const audit = scenario.idleAudit();
    mock.server.use(
      http.get('*/v3/web-audits/:id', () =>
        HttpResponse.json({ message: 'Notes are down' }, { status: 503 }),
      ),
    );
    await openOverview(audit.id);
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Could not load the notes')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run now' })).toBeInTheDocument();
  });
});
