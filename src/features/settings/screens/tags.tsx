import { defineScreen } from '../types';

/** The tags (vendors' scripts and pixels) the service recognises, by category (read-only). */
export const tagsScreen = defineScreen('tags', {
  group: 'Reference data',
  label: 'Tags',
  singular: 'tag',
  description: 'Every tag the service recognises on audited pages, with its category.',
  columns: [
    { id: 'name', header: 'Tag', width: 260, hideable: false, accessor: (row) => row.name },
    { id: 'category', header: 'Category', width: 200, accessor: (row) => row.category.name },
    { id: 'vendor', header: 'Vendor', width: 200, accessor: (row) => row.vendor?.name ?? '' },
    {
      id: 'duplicateScoring',
      header: 'Duplicates scored',
      width: 150,
      accessor: (row) => (row.duplicateScoring ? 'yes' : 'no'),
    },
    { id: 'id', header: 'Id', width: 90, align: 'right', accessor: (row) => row.id },
  ],
});
