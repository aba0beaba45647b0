import { describe, expect, it } from 'vitest';
import type { GridSchemaColumn } from '../query-schemas';
import { inScreenWords } from './screen-words';

const enumeration = (referenceType: string, names: string[]): GridSchemaColumn => ({
  columnId: referenceType.toUpperCase(),
  name: referenceType,
  type: 'entity_reference',
  canGroupBy: true,
  canPivot: false,
  supportedFilterOperators: ['integer_in'],
  supportedAggregateFunctions: ['count_rows'],
  isIncludedByDefault: false,
  isNullable: true,
  isEnum: true,
  referenceType,
  enumValues: names.map((name, id) => ({ id, name })),
});

const namesOf = (column: GridSchemaColumn | undefined) => column?.enumValues?.map((item) => item.name);

describe('grid enumerations in screen words', () => {
  it('names the values the run screens show in the run screens’ words, keeping their ids', () => {
    const { columns } = inScreenWords({
      columns: [
        enumeration('cookie_party_type', ['1st party', '3rd party']),
        enumeration('cookie_expiration_type', ['Session', 'Timestamp']),
        enumeration('request_resource_type', ['document', 'xhr', 'websocket']),
        enumeration('log_level', ['warn']),
        enumeration('audit_run_scan_status', ['Completed']),
      ],
    });
    expect(namesOf(columns[0])).toEqual(['First party', 'Third party']);
    expect(namesOf(columns[1])).toEqual(['Session', 'Persistent']);
    expect(namesOf(columns[2])).toEqual(['Document', 'XHR / fetch', 'websocket']);
    expect(namesOf(columns[3])).toEqual(['Warning']);
    expect(namesOf(columns[4])).toEqual(['Completed']);
    expect(columns[0]?.enumValues?.map((item) => item.id)).toEqual([0, 1]);
  });
});
