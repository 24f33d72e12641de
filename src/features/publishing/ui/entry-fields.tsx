/**
 * The editor's fields beyond the texts (issue 33): the category by name, the slug, the
 * publication date, the dates the item is about (their meaning per module), the link,
 * pinning and order where the module has them, the module's data (a form generated
 * from its own schema, `SchemaForm`) and the files chosen from the media library.
 * What each module uses comes from `modules.ts`, the table the server checks with.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { staffApi } from '#src/features/staff/ui/api.ts';
import { LANGUAGES } from '#src/lib/i18n/languages.ts';
import type { CategoryChoice, EntryRecord } from '../contract.ts';
import { moduleSpec, type FileKind, type ModuleSpec } from '../modules.ts';
import type { MediaRecord } from '../media/contract.ts';
import { MediaPicker } from './MediaPicker.tsx';
import { SchemaForm, withDefaults } from './SchemaForm.tsx';

type Lang = (typeof LANGUAGES)[number];

export interface FileChoice {
  fileId: number;
  kind: FileKind;
  lang: Lang | null;
  name: string;
  url: string;
}

/** What the editor keeps of the shared fields while they are edited. */
export interface SharedFields {
  catId: number | null;
  slug: string;
  /** Macao local time, `YYYY-MM-DDTHH:mm`, or empty (the first publication's moment). */
  publishedAt: string;
  startsOn: string;
  endsOn: string;
  url: string;
  isTop: boolean;
  sortOrder: number;
  data: Record<string, unknown>;
  files: FileChoice[];
}

const MACAO_MS = 8 * 3_600_000;
export const toMacaoLocal = (iso: string | null) => (iso ? new Date(new Date(iso).getTime() + MACAO_MS).toISOString().slice(0, 16) : '');
export const fromMacaoLocal = (local: string) => (local ? new Date(`${local}:00+08:00`).toISOString() : null);

export function sharedOf(record: EntryRecord): SharedFields {
  return {
    catId: record.catId,
    slug: record.slug ?? '',
    publishedAt: toMacaoLocal(record.datePublished),
    startsOn: record.startsOn ?? '',
    endsOn: record.endsOn ?? '',
    url: record.url ?? '',
    isTop: record.isTop,
    sortOrder: record.sortOrder,
    data: record.data,
    files: record.files.map((f) => ({ fileId: f.fileId, kind: f.kind, lang: f.lang, name: f.name, url: f.url })),
  };
}

/** What a save sends: the shared fields as the call takes them, and the module data with its defaults (each language's too). */
export function saveBody(version: number, shared: SharedFields, texts: Partial<Record<Lang, { title: string; summary: string | null; content: string | null; data?: Record<string, unknown> }>>, spec: ModuleSpec) {
  return {
    version,
    catId: shared.catId,
    slug: shared.slug || null,
    publishedAt: fromMacaoLocal(shared.publishedAt),
    startsOn: shared.startsOn || null,
    endsOn: shared.endsOn || null,
    isTop: shared.isTop,
    url: shared.url || null,
    sortOrder: shared.sortOrder,
    data: withDefaults(spec.data, shared.data),
    files: shared.files.map((f) => ({ fileId: f.fileId, kind: f.kind, lang: f.lang })),
    texts: Object.fromEntries(Object.entries(texts).map(([l, t]) => [l, spec.textData ? { ...t, data: withDefaults(spec.textData, t.data ?? {}) } : t])),
  };
}

/** The category picker: a module's categories by name (in the screen's language, else the first title), as a tree. */
export function CategoryPicker({ module, value, onChange, id }: { module: string; value: number | null; onChange: (id: number | null) => void; id: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [choices, setChoices] = useState<CategoryChoice[]>([]);
  useEffect(() => {
    let live = true;
    if (!moduleSpec(module).categories) return;
    staffApi<{ data: CategoryChoice[] }>('entries/categories', { query: { module } }).then(
      (answer) => live && setChoices(answer.data),
      () => live && setChoices([]),
    );
    return () => {
      live = false;
    };
  }, [module]);
  if (!moduleSpec(module).categories) return null;
  const name = (c: CategoryChoice) => c.titles[locale as Lang] ?? c.titles['zh-hant'] ?? c.titles.en ?? c.slug;
  return (
    <TextField id={id} select size="small" label={translate('content.edit.category')} value={value ?? ''} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))} sx={{ minWidth: '16rem', flex: '1 1 16rem' }}>
      <MenuItem value="">{translate('content.data.none')}</MenuItem>
      {choices.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {`${'— '.repeat(c.depth)}${name(c)}`}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The shared fields, the module's data and the files of one item. */
export function EntryFieldsPanel({ module, value, onChange, errors }: { module: string; value: SharedFields; onChange: (v: SharedFields) => void; errors: Map<string, string> }) {
  const translate = useTranslate();
  const spec = moduleSpec(module);
  const set = <K extends keyof SharedFields>(key: K, v: SharedFields[K]) => onChange({ ...value, [key]: v });
  const err = (field: string) => ({ error: errors.has(field), helperText: errors.get(field) });
  const dataErrors = new Map([...errors].filter(([k]) => k.startsWith('data.')).map(([k, v]) => [k.slice(5), v]));
  return (
    <Box component="section" aria-labelledby="entry-fields-title" sx={{ mb: 2 }}>
      <Typography component="h2" variant="h6" id="entry-fields-title">
        {translate('content.field.title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, my: 1 }}>
        <CategoryPicker id="entry-category" module={module} value={value.catId} onChange={(v) => set('catId', v)} />
        <TextField id="entry-slug" size="small" label={`${translate('content.field.slug')}${spec.slugRequired ? ' *' : ''}`} value={value.slug} onChange={(e) => set('slug', e.target.value.trim())} {...err('slug')} sx={{ flex: '1 1 14rem' }} />
        <TextField
          id="entry-published-at"
          size="small"
          type="datetime-local"
          label={translate('content.field.publishedAt')}
          value={value.publishedAt}
          onChange={(e) => set('publishedAt', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          {...err('publishedAt')}
          sx={{ flex: '1 1 14rem' }}
        />
        {spec.dates !== 'none' && (
          <>
            <TextField id="entry-starts-on" size="small" type="date" label={translate(`content.field.startsOn.${spec.dates}`)} value={value.startsOn} onChange={(e) => set('startsOn', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} {...err('startsOn')} sx={{ flex: '1 1 12rem' }} />
            <TextField id="entry-ends-on" size="small" type="date" label={translate(`content.field.endsOn.${spec.dates}`)} value={value.endsOn} onChange={(e) => set('endsOn', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} {...err('endsOn')} sx={{ flex: '1 1 12rem' }} />
          </>
        )}
        {spec.url && <TextField id="entry-url" size="small" label={translate('content.field.url')} value={value.url} onChange={(e) => set('url', e.target.value.trim())} {...err('url')} sx={{ flex: '2 1 20rem' }} />}
        {spec.sortOrder && <TextField id="entry-sort-order" size="small" type="number" label={translate('content.field.sortOrder')} value={value.sortOrder} onChange={(e) => set('sortOrder', Number(e.target.value) || 0)} sx={{ flex: '0 1 10rem' }} />}
        {spec.isTop && <FormControlLabel control={<Checkbox id="entry-is-top" checked={value.isTop} onChange={(e) => set('isTop', e.target.checked)} />} label={translate('content.field.isTop')} />}
      </Box>
      <SchemaForm schema={spec.data} value={value.data} onChange={(v) => set('data', v)} idPrefix="data" serverErrors={dataErrors} shapes={spec.shapes} />
      {spec.files.length > 0 && <FilesField module={module} value={value} onChange={onChange} />}
    </Box>
  );
}

function FilesField({ module, value, onChange }: { module: string; value: SharedFields; onChange: (v: SharedFields) => void }) {
  const translate = useTranslate();
  const spec = moduleSpec(module);
  const [picking, setPicking] = useState(false);
  const files = value.files;
  const put = (next: FileChoice[]) => onChange({ ...value, files: next });
  const onlyImages = spec.files.every((k) => k === 'image' || k === 'poster');
  const choose = (m: MediaRecord) => {
    const kind: FileKind = m.kind === 'image' && spec.files.includes('image') ? 'image' : (spec.files[0] ?? 'attachment');
    const next = { ...value, files: [...files, { fileId: m.fileId, kind, lang: null, name: m.name, url: m.url }] };
    // A banner's image gives the banner its size.
    if (module === 'banner' && m.width && m.height) next.data = { ...value.data, imageWidth: m.width, imageHeight: m.height };
    onChange(next);
    setPicking(false);
  };
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
      <legend>{translate('content.field.files')}</legend>
      {files.length === 0 && <Typography>{translate('content.field.noFiles')}</Typography>}
      <Box component="ol" sx={{ pl: 2, m: 0 }}>
        {files.map((f, i) => (
          <Box component="li" key={`${String(f.fileId)}-${String(i)}`} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 1 }}>
            <a href={f.url} target="_blank" rel="noopener">
              {f.name}
            </a>
            <TextField id={`file-${String(i)}-kind`} select size="small" label={translate('content.field.fileKind', { name: f.name })} value={f.kind} onChange={(e) => put(files.map((x, j) => (j === i ? { ...x, kind: e.target.value as FileKind } : x)))}>
              {spec.files.map((k) => (
                <MenuItem key={k} value={k}>
                  {translate(`content.fileKind.${k}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField id={`file-${String(i)}-lang`} select size="small" label={translate('content.field.fileLang', { name: f.name })} value={f.lang ?? ''} onChange={(e) => put(files.map((x, j) => (j === i ? { ...x, lang: e.target.value === '' ? null : (e.target.value as Lang) } : x)))}>
              <MenuItem value="">{translate('content.field.allLanguages')}</MenuItem>
              {LANGUAGES.map((l) => (
                <MenuItem key={l} value={l}>
                  {translate(`content.lang.${l}`)}
                </MenuItem>
              ))}
            </TextField>
            <Button size="small" disabled={i === 0} onClick={() => put(files.map((x, j) => (j === i - 1 ? files[i] : j === i ? files[i - 1] : x)) as FileChoice[])}>
              {translate('content.field.up', { name: f.name })}
            </Button>
            <Button size="small" color="error" onClick={() => put(files.filter((_x, j) => j !== i))}>
              {translate('content.field.remove', { name: f.name })}
            </Button>
          </Box>
        ))}
      </Box>
      {picking ? (
        <MediaPicker kind={onlyImages ? 'image' : undefined} onChoose={choose} onCancel={() => setPicking(false)} />
      ) : (
        <Button variant="outlined" onClick={() => setPicking(true)}>
          {translate(onlyImages ? 'content.field.addImage' : 'content.field.addFile')}
        </Button>
      )}
    </Box>
  );
}
