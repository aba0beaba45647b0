import type { GridCell, GridSchemaColumn } from '../query-schemas';
import { formatCount, formatDateTime } from '@/lib/format';
import { formatDecimal } from '@/lib/format-number';
import { formatLifetimeDays } from '@/lib/format-lifetime';
import { schemaValueKind, type LifetimeUnit, type ValueKind } from './columns';

/** How to show one result column's values: their kind, the schema column behind them and their lifetime unit. */
export interface CellFormat {
  kind: ValueKind;
  column: GridSchemaColumn | undefined;
  /** Numbers that are lifetimes in this unit read as every cookie screen words them ("400 days"). */
  lifetime?: LifetimeUnit | undefined;
}

/** Fields whose value names a referenced entity, best first. */
const nameFields = [
  'name',
  'full_url_or_domain',
  'domain',
  'value',
  'email',
  'link',
  'status',
  'preset_type',
];

/** One referenced entity (`[id, name]`, a plain id, or a name) as text. */
function referenceText(value: GridCell, column: GridSchemaColumn | undefined): string {
  if (value === null) return '';
  if (typeof value === 'number')
    return column?.enumValues?.find((item) => item.id === value)?.name ?? String(value);
  if (!Array.isArray(value)) return String(value);
  const fields = (column?.fields ?? []).map((field) => field.fieldName);
  const at = (name: string) => {
    const position = fields.indexOf(name);
    return position >= 0 ? value[position] : undefined;
  };
  const first = at('first_name');
  const last = at('last_name');
  if (typeof first === 'string' || typeof last === 'string') {
    const full = [first, last].filter((part) => typeof part === 'string' && part !== '').join(' ');
    if (full) return full;
  }
  for (const name of nameFields) {
    const found = at(name);
    if (found !== undefined && found !== null && found !== '') return plainText(found);
  }
  return value
    .map(plainText)
    .filter((part) => part !== '')
    .join(' · ');
}

/** Whether a column holds ids (`AUDIT_RUN_ID`, `WEB_JOURNEY_ID`): shown without thousands separators. */
const isIdColumn = (column: GridSchemaColumn | undefined) => column?.columnId.endsWith('_ID') ?? false;

/** Any cell as plain text, lists joined with commas. */
function plainText(value: GridCell): string {
  if (value === null) return '';
  if (Array.isArray(value)) return value.map(plainText).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** A cell's value as the table shows it: "12,345", "3 Mar 2026, 09:30", "Google Analytics, Meta Pixel". */
export function formatCell(value: GridCell | undefined, format: CellFormat): string {
  if (value === null || value === undefined) return '';
  const { kind, column } = format;
  if (format.lifetime === 'days' && typeof value === 'number') return formatLifetimeDays(value);
  switch (kind) {
    case 'integer':
      // An id is a name, not an amount: "Run ID 50033", never "50,033".
      if (isIdColumn(column)) return plainText(value);
      return typeof value === 'number' ? formatCount(value) : plainText(value);
    case 'decimal':
      return typeof value === 'number' ? formatDecimal(value, 2) : plainText(value);
    case 'timestamp':
      return typeof value === 'string' ? formatDateTime(value) : plainText(value);
    case 'reference':
      if (column?.isList && Array.isArray(value))
        return value.map((item) => referenceText(item, column)).join(', ');
      return referenceText(value, column);
    case 'list': {
      const items = Array.isArray(value) ? value : [value];
      const itemFormat: CellFormat = { kind: schemaValueKind(column), column };
      return items.map((item) => formatCell(item, itemFormat)).join(', ');
    }
    default:
      return plainText(value);
  }
}

/** The value a column sorts and exports by: numbers stay numbers, everything else is its text. */
export function cellSortValue(value: GridCell | undefined, format: CellFormat): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && (format.kind === 'integer' || format.kind === 'decimal')) return value;
  return formatCell(value, format);
}
