import { defineScreen } from '../types';

/** Countries for geo-location filters (read-only reference data). */
export const geoCountriesScreen = defineScreen('geo-countries', {
  group: 'Reference data',
  label: 'Geo-location countries',
  singular: 'country',
  description:
    'The countries (with their continents) that geo-location rules and consent categories can name.',
  columns: [
    { id: 'countryName', header: 'Country', width: 240, hideable: false, accessor: (row) => row.countryName },
    { id: 'countryCode', header: 'Code', width: 90, mono: true, accessor: (row) => row.countryCode },
    { id: 'continentName', header: 'Continent', width: 180, accessor: (row) => row.continentName },
    { id: 'countryId', header: 'Id', width: 90, align: 'right', accessor: (row) => row.countryId },
  ],
});
