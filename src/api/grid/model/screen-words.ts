import { listedLabel, type VocabularyKind } from '@/lib/vocabulary';
import type { GridSchema, GridSchemaColumn } from '../query-schemas';

/** The vocabulary kind of each grid enumeration whose values the run screens show too. */
const enumerationKinds: Readonly<Record<string, VocabularyKind>> = {
  cookie_party_type: 'cookieParty',
  party_type: 'cookieParty',
  cookie_expiration_type: 'cookieExpiration',
  cookie_same_site: 'sameSite',
  request_resource_type: 'resourceType',
  log_level: 'logLevel',
};

/** A column whose enumeration the vocabulary knows, its values named in the vocabulary's words. */
function columnInScreenWords(column: GridSchemaColumn): GridSchemaColumn {
  const kind = column.referenceType === undefined ? undefined : enumerationKinds[column.referenceType];
  if (!kind || !column.enumValues) return column;
  return {
    ...column,
    enumValues: column.enumValues.map((item) => ({
      ...item,
      name: listedLabel(kind, item.name) ?? item.name,
    })),
  };
}

/**
 * A grid schema whose enumeration values read as on the run screens ("1st party" → "First party",
 * "Timestamp" → "Persistent", "document" → "Document"): cells, filters and their sentences all
 * name values from the schema, so they all say the same words. Ids are untouched.
 */
export function inScreenWords(schema: GridSchema): GridSchema {
  return { ...schema, columns: schema.columns.map(columnInScreenWords) };
}
