/**
 * A form for a module's structured data, generated from the module's own zod schema
 * (`modules.ts`) through its JSON Schema: text, number, choice and yes/no fields with
 * labels, nested groups as fieldsets, lists as rows (a calendar's statistics and their
 * releases) and records of texts as one field per key (DataField). The same schema, in
 * the shape the value has (`data-shape.ts`), checks the value here, field by field,
 * and on the server.
 */
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { z } from 'zod';
import { useTranslate } from 'react-admin';
import { dataErrors, jsonSchemaOf, plain, shapeFor, type JsonSchema } from '../data-shape.ts';
import { DataField, type FieldContext } from './DataField.tsx';
import { emptyValue } from './list-ops.ts';

/** Required yes/no fields start as "no": an unticked box is an answer, not a missing one. */
export function withDefaults(schema: z.ZodType, value: Record<string, unknown>): Record<string, unknown> {
  const fill = (s: JsonSchema, v: Record<string, unknown>): Record<string, unknown> => {
    const out = { ...v };
    for (const [key, raw] of Object.entries(s.properties ?? {})) {
      const p = plain(raw);
      if (p.type === 'boolean' && s.required?.includes(key) && out[key] === undefined) out[key] = false;
      if (p.type === 'object' && p.properties && s.required?.includes(key)) out[key] = fill(p, (typeof out[key] === 'object' && out[key] !== null ? out[key] : {}) as Record<string, unknown>);
    }
    return out;
  };
  return fill(plain(jsonSchemaOf(shapeFor(schema, value))), value);
}

/** Field errors of a value, keyed by their path (`statistics.1.releases.0.date`). */
export function schemaErrors(schema: z.ZodType, value: unknown): Map<string, string> {
  return dataErrors(schema, value);
}

export interface SchemaFormProps {
  schema: z.ZodType;
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  /** Makes the fields' ids unique on the page (`data`, `texts.en.data`). */
  idPrefix: string;
  lang?: string;
  /** Errors the server gave (or the save's own check), by path below the prefix. */
  serverErrors?: Map<string, string>;
  /** The entry's data, where a record's keys may come from (`recordKeys`). */
  keySource?: unknown;
  /** Records whose keys come from the data (`modules.ts`). */
  recordKeys?: Readonly<Record<string, string>> | undefined;
  /** Names of a union's shapes (`modules.ts` `shapes`): a select to choose one (a new download: a document or a year's calendar). */
  shapes?: readonly string[] | undefined;
}

/** The choice of a union's shape: choosing another starts its data afresh (after a confirmation when there is data). */
function ShapePicker({ schema, shape, names, value, onChange, id }: { schema: z.ZodUnion; shape: z.ZodType; names: readonly string[]; value: Record<string, unknown>; onChange: (v: Record<string, unknown>) => void; id: string }) {
  const translate = useTranslate();
  const options = schema.options as readonly z.ZodType[];
  const choose = (index: number) => {
    const next = options[index];
    if (!next || next === shape) return;
    if (Object.keys(value).length > 0 && !window.confirm(translate('content.shape.confirm'))) return;
    onChange((emptyValue(jsonSchemaOf(next)) ?? {}) as Record<string, unknown>);
  };
  return (
    <TextField id={id} select size="small" label={translate('content.shape.label')} value={options.indexOf(shape)} onChange={(e) => choose(Number(e.target.value))} sx={{ minWidth: '12rem', flex: '1 1 100%' }}>
      {options.map((_o, i) => (
        <MenuItem key={i} value={i}>
          {translate(`content.shape.${names[i] ?? String(i)}`, { _: names[i] ?? String(i + 1) })}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function SchemaForm({ schema, value, onChange, idPrefix, lang, serverErrors, keySource, recordKeys, shapes }: SchemaFormProps) {
  const translate = useTranslate();
  // One of several shapes (a download, or a year's release calendar): the one the value has.
  const shape = shapeFor(schema, value);
  const json = useMemo(() => plain(jsonSchemaOf(shape)), [shape]);
  const [touched, setTouched] = useState(false);
  const errors = touched ? schemaErrors(schema, withDefaults(schema, value)) : new Map<string, string>();
  const ctx: FieldContext = {
    idPrefix,
    lang,
    translate,
    keySource,
    recordKeys,
    label: (key) => translate(`content.data.${key}`, { _: key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase()) }),
    errorsUnder: (path) => [...(serverErrors?.keys() ?? []), ...errors.keys()].some((k) => k === path || k.startsWith(`${path}.`)),
    errorAt: (path) => {
      // The server's message (already in the person's language), or the save's own check's text key.
      const given = serverErrors?.get(path);
      if (given) return translate(given, { _: given });
      return errors.has(path) ? translate('content.data.invalid') : undefined;
    },
  };
  if (json.type !== 'object' || !json.properties || Object.keys(json.properties).length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, my: 2 }} onBlur={() => setTouched(true)}>
      {shapes && schema instanceof z.ZodUnion && <ShapePicker schema={schema} shape={shape} names={shapes} value={value} onChange={onChange} id={`${idPrefix}-shape`} />}
      {Object.entries(json.properties).map(([k, p]) => (
        <DataField key={k} name={k} schema={p} path={[k]} value={value[k]} onChange={(v) => onChange({ ...value, [k]: v })} required={json.required?.includes(k) ?? false} ctx={ctx} />
      ))}
    </Box>
  );
}
