/**
 * A form for a module's structured data, generated from the module's own zod schema
 * (`modules.ts`): text, number, choice and yes/no fields with labels, nested groups as
 * fieldsets, and only what has no simple shape (a list of releases) as JSON text. The
 * same schema checks the value here, field by field, and on the server.
 */
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { useTranslate } from 'react-admin';

interface JsonSchema {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
}

/** The JSON Schema of a zod schema (a schema with an id comes as a reference to its definition: resolved here). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  try {
    const json = z.toJSONSchema(schema, { unrepresentable: 'any' }) as JsonSchema;
    const name = json.$ref?.replace('#/$defs/', '');
    return name && json.$defs?.[name] ? json.$defs[name] : json;
  } catch {
    return {};
  }
}

function simple(s: JsonSchema): JsonSchema & { nullable?: boolean } {
  if (s.anyOf) {
    const notNull = s.anyOf.filter((x) => x.type !== 'null');
    if (notNull.length === 1 && notNull[0]) return { ...simple(notNull[0]), nullable: notNull.length !== s.anyOf.length };
  }
  return s;
}

/** Required yes/no fields start as "no": an unticked box is an answer, not a missing one. */
export function withDefaults(schema: z.ZodType, value: Record<string, unknown>): Record<string, unknown> {
  const fill = (s: JsonSchema, v: Record<string, unknown>): Record<string, unknown> => {
    const out = { ...v };
    for (const [key, raw] of Object.entries(s.properties ?? {})) {
      const p = simple(raw);
      if (p.type === 'boolean' && s.required?.includes(key) && out[key] === undefined) out[key] = false;
      if (p.type === 'object' && p.properties && s.required?.includes(key)) out[key] = fill(p, (typeof out[key] === 'object' && out[key] !== null ? out[key] : {}) as Record<string, unknown>);
    }
    return out;
  };
  return fill(simple(jsonSchemaOf(schema)), value);
}

/** Field errors of a value, keyed by their path (`type.public`). */
export function schemaErrors(schema: z.ZodType, value: unknown): Map<string, string> {
  const parsed = schema.safeParse(value);
  return new Map(parsed.success ? [] : parsed.error.issues.map((i) => [i.path.map(String).join('.'), i.message]));
}

export interface SchemaFormProps {
  schema: z.ZodType;
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  /** Makes the fields' ids unique on the page (`data`, `texts.en.data`). */
  idPrefix: string;
  lang?: string;
  /** Errors the server gave, by path below the prefix. */
  serverErrors?: Map<string, string>;
}

export function SchemaForm({ schema, value, onChange, idPrefix, lang, serverErrors }: SchemaFormProps) {
  const translate = useTranslate();
  const root = useMemo(() => simple(jsonSchemaOf(schema)), [schema]);
  // One of several shapes (a download, or a year's release calendar): the one the value has, else the plainest.
  const branches = root.anyOf?.map(simple) ?? [];
  const json = branches.length ? (branches.find((b) => b.required?.length && b.required.every((k) => k in value)) ?? branches.at(-1) ?? root) : root;
  const [touched, setTouched] = useState(false);
  const errors = touched ? schemaErrors(schema, withDefaults(schema, value)) : new Map<string, string>();
  const label = (key: string) => translate(`content.data.${key}`, { _: key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase()) });
  const errorOf = (path: string) => (serverErrors?.get(path) ?? errors.get(path) ? translate('content.data.invalid') : undefined);

  const field = (key: string, raw: JsonSchema, path: string[], current: unknown, set: (v: unknown) => void, required: boolean) => {
    const s = simple(raw);
    const id = `${idPrefix}.${path.join('.')}`;
    const error = errorOf(path.join('.'));
    const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
    const common = { id, label: `${label(key)}${required ? ' *' : ''}`, error: Boolean(error), helperText: error, size: 'small' as const, sx: { minWidth: '12rem', flex: '1 1 14rem' } };
    if (s.enum) {
      return (
        <TextField key={id} select {...common} value={text(current)} onChange={(e) => set(e.target.value === '' ? undefined : e.target.value)}>
          {!required && <MenuItem value="">{translate('content.data.none')}</MenuItem>}
          {s.enum.map((v) => (
            <MenuItem key={String(v)} value={String(v)}>
              {translate(`content.value.${key}.${String(v)}`, { _: String(v) })}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    if (s.type === 'boolean') {
      return <FormControlLabel key={id} control={<Checkbox id={id} checked={current === true} onChange={(e) => set(e.target.checked)} />} label={label(key)} />;
    }
    if (s.type === 'integer' || s.type === 'number') {
      return <TextField key={id} {...common} type="number" value={text(current)} onChange={(e) => set(e.target.value === '' ? (s.nullable ? null : undefined) : Number(e.target.value))} />;
    }
    if (s.type === 'string') {
      return <TextField key={id} {...common} value={text(current)} slotProps={{ htmlInput: lang ? { lang } : {} }} onChange={(e) => set(e.target.value === '' ? (s.nullable ? null : undefined) : e.target.value)} />;
    }
    if (s.type === 'object' && s.properties) {
      const obj = (typeof current === 'object' && current !== null ? current : {}) as Record<string, unknown>;
      return (
        <Box key={id} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, flex: '1 1 100%' }}>
          <legend>{label(key)}</legend>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {Object.entries(s.properties).map(([k, p]) =>
              // An optional group (a news item's base rate) is all or nothing: none of its fields is required
              // until it is, and emptied it is left out rather than sent half-filled.
              field(k, p, [...path, k], obj[k], (v) => {
                const next = { ...obj, [k]: v };
                set(!required && Object.values(next).every((x) => x === undefined || x === null || x === '') ? undefined : next);
              }, required && (s.required?.includes(k) ?? false)),
            )}
          </Box>
        </Box>
      );
    }
    // No simple shape (a list of releases…): its JSON, checked by the same schema.
    return <JsonField key={id} {...common} value={current} onValue={set} />;
  };

  if (json.type !== 'object' || !json.properties || Object.keys(json.properties).length === 0) return null;
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, my: 2 }}
      onBlur={() => setTouched(true)}
    >
      {Object.entries(json.properties).map(([k, p]) => field(k, p, [k], value[k], (v) => onChange({ ...value, [k]: v }), json.required?.includes(k) ?? false))}
    </Box>
  );
}

function JsonField({ value, onValue, ...props }: { id: string; label: string; error: boolean; helperText: string | undefined; size: 'small'; sx: object; value: unknown; onValue: (v: unknown) => void }) {
  const [text, setText] = useState(() => (value === undefined ? '' : JSON.stringify(value, null, 2)));
  const [bad, setBad] = useState(false);
  const translate = useTranslate();
  return (
    <Box sx={{ flex: '1 1 100%' }}>
      <TextField
        {...props}
        multiline
        minRows={3}
        fullWidth
        value={text}
        error={props.error || bad}
        helperText={bad ? translate('content.data.badJson') : props.helperText}
        onChange={(e) => {
          setText(e.target.value);
          try {
            onValue(e.target.value.trim() === '' ? undefined : (JSON.parse(e.target.value) as unknown));
            setBad(false);
          } catch {
            setBad(true);
          }
        }}
      />
      <Typography variant="caption">{translate('content.data.jsonHint')}</Typography>
    </Box>
  );
}
