/**
 * The shape of a module's structured data, shared by the editor's form (the browser)
 * and the server's check: the JSON Schema the form is generated from, and which of
 * several shapes a value has. A download's data is a document's or a year's release
 * calendar: read as a union, a calendar with one bad date would fail its own shape and
 * pass as a document, whose schema drops the statistics. So a value is checked against
 * the one shape it has (`shapeFor`), and its errors carry that shape's paths
 * (`statistics.1.releases.0.date`). Browser-safe: zod only.
 */
import { z } from 'zod';

export interface JsonSchema {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  required?: string[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  minItems?: number;
  pattern?: string;
  format?: string;
  /** Shown, never edited, in the editor (set by another desk: a release's `releasedAt`). */
  readOnly?: boolean;
}

const cache = new WeakMap<z.ZodType, JsonSchema>();

/** The JSON Schema of a zod schema (a schema with an id comes as a reference to its definition: resolved here). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const known = cache.get(schema);
  if (known) return known;
  let out: JsonSchema;
  try {
    const json = z.toJSONSchema(schema, { unrepresentable: 'any' }) as JsonSchema;
    const name = json.$ref?.replace('#/$defs/', '');
    out = name && json.$defs?.[name] ? json.$defs[name] : json;
  } catch {
    out = {};
  }
  cache.set(schema, out);
  return out;
}

/** A schema without its "or null" (`nullable` says it had one). */
export function plain(s: JsonSchema): JsonSchema & { nullable?: boolean } {
  if (s.anyOf) {
    const notNull = s.anyOf.filter((x) => x.type !== 'null');
    if (notNull.length === 1 && notNull[0]) return { ...plain(notNull[0]), nullable: notNull.length !== s.anyOf.length };
  }
  return s;
}

/**
 * The one shape a value has among a union's: the first whose required fields it all
 * has; else the one whose fields name most of the value's keys (the last on a tie).
 * Not a union: the schema itself.
 */
export function shapeFor(schema: z.ZodType, value: unknown): z.ZodType {
  if (!(schema instanceof z.ZodUnion)) return schema;
  const options = schema.options as readonly z.ZodType[];
  const keys = typeof value === 'object' && value !== null ? Object.keys(value) : [];
  const json = options.map((o) => plain(jsonSchemaOf(o)));
  const full = json.findIndex((j) => (j.required?.length ?? 0) > 0 && j.required?.every((k) => keys.includes(k)));
  if (full >= 0) return options[full] ?? schema;
  let best = options.length - 1;
  let bestCount = -1;
  json.forEach((j, i) => {
    const count = keys.filter((k) => k in (j.properties ?? {})).length;
    if (count >= bestCount) [best, bestCount] = [i, count];
  });
  return options[best] ?? schema;
}

/** Checks a value against the shape it has (`shapeFor`). */
export function parseData(schema: z.ZodType, value: unknown) {
  return shapeFor(schema, value).safeParse(value);
}

/** Field errors of a value, keyed by their path (`statistics.1.releases.0.date`). */
export function dataErrors(schema: z.ZodType, value: unknown): Map<string, string> {
  const parsed = parseData(schema, value);
  return new Map(parsed.success ? [] : parsed.error.issues.map((i) => [i.path.map(String).join('.'), i.message]));
}
