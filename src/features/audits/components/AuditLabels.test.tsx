import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock();
const db = () => mock.ref.current;

/** An audit with at least two labels, and their names. */
function labelledAudit() {
  const audit = db()
    .audits.all()
    .find((candidate) => candidate.labelIds.length > 1)!;
  return { audit, names: audit.labelIds.map((id) => db().labels.get(id)!.name) };
}

/** The labels the block shows as chips of its picker (Mantine's Pill, by its Styles API class). */
const chips = (section: HTMLElement) =>
  [...section.querySelectorAll('.mantine-Pill-label')].map((chip) => chip.textContent);

async function openLabels(auditId: number) {
  const view = renderRoute(`/audits/${auditId}`);
  const section = await screen.findByRole('region', { name: 'Labels' }, { timeout: 15_000 });
  return { ...view, section };
}

describe('the labels of an audit (overview)', () => {
  it('shows the labels read from the audit’s labels', async () => {
    const { audit } = labelledAudit();
    const only = db()
      .labels.all()
      .find((label) => !audit.labelIds.includes(label.id))!;
    // The block shows what GET …/labels answers, here a single label (as the reference documents it).
    mock.server.use(
      http.get('*/v2/web-audits/:auditId/labels', () => HttpResponse.json({ id: only.id, name: only.name })),
    );
    const { section } = await openLabels(audit.id);
    await waitFor(() => expect(chips(section)).toEqual([only.name]));
    expect(within(section).getByRole('button', { name: 'Remove all labels' })).toBeEnabled();
  });

  it('removes every label after a confirmation naming the audit and the count', async () => {
    const { audit, names } = labelledAudit();
    const user = userEvent.setup();
    const { section } = await openLabels(audit.id);
    await waitFor(() => expect(chips(section)).toEqual(names));
    await user.click(within(section).getByRole('button', { name: 'Remove all labels' }));
    const dialog = await screen.findByRole('dialog', { name: `Remove all labels from “${audit.name}”?` });
    expect(dialog).toHaveTextContent(`The ${names.length} labels on “${audit.name}” will be taken off`);
    for (const name of names) expect(dialog).toHaveTextContent(name);
    await user.click(within(dialog).getByRole('button', { name: `Remove ${names.length} labels` }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db().audits.get(audit.id)!.labelIds).toEqual([]);
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: 'Remove all labels' })).toBeDisabled(),
    );
    expect(chips(section)).toEqual([]);
    // The labels themselves stay in the account.
    expect(
      db()
        .labels.all()
        .map((label) => label.name),
    ).toEqual(expect.arrayContaining(names));
  });

  it('keeps the labels and says why when removing them fails', async () => {
    const { audit, names } = labelledAudit();
    mock.server.use(
      http.delete('*/v2/web-audits/:auditId/labels', () =>
        HttpResponse.json({ message: 'Labels are locked during a run' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    const { section } = await openLabels(audit.id);
    await user.click(await within(section).findByRole('button', { name: 'Remove all labels' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: `Remove ${names.length} labels` }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Labels are locked during a run');
    expect(db().audits.get(audit.id)!.labelIds).toHaveLength(names.length);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(chips(section)).toEqual(names);
  });

  it('shows a failed read of the labels with Retry, the rest of the overview intact', async () => {
    const { audit } = labelledAudit();
    mock.server.use(
      http.get('*/v2/web-audits/:auditId/labels', () =>
        HttpResponse.json({ message: 'Label service unavailable' }, { status: 503 }),
      ),
    );
    const { section } = await openLabels(audit.id);
    const panel = await within(section).findByTestId('error-panel');
    expect(panel).toHaveTextContent('Could not load the labels');
    expect(panel).toHaveTextContent('Label service unavailable');
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: audit.name })).toBeInTheDocument();
  });
});
