import { defineMockResource } from './define';

const continents = ['Africa', 'Asia', 'Europe', 'North America', 'Oceania', 'South America'] as const;

/** [ISO 3166-1 numeric, name, alpha-2, continent]: where audited sites' requests commonly go. */
const countries: Array<[number, string, string, (typeof continents)[number]]> = [
  [36, 'Australia', 'AU', 'Oceania'],
  [40, 'Austria', 'AT', 'Europe'],
  [56, 'Belgium', 'BE', 'Europe'],
  [76, 'Brazil', 'BR', 'South America'],
  [124, 'Canada', 'CA', 'North America'],
  [152, 'Chile', 'CL', 'South America'],
  [156, 'China', 'CN', 'Asia'],
  [208, 'Denmark', 'DK', 'Europe'],
  [246, 'Finland', 'FI', 'Europe'],
  [250, 'France', 'FR', 'Europe'],
  [276, 'Germany', 'DE', 'Europe'],
  [344, 'Hong Kong', 'HK', 'Asia'],
  [356, 'India', 'IN', 'Asia'],
  [372, 'Ireland', 'IE', 'Europe'],
  [376, 'Israel', 'IL', 'Asia'],
  [380, 'Italy', 'IT', 'Europe'],
  [392, 'Japan', 'JP', 'Asia'],
  [404, 'Kenya', 'KE', 'Africa'],
  [484, 'Mexico', 'MX', 'North America'],
  [528, 'Netherlands', 'NL', 'Europe'],
  [554, 'New Zealand', 'NZ', 'Oceania'],
  [566, 'Nigeria', 'NG', 'Africa'],
  [578, 'Norway', 'NO', 'Europe'],
  [616, 'Poland', 'PL', 'Europe'],
  [643, 'Russia', 'RU', 'Europe'],
  [702, 'Singapore', 'SG', 'Asia'],
  [710, 'South Africa', 'ZA', 'Africa'],
  [724, 'Spain', 'ES', 'Europe'],
  [752, 'Sweden', 'SE', 'Europe'],
  [756, 'Switzerland', 'CH', 'Europe'],
  [826, 'United Kingdom', 'GB', 'Europe'],
  [840, 'United States', 'US', 'North America'],
];

/** Geo-location countries: fixed reference data (ids are ISO 3166-1 numeric codes, as in run geo-locations). */
export const geoCountriesMock = defineMockResource<'geo-countries', { id: number }>('geo-countries', {
  noun: 'Country',
  list: () =>
    countries.map(([countryId, countryName, countryCode, continent]) => ({
      countryId,
      countryName,
      countryCode,
      continentId: continents.indexOf(continent) + 1,
      continentName: continent,
    })),
});
