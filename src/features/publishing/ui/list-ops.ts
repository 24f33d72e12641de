/**
 * The pure parts of the data forms' lists and records (ListField, RecordField): moving,
 * adding and removing rows, what a new row holds, the name a row goes by, where focus
 * goes after a removal, the ids of fields (the path of their value, as the server's
 * field errors name it) and the keys a record takes from the entry's data.
 */
import { plain, type JsonSchema } from '../data-shape.ts';

export type Path = readonly (string | number)[];

/** The id of the field at `path` below `prefix`: `data.statistics.1.releases.0.date`, the server's name for it. */
export function fieldId(prefix: string, path: Path): string {
  return [prefix, ...path.map(String)].filter((p) => p !== '').join('.');
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(from, 1) as [T];
  out.splice(to, 0, item);
  return out;
}

export function removeItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_x, i) => i !== index);
}

/** After removing row `index`, the row that takes focus: the next (now at `index`), else the previous, else none (the add button). */
export function focusAfterRemove(index: number, lengthAfter: number): number | null {
  if (index < lengthAfter) return index;
  return lengthAfter > 0 ? lengthAfter - 1 : null;
}

/** What a new row holds: an object with its required yes/no fields at "no" and its required lists empty; a plain value empty. */
export function emptyValue(schema: JsonSchema): unknown {
  const s = plain(schema);
  if (s.type === 'object' && s.properties) {
    const out: Record<string, unknown> = {};
    for (const [key, raw] of Object.entries(s.properties)) {
      const p = plain(raw);
      if (!s.required?.includes(key)) continue;
      if (p.type === 'boolean') out[key] = false;
      else if (p.type === 'array') out[key] = [];
      else if (p.type === 'object' && p.properties) out[key] = emptyValue(p);
    }
    return out;
  }
  return undefined;
}

/** The first field of a row (focused when the row is added or comes into a removed one's place): its first member, or the row itself for a plain value. */
export function firstFieldPath(schema: JsonSchema, rowPath: Path): Path {
  const s = plain(schema);
  const first = s.type === 'object' && s.properties ? Object.keys(s.properties)[0] : undefined;
  return first === undefined ? rowPath : [...rowPath, first];
}

const NAMING_FIELDS = ['key', 'period', 'name', 'title', 'slug', 'date'] as const;

/** What a row is called besides its number: its key, period, name… (the first such field that is filled), or a plain value itself. */
export function itemKey(item: unknown): string | undefined {
  if (typeof item === 'string' || typeof item === 'number') return String(item).trim() || undefined;
  if (typeof item !== 'object' || item === null) return undefined;
  for (const field of NAMING_FIELDS) {
    const v = (item as Record<string, unknown>)[field];
    if ((typeof v === 'string' && v.trim()) || typeof v === 'number') return String(v).trim();
  }
  return undefined;
}

/**
 * The keys a record takes from the entry's data: `from` is a path through lists to a
 * field (`statistics.key`: the `key` of every statistic), each key once, in order, empty
 * ones left out.
 */
export function keysFromData(data: unknown, from: string): string[] {
  let values: unknown[] = [data];
  for (const step of from.split('.')) {
    values = values.flatMap((v) => {
      const next = typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[step] : undefined;
      return Array.isArray(next) ? (next as unknown[]) : [next];
    });
  }
  const keys = values.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim());
  return [...new Set(keys)];
}

/** A read-only value as shown: an ISO date-time as Macao's date and minute (`2026-01-30 16:30`), anything else as it is. */
export function readOnlyText(value: unknown): string {
  const text = String(value);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) || Number.isNaN(Date.parse(text))) return text;
  return new Date(Date.parse(text) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** A record's keys to show: those the data names first, then the record's own that the data no longer names (kept until removed). */
export function recordRows(record: Record<string, unknown>, dataKeys: readonly string[]): { key: string; inData: boolean }[] {
  return [...dataKeys.map((key) => ({ key, inData: true })), ...Object.keys(record).filter((k) => !dataKeys.includes(k)).map((key) => ({ key, inData: false }))];
}

/** A record written as key/value rows: renaming a row's key keeps its place; a key another row has already is refused (the index of the clash). */
export function renameKey(record: Record<string, unknown>, from: string, to: string): Record<string, unknown> | null {
  if (from === to) return record;
  if (to in record) return null;
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k === from ? to : k, v]));
}

/** A record's rows without the one at `key`. */
export function withoutKey(record: Record<string, unknown>, key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));
}
