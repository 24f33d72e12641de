/**
 * The publishing screens (issue 33): the list of content items with their state per
 * language (and the translations view: what lacks zh-hans, en or pt), one editor per
 * item with the four languages side by side in tabs, review and publication, and the
 * history with the difference of two versions and restore.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  Create,
  Datagrid,
  EditButton,
  FunctionField,
  List,
  SelectInput,
  SimpleForm,
  TextField as RaTextField,
  TextInput,
  required,
  useLocaleState,
  usePermissions,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

const useFormContextSafe = () => useFormContext<Record<string, unknown>>();
import { ScreenCard } from '#src/features/staff/ui/ScreenCard.tsx';
import { LIST_SX, StaffDateField } from '#src/features/staff/ui/list-parts.tsx';
import { allows } from '#src/features/staff/permissions.ts';
import { LANGUAGES } from '#src/lib/i18n/languages.ts';
import { CONTENT_PERMISSIONS } from '../permissions.ts';
import { EDITABLE_MODULES, type EntryRecord, type SimplifiedDraft } from '../contract.ts';
import { contentFaults, type ContentFault } from '#src/lib/content-faults.ts';
import { contentApi, type ContentAnswer } from './api.ts';
import { ChangesTable, VersionHistory, type Change, type HistoryAnswer, type VersionRow } from '#src/features/staff/ui/version-history.tsx';
import { RichTextEditor } from './RichTextEditor.tsx';
import { CategoryPicker, EntryFieldsPanel, saveBody, sharedOf, type SharedFields } from './entry-fields.tsx';
import { SchemaForm } from './SchemaForm.tsx';
import { EntryErrorSummary } from './EntryErrorSummary.tsx';
import { clientErrors } from './entry-errors.ts';
import { moduleSpec } from '../modules.ts';

type Lang = (typeof LANGUAGES)[number];
type Texts = Partial<Record<Lang, { title: string; summary: string | null; content: string | null; data?: Record<string, unknown> }>>;

function useChoices() {
  const translate = useTranslate();
  return {
    modules: EDITABLE_MODULES.map((m) => ({ id: m, name: translate(`content.module.${m}`) })),
    states: ['draft', 'submitted', 'scheduled', 'published', 'unpublished', 'archived'].map((s) => ({ id: s, name: translate(`content.state.${s}`) })),
    missing: (['zh-hans', 'en', 'pt'] as const).map((l) => ({ id: l, name: translate(`content.lang.${l}`) })),
  };
}

function StatesField({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const states = record.states as Partial<Record<Lang, string>>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: '1rem' }}>
      {LANGUAGES.map((l) => (
        <li key={l}>
          {translate(`content.lang.${l}`)}: {translate(`content.state.${states[l] ?? 'none'}`)}
        </li>
      ))}
    </ul>
  );
}

export function EntryList() {
  const choices = useChoices();
  const filters = [
    <SelectInput key="module" source="module" choices={choices.modules} alwaysOn />,
    <SelectInput key="state" source="state" choices={choices.states} alwaysOn />,
    <SelectInput key="missing" source="missing" label="content.filter.missing" choices={choices.missing} alwaysOn />,
    <TextInput key="q" source="q" alwaysOn />,
  ];
  return (
    <List sx={LIST_SX} filters={filters} sort={{ field: 'updatedAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <RaTextField source="id" />
        <RaTextField source="title" sortable={false} />
        <FunctionField source="module" sortable={false} render={(r: RaRecord) => <ModuleName module={String(r.module)} />} />
        <RaTextField source="version" sortable={false} />
        <FunctionField source="states" sortable={false} render={(r: RaRecord) => <StatesField record={r} />} />
        <StaffDateField source="updatedAt" />
        <EditButton />
      </Datagrid>
    </List>
  );
}

function ModuleName({ module }: { module: string }) {
  return <>{useTranslate()(`content.module.${module}`)}</>;
}

export function EntryCreate() {
  const choices = useChoices();
  const translate = useTranslate();
  return (
    <Create
      redirect="edit"
      transform={(data: Record<string, unknown>) => ({ module: data.module, catId: data.catId ?? null, slug: data.slug ?? null, texts: { 'zh-hant': { title: data.title, summary: null, content: null } } })}
    >
      <SimpleForm>
        <SelectInput source="module" choices={choices.modules} validate={required()} />
        <CreateCategory />
        <TextInput source="slug" label={translate('content.field.slug')} />
        <TextInput source="title" label={`${translate('content.edit.title')} (${translate('content.lang.zh-hant')})`} validate={required()} fullWidth />
      </SimpleForm>
    </Create>
  );
}

/** The category of a new item, by name, among its module's. */
function CreateCategory() {
  const module = useWatch({ name: 'module' }) as string | undefined;
  const catId = useWatch({ name: 'catId' }) as number | null | undefined;
  const { setValue } = useFormContextSafe();
  if (!module) return null;
  return (
    <Box sx={{ mb: 2, width: '100%' }}>
      <CategoryPicker id="new-entry-category" module={module} value={catId ?? null} onChange={(v) => setValue('catId', v, { shouldDirty: true })} />
    </Box>
  );
}

function faultsOf(html: string | null | undefined): ContentFault[] {
  if (!html) return [];
  return contentFaults(new DOMParser().parseFromString(html, 'text/html').body);
}

/** The editor of one item: the four languages in tabs, save, the checks, submit, preview, and review for publishers. */
export function EntryEdit() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { permissions } = usePermissions<string[]>();
  const [record, setRecord] = useState<EntryRecord | null>(null);
  const [texts, setTexts] = useState<Texts>({});
  const [shared, setShared] = useState<SharedFields | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Map<string, string>>(new Map());
  const [tab, setTab] = useState<Lang>('zh-hant');
  const [message, setMessage] = useState<{ severity: 'success' | 'error' | 'info'; text: string } | null>(null);
  const [conflict, setConflict] = useState<Change[] | null>(null);
  const [chosen, setChosen] = useState<Lang[]>([]);

  const load = useCallback(async () => {
    const answer = await contentApi<EntryRecord>(`/${id}`, locale);
    if (answer.ok) {
      setRecord(answer.data);
      setTexts(answer.data.texts);
      setShared(sharedOf(answer.data));
      setConflict(null);
    } else setMessage({ severity: 'error', text: answer.message });
  }, [id, locale]);
  useEffect(() => {
    void load();
  }, [load]);

  const dirty = useMemo(() => record !== null && (JSON.stringify(record.texts) !== JSON.stringify(texts) || JSON.stringify(sharedOf(record)) !== JSON.stringify(shared)), [record, texts, shared]);
  if (!record || !shared) return message ? <Alert severity="error">{message.text}</Alert> : null;
  const spec = moduleSpec(record.module);

  const written = LANGUAGES.filter((l) => texts[l]);
  const stateOf = (l: Lang) => record.states.find((s) => s.lang === l)?.state;
  const canPublish = allows(permissions ?? [], CONTENT_PERMISSIONS['content.publish']);
  const setTextData = (l: Lang, data: Record<string, unknown>) => setTexts((t) => ({ ...t, [l]: { title: '', summary: null, content: null, ...t[l], data } }));
  const setText = (l: Lang, field: 'title' | 'summary' | 'content', value: string) =>
    setTexts((t) => ({ ...t, [l]: { title: '', summary: null, content: null, ...t[l], [field]: value === '' && field !== 'title' ? null : value } }));

  const act: Act = async <T,>(path: string, body: unknown, done: (data: T) => string) => {
    setMessage(null);
    setFieldErrors(new Map());
    const answer = await contentApi<T>(path, locale, body);
    if (answer.ok) {
      setMessage({ severity: 'success', text: done(answer.data) });
      return answer.data;
    }
    if (answer.status === 409 && (answer.data as { changes?: Change[] } | null)?.changes) setConflict((answer.data as { changes: Change[] }).changes);
    // Field errors go to the summary, each linked to its field; any other refusal is said as it is.
    setFieldErrors(new Map(answer.errors.map((e) => [e.field, e.message])));
    if (!answer.errors.length) setMessage({ severity: 'error', text: answer.message });
    return undefined;
  };

  const save = async () => {
    const body = saveBody(record.version, shared, texts, spec);
    // The same schemas as the server's, first: what is wrong is summarised without a call.
    const local = clientErrors(spec, body.data, body.texts);
    setFieldErrors(local);
    if (local.size) return setMessage(null);
    const data = await act<EntryRecord>(`/${id}`, body, (r) =>
      translate(r.version === record.version ? 'content.edit.unchanged' : 'content.edit.saved', { version: r.version }),
    );
    if (data) {
      setRecord(data);
      setTexts(data.texts);
      setShared(sharedOf(data));
    }
  };
  const simplified = async () => {
    const data = await act<SimplifiedDraft>('/simplified', { text: texts['zh-hant'] }, () => translate('content.edit.simplifiedDone'));
    if (data) {
      setTexts((t) => ({ ...t, 'zh-hans': { ...data, title: data.title ?? '' } }));
      setTab('zh-hans');
    }
  };
  const afterAction = (data: EntryRecord | undefined) => {
    if (data) setRecord(data);
  };
  const languages = chosen.length ? chosen : written;

  return (
    <ScreenCard title={`${record.title || translate('resources.entries.name', { smart_count: 1 })} · ${translate('content.edit.version', { version: record.version })}`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Button component={RouterLink} to={`/entries/${id}/history`}>{translate('content.edit.history')}</Button>
        <PreviewButtons id={id} version={record.version} languages={written} onError={(text) => setMessage({ severity: 'error', text })} />
      </Box>
      {message && (
        <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
          {message.text}
        </Alert>
      )}
      <EntryErrorSummary errors={fieldErrors} onShowLanguage={setTab} />
      {conflict && (
        <Box sx={{ mb: 2 }}>
          <Typography>{translate('content.edit.conflict')}</Typography>
          <ChangesTable changes={conflict} />
          <Button onClick={() => void load()}>{translate('content.edit.reload')}</Button>
        </Box>
      )}
      <EntryFieldsPanel module={record.module} value={shared} onChange={setShared} errors={fieldErrors} />
      <Tabs value={tab} onChange={(_e, v: Lang) => setTab(v)} variant="scrollable" aria-label={translate('content.edit.languages')}>
        {LANGUAGES.map((l) => (
          <Tab key={l} value={l} id={`tab-${l}`} aria-controls={`panel-${l}`} label={`${translate(`content.lang.${l}`)} · ${translate(`content.state.${stateOf(l) ?? (texts[l] ? 'draft' : 'none')}`)}`} />
        ))}
      </Tabs>
      {LANGUAGES.map((l) => (
        <Box key={l} role="tabpanel" id={`panel-${l}`} aria-labelledby={`tab-${l}`} hidden={tab !== l} sx={{ pt: 2 }}>
          {tab === l && (
            <LanguagePanel lang={l} texts={texts} data={shared.data} spec={spec} fieldErrors={fieldErrors} setText={setText} setTextData={setTextData} onSimplified={() => void simplified()} />
          )}
        </Box>
      ))}
      <FaultList texts={texts} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 2 }}>
        <Button variant="contained" onClick={() => void save()}>
          {translate('content.edit.save')}
        </Button>
        <Button
          variant="outlined"
          onClick={async () => {
            if (dirty) return setMessage({ severity: 'info', text: translate('content.edit.saveFirst') });
            afterAction(await act<EntryRecord>(`/${id}/submit`, { version: record.version, languages }, () => translate('content.edit.submitted')));
          }}
        >
          {translate('content.edit.submit')}
        </Button>
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
        <legend>{translate('content.publish.languages')}</legend>
        {written.map((l) => (
          <FormControlLabel
            key={l}
            control={<Checkbox checked={chosen.includes(l)} onChange={(e) => setChosen((c) => (e.target.checked ? [...c, l] : c.filter((x) => x !== l)))} />}
            label={translate(`content.lang.${l}`)}
          />
        ))}
      </Box>
      {canPublish && <PublishPanel id={id} languages={languages} act={act} onDone={afterAction} />}
      {canPublish && <ArchivePanel id={id} act={act} onDone={afterAction} />}
    </ScreenCard>
  );
}

/** One language's texts in the editor: title, summary, the module's per-language data, rich text (or the button that starts the language). */
function LanguagePanel({ lang, texts, data, spec, fieldErrors, setText, setTextData, onSimplified }: {
  lang: Lang;
  texts: Texts;
  /** The item's shared data, where the names of the statistics take their keys from. */
  data: Record<string, unknown>;
  spec: ReturnType<typeof moduleSpec>;
  fieldErrors: Map<string, string>;
  setText: (l: Lang, field: 'title' | 'summary' | 'content', value: string) => void;
  setTextData: (l: Lang, data: Record<string, unknown>) => void;
  onSimplified: () => void;
}) {
  const translate = useTranslate();
  return texts[lang] ? (
    <>
      <TextField id={`texts.${lang}.title`} label={translate('content.edit.title')} value={texts[lang]?.title ?? ''} onChange={(e) => setText(lang, 'title', e.target.value)} fullWidth required sx={{ mb: 2 }} slotProps={{ htmlInput: { lang } }} />
      <TextField id={`texts.${lang}.summary`} label={translate('content.edit.summary')} value={texts[lang]?.summary ?? ''} onChange={(e) => setText(lang, 'summary', e.target.value)} fullWidth multiline minRows={2} sx={{ mb: 2 }} slotProps={{ htmlInput: { lang } }} />
      {spec.textData && (
        <SchemaForm
          schema={spec.textData}
          value={texts[lang]?.data ?? {}}
          onChange={(v) => setTextData(lang, v)}
          idPrefix={`texts.${lang}.data`}
          lang={lang}
          keySource={data}
          recordKeys={spec.recordKeys}
          serverErrors={new Map([...fieldErrors].filter(([k]) => k.startsWith(`texts.${lang}.data.`)).map(([k, v]) => [k.slice(`texts.${lang}.data.`.length), v]))}
        />
      )}
      <RichTextEditor label={translate('content.edit.content')} lang={lang} value={texts[lang]?.content ?? ''} onChange={(html) => setText(lang, 'content', html)} />
      {lang === 'zh-hans' && <Button onClick={onSimplified}>{translate('content.edit.simplified')}</Button>}
    </>
  ) : (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button variant="outlined" onClick={() => setText(lang, 'title', '')}>
        {translate('content.edit.addLanguage')}
      </Button>
      {lang === 'zh-hans' && texts['zh-hant'] && <Button onClick={onSimplified}>{translate('content.edit.simplified')}</Button>}
    </Box>
  );
}

/** Archiving, for publishers: the item leaves the site and the lists, after a confirmation. */
function ArchivePanel({ id, act, onDone }: { id: string; act: Act; onDone: (data: EntryRecord | undefined) => void }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="archive-title" sx={{ borderTop: 1, borderColor: 'divider', pt: 2, mt: 2 }}>
      <Typography component="h2" variant="h6" id="archive-title">
        {translate('content.archive.title')}
      </Typography>
      <Typography sx={{ my: 1 }}>{translate('content.archive.help')}</Typography>
      <Button
        variant="outlined"
        color="error"
        onClick={async () => {
          if (!window.confirm(translate('content.archive.confirm'))) return;
          onDone(await act<EntryRecord>(`/${id}/archive`, {}, () => translate('content.archive.done')));
        }}
      >
        {translate('content.archive.button')}
      </Button>
    </Box>
  );
}

/** The content checks of every written language, before submitting (rules.ts). */
function FaultList({ texts }: { texts: Texts }) {
  const translate = useTranslate();
  const faults = LANGUAGES.flatMap((l) => faultsOf(texts[l]?.content).map((f) => ({ ...f, lang: l })));
  if (!faults.length) return null;
  return (
    <Alert severity="warning" sx={{ my: 2 }}>
      <Typography>{translate('content.edit.faults')}</Typography>
      <ul>
        {faults.map((f, i) => (
          <li key={i}>
            {translate(`content.lang.${f.lang}`)}: {translate(`content.fault.${f.rule}`, { detail: f.detail })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

type Act = <T>(path: string, body: unknown, done: (data: T) => string) => Promise<T | undefined>;

/** One preview button per written language: a link with a ticket for this version, opened in a new window. */
function PreviewButtons({ id, version, languages, onError }: { id: string; version: number; languages: Lang[]; onError: (text: string) => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <>
      {languages.map((l) => (
        <Button
          key={l}
          variant="outlined"
          onClick={async () => {
            const answer = await contentApi<{ url: string }>(`/${id}/preview`, locale, { lang: l, version });
            if (answer.ok) window.open(answer.data.url, '_blank', 'noopener');
            else onError(answer.message);
          }}
        >
          {translate('content.edit.preview', { lang: translate(`content.lang.${l}`) })}
        </Button>
      ))}
    </>
  );
}

/** Review and publication, for publishers: approve now or at a minute, unpublish, return to the author with a note. */
function PublishPanel({ id, languages, act, onDone }: { id: string; languages: Lang[]; act: Act; onDone: (data: EntryRecord | undefined) => void }) {
  const translate = useTranslate();
  const [at, setAt] = useState('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  return (
    <Box component="section" aria-labelledby="publish-title" sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <Typography component="h2" variant="h6" id="publish-title">
        {translate('content.publish.title')}
      </Typography>
      <TextField type="datetime-local" label={translate('content.publish.at')} value={at} onChange={(e) => setAt(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} sx={{ my: 1, mr: 1 }} />
      <TextField label={translate('content.publish.reason')} value={reason} onChange={(e) => setReason(e.target.value)} fullWidth multiline sx={{ my: 1 }} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }}>
        <Button
          variant="contained"
          onClick={async () =>
            onDone(await act<EntryRecord>(`/${id}/publish`, { languages, at: at ? new Date(`${at}:00+08:00`).toISOString() : null, reason: reason || null }, () => translate('content.publish.done')))
          }
        >
          {translate('content.publish.approve')}
        </Button>
        <Button variant="outlined" color="error" onClick={async () => onDone(await act<EntryRecord>(`/${id}/unpublish`, { languages }, () => translate('content.publish.done')))}>
          {translate('content.publish.unpublish')}
        </Button>
      </Box>
      <TextField label={translate('content.publish.note')} value={note} onChange={(e) => setNote(e.target.value)} fullWidth multiline sx={{ my: 1 }} />
      <Button variant="outlined" onClick={async () => onDone(await act<EntryRecord>(`/${id}/return`, { languages, note }, () => translate('content.publish.done')))}>
        {translate('content.publish.return')}
      </Button>
    </Box>
  );
}

function historyAnswer<T, U = T>(answer: ContentAnswer<T>, pick: (data: T) => U = (d) => d as unknown as U): HistoryAnswer<U> {
  return answer.ok ? { ok: true, data: pick(answer.data) } : { ok: false, message: answer.message };
}

/** The history of an item: its versions, the difference of any two, and restore (a new version). */
export function EntryHistory() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { permissions } = usePermissions<string[]>();
  const versions = useCallback(async () => historyAnswer(await contentApi<{ data: VersionRow[] }>(`/${id}/versions`, locale)), [id, locale]);
  const diff = useCallback(async (from: number, to: number) => historyAnswer(await contentApi<{ changes: Change[] }>(`/${id}/diff?from=${String(from)}&to=${String(to)}`, locale)), [id, locale]);
  const restore = useCallback(async (from: number, newest: number) => historyAnswer(await contentApi<EntryRecord>(`/${id}/restore`, locale, { from, version: newest }), (r) => r.version), [id, locale]);
  return (
    <VersionHistory title={translate('content.history.title', { id })} canEdit={allows(permissions ?? [], CONTENT_PERMISSIONS['content.edit'])} versions={versions} diff={diff} restore={restore} />
  );
}
