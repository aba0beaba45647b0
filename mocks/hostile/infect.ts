import { columnKey, isKeptSubtree, isPatternKey, kindOfKey, kindOfValue, type FieldKind } from './classify';
import {
  HOSTILE_GIANT_TEXT,
  HOSTILE_QUERY_PARAM,
  carriesPayload,
  scriptUrls,
  textPayloads,
  urlQueryPayloads,
} from './payloads';

/** At most this many fields of one answer get the 100 KB text (the first text field of a list's first item). */
export const GIANT_FIELDS_PER_ANSWER = 2;

/** Where a value sits: the kind its field name suggests, and whether it is a pattern. */
interface Place {
  kind: FieldKind | undefined;
  pattern: boolean;
  /** Inside the first item of a list: its first text field may take the 100 KB text. */
  giant?: { used: boolean };
}

/** State of one answer's rewrite. */
interface Walk {
  giantsLeft: number;
}

type JsonObject = Record<string, unknown>;

const root: Place = { kind: undefined, pattern: false };

/**
 * FNV-1a hash of a string, with murmur3's final mix so that its low bits vary too: which payload a
 * value gets (the same value always gets the same one).
 */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** Free text with a payload after (or, for CSV formulas, before) it; patterns stay compilable. */
export function withTextPayload(text: string, hash: number, pattern = false): string {
  let payload = textPayloads[hash % textPayloads.length]!;
  if (pattern && payload.breaksRegex) payload = textPayloads[(hash + 1) % textPayloads.length]!;
  return payload.place === 'start' ? `${payload.text}${text}` : `${text}${payload.text}`;
}

/**
 * A hostile replacement of an http(s) URL, one of two kinds by the hash: a script or data URL, or
 * the same `https://` URL with a payload in its path (`/products/"><svg …>`) or query (`?xss=…`).
 */
export function hostileUrl(url: string, hash: number): string {
  if (hash % 2 === 1) return scriptUrls[(hash >>> 1) % scriptUrls.length]!;
  const payload = urlQueryPayloads[(hash >>> 2) % urlQueryPayloads.length]!;
  const parts = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)([^?#]*)([^#]*)(.*)$/is.exec(url);
  if (parts && parts[2] && (hash >>> 1) % 2 === 1) {
    const [, origin, path, query, fragment] = parts;
    return `${origin}${path}${payload}${query}${fragment}`;
  }
  const cut = url.includes('#') ? url.indexOf('#') : url.length;
  const base = url.slice(0, cut);
  return `${base}${base.includes('?') ? '&' : '?'}${HOSTILE_QUERY_PARAM}=${payload}${url.slice(cut)}`;
}

function infectString(value: string, place: Place, walk: Walk): string {
  const kind = kindOfValue(place.kind, value);
  if (kind === 'keep' || carriesPayload(value)) return value;
  const hash = hashOf(value);
  if (kind === 'url') return hostileUrl(value, hash);
  if (place.giant && !place.giant.used && walk.giantsLeft > 0) {
    place.giant.used = true;
    walk.giantsLeft -= 1;
    return `${value}${HOSTILE_GIANT_TEXT}`;
  }
  return withTextPayload(value, hash, place.pattern);
}

/** Field names of a grid answer's cells, from its column headers (`FINAL_PAGE_URL` → `finalPageUrl`). */
function gridCellKeys(object: JsonObject): string[] | undefined {
  const metadata = object.metadata as { headers?: unknown } | undefined;
  if (!Array.isArray(object.rows) || !Array.isArray(metadata?.headers)) return undefined;
  return metadata.headers.map(
    (header: { column?: { columnId?: string; aggregatedColumn?: { columnId?: string } } }) =>
      columnKey(header?.column?.columnId ?? header?.column?.aggregatedColumn?.columnId ?? ''),
  );
}

function visitGridRows(rows: unknown[], keys: string[], place: Place, walk: Walk): unknown[] {
  return rows.map((row, rowIndex) => {
    const giant = rowIndex === 0 ? { used: false } : undefined;
    if (!Array.isArray(row)) return visit(row, { ...place, giant }, walk);
    return row.map((cell, column) => {
      const key = keys[column] ?? '';
      return visit(cell, { kind: kindOfKey(key), pattern: isPatternKey(key), giant }, walk);
    });
  });
}

/** True when a string of the object already carries a payload: a handler made it hostile on purpose. */
function madeHostile(object: JsonObject): boolean {
  return Object.values(object).some((value) => typeof value === 'string' && carriesPayload(value));
}

/** Rewrite an object's fields; the strings of one a handler made hostile stay as the handler wrote them. */
function visitObject(object: JsonObject, place: Place, walk: Walk): JsonObject {
  const handMade = madeHostile(object);
  const pattern =
    place.pattern || Object.values(object).some((value) => typeof value === 'string' && /regex/i.test(value));
  const gridKeys = gridCellKeys(object);
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(object)) {
    if (isKeptSubtree(key) || (handMade && typeof child === 'string')) out[key] = child;
    else if (key === 'rows' && gridKeys) out[key] = visitGridRows(child as unknown[], gridKeys, place, walk);
    else {
      const childPlace = { kind: kindOfKey(key), pattern: pattern || isPatternKey(key), giant: place.giant };
      out[key] = visit(child, childPlace, walk);
    }
  }
  return out;
}

function visit(value: unknown, place: Place, walk: Walk): unknown {
  if (typeof value === 'string') return infectString(value, place, walk);
  if (value === null || typeof value !== 'object') return value;
  const json = (value as { toJSON?: () => unknown }).toJSON;
  if (typeof json === 'function') return visit(json.call(value), place, walk);
  if (Array.isArray(value)) {
    return value.map((item, index) =>
      visit(item, { ...place, giant: index === 0 ? { used: false } : undefined }, walk),
    );
  }
  return visitObject(value as JsonObject, place, walk);
}

/**
 * A JSON answer as MOCK_HOSTILE serves it: every attacker-controlled string carries a payload (see
 * classify.ts for what is left alone), deterministically, without touching the input.
 */
export function infectAnswer(answer: unknown): unknown {
  return visit(answer, root, { giantsLeft: GIANT_FIELDS_PER_ANSWER });
}
