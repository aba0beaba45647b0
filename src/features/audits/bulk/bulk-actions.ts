import { type ComponentType } from 'react';
import type { LibraryAudit } from '../library';
import type { Domain } from '@/api/domains/schemas';
import type { Folder } from '@/api/folders/schemas';
import type { Label } from '@/api/labels/schemas';
import type { BulkWrite } from './bulk-writes';
import { lazyExport } from '@/components/progressive/lazy-export';

// The fields use Mantine's pickers: their code loads when a dialog that needs them opens.
const bulkFields = () => import('./BulkFields');
const MoveFields = lazyExport(bulkFields, (module) => module.MoveFields);
const LabelFields = lazyExport(bulkFields, (module) => module.LabelFields);

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

/** One bulk action: its words and the fields it asks for (its request per audit is in bulk-writes.ts). */
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
  },
];

/**
 * The request `action` sends for `audit`: its code (the mutations and the audit's update body) loads
 * when the first bulk action starts, not with the library.
 */
export async function bulkWrite(
  action: BulkAction,
  audit: LibraryAudit,
  params: BulkParams,
): Promise<BulkWrite> {
  const { bulkWrites } = await import('./bulk-writes');
  return bulkWrites[action.id](audit, params);
}
