import { z } from '@/lib/zod';
import { defineResource } from './define';

/** A country for geo-location filters, with its continent (GeoLocationCountryDTO). */
export const geoCountrySchema = z.looseObject({
  countryId: z.int(),
  countryName: z.string(),
  countryCode: z.string(),
  continentId: z.int(),
  continentName: z.string(),
});
export type GeoCountry = z.infer<typeof geoCountrySchema>;

/** `GET /v3/geo-locations/countries`: read-only reference data. */
export const geoCountries = defineResource({
  key: ['geo-locations', 'countries'],
  path: '/v3/geo-locations/countries',
  idParam: 'countryId',
  rowId: (row: GeoCountry) => row.countryId,
  list: { response: z.array(geoCountrySchema), rows: (answer) => answer },
});
