import { countColumn } from '../columns';
import { defineScreen } from '../types';

/** Labels: tags on audits, journeys, reports and consent categories, used as filters everywhere. */
export const labelsScreen = defineScreen('labels', {
  group: 'Organisation',
  label: 'Labels',
  singular: 'label',
  description:
    'Labels mark audits, journeys, saved reports and consent categories, and filter every library.',
  columns: [
    { id: 'name', header: 'Label', width: 240, hideable: false, accessor: (row) => row.name },
    countColumn('audits', 'Audits', (row) => row.audits.length),
    countColumn('journeys', 'Web journeys', (row) => row.webJourney.length),
    countColumn('reports', 'Saved reports', (row) => row.savedReports.length),
    countColumn('consent', 'Consent categories', (row) => row.consentCategories.length),
  ],
  fields: [{ name: 'name', label: 'Name', kind: 'text', required: true }],
});
