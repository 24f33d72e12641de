/**
 * A record of texts in a module data form (the release calendar's `statisticNames`, key
 * → name, per language). When the module says its keys come from the entry's data
 * (`modules.ts` `recordKeys`: the statistics' keys), one text field per key, labelled
 * with the key; a key the data no longer names stays, marked, until removed. Otherwise
 * key/value rows. Never JSON text.
 */
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fieldId, keysFromData, recordRows, renameKey, withoutKey, type Path } from './list-ops.ts';
import type { JsonSchema } from '../data-shape.ts';
import type { DataFieldProps, FieldContext } from './field-types.ts';
import { useFocusLater } from './use-focus-later.ts';

export interface RecordFieldProps {
  name: string;
  path: Path;
  /** Where the keys come from in the entry's data (`statistics.key`); none: key/value rows. */
  keysFrom: string | undefined;
  /** The schema of each value (a text, a number, a choice). */
  valueSchema: JsonSchema;
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  ctx: FieldContext;
  /** The form's field renderer (DataField), for the values. */
  renderField: (props: DataFieldProps) => ReactNode;
}

const FIELD_SX = { minWidth: '12rem', flex: '1 1 14rem' };

export function RecordField(props: RecordFieldProps) {
  const { name, path, ctx } = props;
  return (
    <Box component="fieldset" id={fieldId(ctx.idPrefix, path)} tabIndex={-1} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, flex: '1 1 100%', minWidth: 0 }}>
      <legend>{ctx.label(name)}</legend>
      {props.keysFrom ? <KeyedRows {...props} keysFrom={props.keysFrom} /> : <KeyValueRows {...props} />}
    </Box>
  );
}

/** One field per key the data names (then the record's own keys the data no longer names). */
function KeyedRows({ name, path, keysFrom, valueSchema, value, onChange, ctx, renderField }: RecordFieldProps & { keysFrom: string }) {
  const t = ctx.translate;
  const rows = recordRows(value, keysFromData(ctx.keySource, keysFrom));
  return (
    <>
      <Typography variant="body2">{t(rows.length ? 'content.record.fromData' : 'content.record.noKeys')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, pt: 1 }}>
        {rows.map(({ key, inData }) => (
          <Box key={key} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, ...FIELD_SX }}>
            {renderField({
              name,
              schema: valueSchema,
              path: [...path, key],
              value: value[key],
              // Emptied: left out (the public page falls back to the key), not kept as an empty name.
              onChange: (v) => onChange(v === undefined || v === null || v === '' ? withoutKey(value, key) : { ...value, [key]: v }),
              required: false,
              ctx,
              labelOverride: inData ? key : `${key} (${t('content.record.notInData')})`,
            })}
            {!inData && (
              <Button size="small" color="error" aria-label={`${t('content.list.remove')}: ${key}`} onClick={() => onChange(withoutKey(value, key))}>
                {t('content.list.remove')}
              </Button>
            )}
          </Box>
        ))}
      </Box>
    </>
  );
}

/** Key/value rows, for a record whose keys nothing else names. */
function KeyValueRows({ name, path, valueSchema, value, onChange, ctx, renderField }: RecordFieldProps) {
  const t = ctx.translate;
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const setFocus = useFocusLater();
  const entries = Object.entries(value);
  const keyId = (i: number) => `${fieldId(ctx.idPrefix, path)}-${String(i)}-key`;
  const add = () => {
    const empty = entries.findIndex(([k]) => k === '');
    if (empty < 0) onChange({ ...value, '': '' });
    setFocus(keyId(empty < 0 ? entries.length : empty));
  };
  return (
    <>
      {entries.map(([key, v], i) => (
        <Box key={i} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, my: 1 }}>
          <TextField
            id={keyId(i)}
            size="small"
            label={t('content.record.key', { n: i + 1 })}
            value={drafts[i] ?? key}
            error={drafts[i] !== undefined}
            helperText={drafts[i] !== undefined ? t('content.record.duplicateKey') : undefined}
            onChange={(e) => {
              const next = renameKey(value, key, e.target.value);
              setDrafts(({ [i]: _old, ...rest }) => (next ? rest : { ...rest, [i]: e.target.value }));
              if (next) onChange(next);
            }}
            sx={FIELD_SX}
          />
          {renderField({ name, schema: valueSchema, path: [...path, key], value: v, onChange: (x) => onChange({ ...value, [key]: x ?? '' }), required: false, ctx, labelOverride: t('content.record.value', { key: key || String(i + 1) }) })}
          <Button size="small" color="error" aria-label={`${t('content.list.remove')}: ${key || String(i + 1)}`} onClick={() => onChange(withoutKey(value, key))}>
            {t('content.list.remove')}
          </Button>
        </Box>
      ))}
      <Button id={`${fieldId(ctx.idPrefix, path)}-add`} variant="outlined" size="small" onClick={add}>
        {t('content.record.add')}
      </Button>
    </>
  );
}
