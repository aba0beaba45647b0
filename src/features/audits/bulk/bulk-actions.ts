import {
  MutationObserver,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { lazy, type ComponentType } from 'react';
import { auditMutations } from '@/api/audits/mutations';
import type { Audit } from '@/api/audits/schemas';
import type { Domain } from '@/api/domains/schemas';
import type { Folder } from '@/api/folders/schemas';
import type { Label } from '@/api/labels/schemas';
import { auditUpdate, generalValues } from '../config/general';

// The fields use Mantine's pickers: their code loads when a dialog that needs them opens.
const MoveFields = lazy(() => import('./BulkFields').then((module) => ({ default: module.MoveFields })));
const LabelFields = lazy(() => import('./BulkFields').then((module) => ({ default: module.LabelFields })));

/** What the user chooses before a bulk action starts (each action reads what it needs). */
export interface BulkParams {
  domainId: number | null;
  addLabelIds: number[];
  removeLabelIds: number[];
}

/** Nothing chosen yet. */
export const emptyBulkParams: BulkParams = { domainId: null, addLabelIds: [], removeLabelIds: [] };

/** The folders, sub-folders and labels the parameter fields offer. */
export interface BulkChoices {
  folders: Folder[];
  domains: Domain[];
  labels: Label[];
}

/** Props of an action's parameter fields. */
export interface BulkFieldsProps {
  params: BulkParams;
  onChange: (next: Partial<BulkParams>) => void;
  choices: BulkChoices;
}

/** One write of a bulk action, bound to its audit: sent through the mutation cache, refreshed afterwards. */
export interface BulkWrite {
  send: (client: QueryClient) => Promise<unknown>;
  /** The queries this write makes stale, refreshed once when the batch ends. */
  invalidates: QueryKey[];
}

/** A mutation and its variables as one write; its invalidation waits for the end of the batch. */
function write<TData, TVariables>(
  options: UseMutationOptions<TData, Error, TVariables>,
  variables: TVariables,
): BulkWrite {
  const { meta, ...rest } = options;
  return {
    send: (client) => new MutationObserver(client, rest).mutate(variables),
    invalidates: meta?.invalidates ?? [],
  };
}

/** An audit's label ids with `add` put on and `remove` taken off. */
export function nextLabelIds(audit: Audit, add: readonly number[], remove: readonly number[]): number[] {
  const ids = new Set([...audit.labels.map((label) => label.id), ...add]);
  for (const id of remove) ids.delete(id);
  return [...ids];
}

/** The whole audit as PUT /v2/web-audits/{id} takes it, placed in sub-folder `domainId` (and so its folder). */
export function movedAudit(audit: Audit, domainId: number) {
  return { ...auditUpdate(audit, generalValues(audit)), domainId };
}

/** One bulk action: its words, the fields it asks for, and the one request it sends per audit. */
export interface BulkAction {
  id: 'run' | 'move' | 'labels' | 'archive';
  /** The action bar's button. */
  label: string;
  /** Dialog title for `count` audits. */
  title: (count: number) => string;
  /** What the dialog says before it starts. */
  intro: (count: number) => string;
  /** The button that starts it. */
  confirm: (count: number) => string;
  /** A success in the result list, and (lower-cased) in the summary: "2 moved". */
  done: string;
  /** Red for what takes audits away. */
  color?: 'red';
  Fields?: ComponentType<BulkFieldsProps>;
  /** Whether the fields are filled in enough to start. */
  ready: (params: BulkParams) => boolean;
  write: (audit: Audit, params: BulkParams) => BulkWrite;
}

const audits = (count: number) => (count === 1 ? '1 audit' : `${count} audits`);

/** The bulk actions of the audit library, in the order of its action bar. */
export const bulkActions: readonly BulkAction[] = [
  {
    id: 'run',
    label: 'Run now',
    title: (count) => `Run ${audits(count)} now`,
    intro: () =>
      'Each audit starts a run now, one after the other. An audit that is already running refuses, and says so.',
    confirm: (count) => `Run ${audits(count)}`,
    done: 'Started',
    ready: () => true,
    write: (audit) => write(auditMutations.startRun(audit.id), undefined),
  },
  {
    id: 'move',
    label: 'Move',
    title: (count) => `Move ${audits(count)}`,
    intro: () => 'Choose a sub-folder: each audit moves into it, and so into its folder.',
    confirm: (count) => `Move ${audits(count)}`,
    done: 'Moved',
    Fields: MoveFields,
    ready: (params) => params.domainId !== null,
    write: (audit, params) => write(auditMutations.update(audit.id), movedAudit(audit, params.domainId!)),
  },
  {
    id: 'labels',
    label: 'Labels',
    title: (count) => `Add or remove labels on ${audits(count)}`,
    intro: () => 'The labels to add are put on every audit; the labels to remove are taken off.',
    confirm: (count) => `Update ${audits(count)}`,
    done: 'Updated',
    Fields: LabelFields,
    ready: (params) => params.addLabelIds.length + params.removeLabelIds.length > 0,
    write: (audit, params) =>
      write(
        auditMutations.setLabels(audit.id),
        nextLabelIds(audit, params.addLabelIds, params.removeLabelIds),
      ),
  },
  {
    id: 'archive',
    label: 'Archive',
    title: (count) => `Archive ${audits(count)}?`,
    intro: () =>
      'They stop running on their schedules and leave the library. You can restore each one from Archived audits; their run history is not restored.',
    confirm: (count) => `Archive ${audits(count)}`,
    done: 'Archived',
    color: 'red',
    ready: () => true,
    write: (audit) => write(auditMutations.archive(), audit),
  },
];
