/**
 * One field of a module data form (SchemaForm), chosen from its JSON Schema: a choice
 * as a labelled select, yes/no, number, text (a date or a time as such), a group as a
 * fieldset, a list as rows (ListField), a record of texts as one field per key
 * (RecordField), and only a shape that is none of these as JSON text (JsonField).
 */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { plain, type JsonSchema } from '../data-shape.ts';
import { fieldId, readOnlyText } from './list-ops.ts';
import { JsonField } from './JsonField.tsx';
import { ListField } from './ListField.tsx';
import { RecordField } from './RecordField.tsx';
import type { DataFieldProps } from './field-types.ts';

export type { DataFieldProps, FieldContext } from './field-types.ts';

const FIELD_SX = { minWidth: '9rem', flex: '1 1 10rem' };

const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const TIME = '^\\d{2}:\\d{2}$';

function inputType(s: JsonSchema): string | undefined {
  if (s.pattern === DATE || s.format === 'date') return 'date';
  if (s.pattern === TIME || s.format === 'time') return 'time';
  return undefined;
}

/** The values' schema of a record of plain values (`statisticNames`: key → name), else none. */
function recordValues(s: JsonSchema): JsonSchema | undefined {
  if (s.type !== 'object' || Object.keys(s.properties ?? {}).length > 0 || typeof s.additionalProperties !== 'object') return undefined;
  const v = plain(s.additionalProperties);
  return v.enum || (typeof v.type === 'string' && ['string', 'number', 'integer', 'boolean'].includes(v.type)) ? v : undefined;
}

export function DataField(props: DataFieldProps) {
  const { name, schema, path, value, onChange: set, required, ctx, labelOverride } = props;
  const s = plain(schema);
  const id = fieldId(ctx.idPrefix, path);
  const error = ctx.errorAt(path.join('.'));
  const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
  const label = `${labelOverride ?? ctx.label(name)}${required ? ' *' : ''}`;
  const hint = ctx.translate(`content.hint.${name}`, { _: '' });
  const common = { id, label, error: Boolean(error), helperText: error ?? (hint || undefined), size: 'small' as const, sx: FIELD_SX };
  if (s.readOnly) {
    // Set elsewhere (the statistics desk's release time): shown when there is one, kept as it is.
    if (value === undefined || value === null || value === '') return null;
    return <TextField {...common} value={readOnlyText(value)} slotProps={{ htmlInput: { readOnly: true } }} />;
  }
  if (s.enum) {
    return (
      <TextField select {...common} value={text(value)} onChange={(e) => set(e.target.value === '' ? undefined : e.target.value)}>
        {!required && <MenuItem value="">{ctx.translate('content.data.none')}</MenuItem>}
        {s.enum.map((v) => (
          <MenuItem key={String(v)} value={String(v)}>
            {ctx.translate(`content.value.${name}.${String(v)}`, { _: String(v) })}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  if (s.type === 'boolean') return <FormControlLabel control={<Checkbox id={id} checked={value === true} onChange={(e) => set(e.target.checked)} />} label={label} />;
  if (s.type === 'integer' || s.type === 'number') {
    return <TextField {...common} type="number" value={text(value)} onChange={(e) => set(e.target.value === '' ? (s.nullable ? null : undefined) : Number(e.target.value))} />;
  }
  if (s.type === 'string') {
    const type = inputType(s);
    return (
      <TextField
        {...common}
        {...(type ? { type } : {})}
        value={text(value)}
        slotProps={{ htmlInput: ctx.lang && !type ? { lang: ctx.lang } : {}, ...(type ? { inputLabel: { shrink: true } } : {}) }}
        onChange={(e) => set(e.target.value === '' ? (s.nullable ? null : undefined) : e.target.value)}
      />
    );
  }
  if (s.type === 'array' && s.items) {
    return <ListField name={name} itemSchema={s.items} minItems={s.minItems ?? 0} path={path} value={Array.isArray(value) ? (value as unknown[]) : []} onChange={set} required={required} ctx={ctx} renderField={(p) => <DataField {...p} />} />;
  }
  const values = recordValues(s);
  if (values) {
    const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
    return <RecordField name={name} path={path} keysFrom={ctx.recordKeys?.[path.join('.')]} valueSchema={values} value={record} onChange={set} ctx={ctx} renderField={(p) => <DataField {...p} />} />;
  }
  if (s.type === 'object' && s.properties) return <GroupField {...props} schema={s} />;
  // No simple shape: its JSON, checked by the same schema.
  return <JsonField {...common} value={value} onValue={set} />;
}

/** A group of fields (a news item's base rate, a statistic): a fieldset with its members. */
function GroupField({ name, schema: s, path, value, onChange: set, required, ctx, labelOverride }: DataFieldProps) {
  const obj = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, flex: '1 1 100%', minWidth: 0 }}>
      <legend>{labelOverride ?? ctx.label(name)}</legend>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {Object.entries(s.properties ?? {}).map(([k, p]) => (
          <DataField
            key={k}
            name={k}
            schema={p}
            path={[...path, k]}
            value={obj[k]}
            // An optional group (a news item's base rate) is all or nothing: none of its fields is required
            // until it is, and emptied it is left out rather than sent half-filled.
            onChange={(v) => {
              const next = { ...obj, [k]: v };
              set(!required && Object.values(next).every((x) => x === undefined || x === null || x === '') ? undefined : next);
            }}
            required={required && (s.required?.includes(k) ?? false)}
            ctx={ctx}
          />
        ))}
      </Box>
    </Box>
  );
}
