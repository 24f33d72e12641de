/**
 * A list in a module data form (a calendar's statistics, a statistic's releases): each
 * row a fieldset whose legend says which row it is ("Statistic 2 of 7 (cpi)"), its
 * fields drawn by the same renderer as the rest of the form, and buttons to move it up
 * or down and remove it, each named after the row; an add button per list. Focus goes
 * to a new row's first field, after a removal to the next row's (else the previous
 * row's, else the add button), after a move to the moved row's button. A list inside a
 * row (a statistic's releases) starts folded behind a show/hide button, and opens by
 * itself when it gets a row or holds an error: a year's calendar stays a page one reads.
 */
import { Fragment, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { plain, type JsonSchema } from '../data-shape.ts';
import { emptyValue, fieldId, firstFieldPath, focusAfterRemove, itemKey, moveItem, removeItem, type Path } from './list-ops.ts';
import type { DataFieldProps, FieldContext } from './field-types.ts';
import { useFocusLater } from './use-focus-later.ts';

export interface ListFieldProps {
  name: string;
  itemSchema: JsonSchema;
  minItems: number;
  path: Path;
  value: unknown[];
  onChange: (value: unknown[]) => void;
  required: boolean;
  ctx: FieldContext;
  /** The form's field renderer (DataField), for the rows' fields. */
  renderField: (props: DataFieldProps) => ReactNode;
}

export function ListField({ name, itemSchema, minItems, path, value, onChange, ctx, renderField }: ListFieldProps) {
  const t = ctx.translate;
  const focusLater = useFocusLater();
  const [open, setOpen] = useState(false);
  const shown = !ctx.owner || open || (ctx.errorsUnder?.(path.join('.')) ?? false);
  const listId = fieldId(ctx.idPrefix, path);
  const addId = `${listId}-add`;
  const singular = t(`content.item.${name}`, { _: t('content.list.anyItem') });
  const addText = t(`content.add.${name}`, { _: t('content.list.add', { name: singular }) });
  const error = ctx.errorAt(path.join('.'));
  const firstOf = (i: number) => fieldId(ctx.idPrefix, firstFieldPath(itemSchema, [...path, i]));
  const legendOf = (i: number) => {
    const key = itemKey(value[i]);
    return t(key ? 'content.list.itemWithKey' : 'content.list.item', { name: singular, n: i + 1, total: value.length, key: key ?? '' });
  };
  const add = () => {
    setOpen(true);
    onChange([...value, emptyValue(itemSchema)]);
    focusLater(firstOf(value.length));
  };
  const remove = (i: number) => {
    onChange(removeItem(value, i));
    const next = focusAfterRemove(i, value.length - 1);
    focusLater(next === null ? addId : firstOf(next));
  };
  const move = (i: number, to: number) => {
    onChange(moveItem(value, i, to));
    // The same button on the moved row, or the other one when the row reached an end.
    const atEnd = to === 0 || to === value.length - 1;
    focusLater(`${fieldId(ctx.idPrefix, [...path, to])}-${(to < i) !== atEnd ? 'up' : 'down'}`);
  };
  return (
    <Box component="fieldset" id={listId} tabIndex={-1} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 0.5, sm: 1 }, m: 0, flex: '1 1 100%', minWidth: 0 }}>
      <legend>{`${ctx.label(name)}${minItems > 0 ? ' *' : ''}`}</legend>
      {minItems > 0 && <Typography variant="body2">{t('content.list.atLeast', { smart_count: minItems })}</Typography>}
      {error && (
        <Typography color="error" variant="body2" id={`${listId}-error`}>
          {error}
        </Typography>
      )}
      {value.length === 0 && <Typography variant="body2">{t('content.list.empty')}</Typography>}
      {ctx.owner && value.length > 0 && (
        <Button size="small" aria-expanded={shown} aria-controls={`${listId}-rows`} aria-label={`${t(shown ? 'content.list.hide' : 'content.list.show', { list: ctx.label(name), count: value.length })}: ${ctx.owner}`} onClick={() => setOpen(!shown)}>
          {t(shown ? 'content.list.hide' : 'content.list.show', { list: ctx.label(name), count: value.length })}
        </Button>
      )}
      <Box component="ol" id={`${listId}-rows`} hidden={!shown} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shown && value.map((item, i) => (
          <Box component="li" key={i} sx={{ my: 1 }}>
            <ListRow index={i} count={value.length} legend={legendOf(i)} item={item} itemSchema={itemSchema} path={[...path, i]} ctx={ctx} renderField={renderField}
              onChange={(v) => onChange(value.map((x, j) => (j === i ? v : x)))} onMove={(to) => move(i, to)} onRemove={() => remove(i)} />
          </Box>
        ))}
      </Box>
      <Button id={addId} variant="outlined" size="small" aria-label={ctx.owner ? `${addText}: ${ctx.owner}` : undefined} onClick={add}>
        {addText}
      </Button>
    </Box>
  );
}

interface ListRowProps {
  index: number;
  count: number;
  legend: string;
  item: unknown;
  itemSchema: JsonSchema;
  path: Path;
  ctx: FieldContext;
  renderField: (props: DataFieldProps) => ReactNode;
  onChange: (v: unknown) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One row: its fieldset and legend, its fields, its buttons. */
function ListRow({ index, count, legend, item, itemSchema, path, ctx, renderField, onChange, onMove, onRemove }: ListRowProps) {
  const t = ctx.translate;
  const s = plain(itemSchema);
  const rowId = fieldId(ctx.idPrefix, path);
  // A nested row names its owner too ("Release 3 of 12 (2026-03) · Statistic 2 of 7 (cpi)"): buttons stay told apart.
  const rowName = ctx.owner ? `${legend} · ${ctx.owner}` : legend;
  const rowCtx: FieldContext = { ...ctx, owner: rowName };
  const error = ctx.errorAt(path.join('.'));
  const obj = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
  const fields =
    s.type === 'object' && s.properties
      ? Object.entries(s.properties).map(([k, p]) => (
          <Fragment key={k}>{renderField({ name: k, schema: p, path: [...path, k], value: obj[k], onChange: (v) => onChange({ ...obj, [k]: v }), required: s.required?.includes(k) ?? false, ctx: rowCtx })}</Fragment>
        ))
      : renderField({ name: String(path.at(-2) ?? ''), schema: itemSchema, path, value: item, onChange, required: true, ctx: rowCtx, labelOverride: legend });
  const button = (action: 'up' | 'down' | 'remove', onClick: () => void, disabled = false) => (
    <Button id={`${rowId}-${action}`} size="small" color={action === 'remove' ? 'error' : 'primary'} disabled={disabled} aria-label={`${t(`content.list.${action}`)}: ${rowName}`} onClick={onClick}>
      {t(`content.list.${action}`)}
    </Button>
  );
  return (
    <Box component="fieldset" data-row="" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 0.5, sm: 1 }, m: 0, minWidth: 0 }}>
      <legend>{legend}</legend>
      {error && (
        <Typography color="error" variant="body2">
          {error}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, pt: 1 }}>{fields}</Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {button('up', () => onMove(index - 1), index === 0)}
        {button('down', () => onMove(index + 1), index === count - 1)}
        {button('remove', onRemove)}
      </Box>
    </Box>
  );
}
