/**
 * A menu page's texts in the back office (issue 33; decision 0036): the four languages in
 * tabs, each with its own review state (title, description for search engines, the body
 * in the publishing editor's rich text), the content checks a visitor would meet, save
 * (a new version), submit languages for review, a preview of each written language in
 * the page's real template, the versions with their differences and restore, and for
 * publishers approval now or at a Macao minute (a reason when it is their own text),
 * withdrawal now or at a minute, and return to the author. The notices' screen acts on
 * its languages with the same parts (`languagesFor`, `LanguageSchedules`, `LanguagePublishPanel`).
 */
import { useCallback, useEffect, useState } from 'react';
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
import { useCanAccess, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { LANGUAGES } from '#src/lib/i18n/languages.ts';
import type { MenuItemRecord, PageStateView } from '#src/features/site/contract.ts';
import { contentFaults } from '#src/lib/content-faults.ts';
import { RichTextField } from '#src/features/staff/ui/rich-text-slot.tsx';
import { VersionHistory, type Change, type HistoryAnswer, type VersionRow } from '#src/features/staff/ui/version-history.tsx';
import { attempt, Message, type Lang, type Notice } from './staff-common.tsx';
type Texts = MenuItemRecord['texts'];

function Faults({ texts }: { texts: Texts }) {
  const translate = useTranslate();
  const faults = LANGUAGES.flatMap((l) => {
    const html = texts[l]?.content;
    return html ? contentFaults(new DOMParser().parseFromString(html, 'text/html').body).map((f) => ({ ...f, lang: l })) : [];
  });
  if (!faults.length) return null;
  return (
    <Alert severity="warning" sx={{ my: 2 }}>
      <Typography>{translate('content.edit.faults')}</Typography>
      <ul>
        {faults.map((f, i) => (
          <li key={i}>
            {translate(`staff.lang.${f.lang}`)}: {translate(`content.fault.${f.rule}`, { detail: f.detail })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

type Run = (path: string, body: unknown, done: string) => Promise<MenuItemRecord | undefined>;

/** The languages an action applies to: the ones ticked, else those in a state it acts on. */
export function languagesFor(chosen: Lang[], states: PageStateView[], written: Lang[], action: 'submit' | 'publish' | 'return' | 'unpublish'): Lang[] {
  if (chosen.length) return chosen;
  const inState = (...wanted: string[]) => states.filter((s) => wanted.includes(s.state)).map((s) => s.lang);
  if (action === 'submit') return written;
  if (action === 'publish') return inState('submitted');
  if (action === 'return') return inState('submitted', 'scheduled');
  return inState('published', 'scheduled');
}

const macaoMinute = (iso: string) => new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

export function PageTextsPanel() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const record = useRecordContext<MenuItemRecord>();
  const { canAccess: canEdit } = useCanAccess({ resource: 'menu-items', action: 'create' });
  const [texts, setTexts] = useState<Texts>({});
  const [tab, setTab] = useState<Lang>('zh-hant');
  const [notice, setNotice] = useState<Notice>(null);
  const [chosen, setChosen] = useState<Lang[]>([]);
  // Dirtiness is the form's own: set by an edit, cleared by a save or a fresh record. Comparing
  // HTML would see Tiptap's normalised markup as a change right after a save.
  const [dirty, setDirty] = useState(false);
  /** The newest version known here: the save's answer, before the refreshed record arrives. */
  const [saved, setSaved] = useState<number | null>(null);
  const recordTexts = JSON.stringify(record?.texts ?? {});
  useEffect(() => setSaved(null), [record?.id]);
  useEffect(() => {
    setTexts(JSON.parse(recordTexts) as Texts);
    setDirty(false);
  }, [recordTexts]);
  if (!record?.hasPage || record.pageVersion === null) return null;
  const id = String(record.id);
  const version = Math.max(saved ?? 0, record.pageVersion);
  const written = LANGUAGES.filter((l) => texts[l]);
  const stateOf = (l: Lang) => record.states.find((s) => s.lang === l)?.state ?? (texts[l] ? 'draft' : 'none');
  const edit = (change: (t: Texts) => Texts) => {
    setDirty(true);
    setTexts(change);
  };
  const setText = (l: Lang, field: 'title' | 'content' | 'metaDesc', value: string) =>
    edit((t) => ({ ...t, [l]: { title: '', content: null, metaDesc: null, ...t[l], [field]: value === '' && field !== 'title' ? null : value } }));
  const run: Run = async (path, body, done) => {
    const answer = await attempt<MenuItemRecord>(`menu-items/${id}/${path}`, body);
    setNotice(answer.ok ? { severity: 'success', text: translate(done, { version: answer.data.pageVersion ?? 0 }) } : { severity: 'error', text: answer.message });
    if (!answer.ok) return undefined;
    if (path === 'page') {
      setDirty(false);
      setSaved(answer.data.pageVersion);
    }
    refresh();
    return answer.data;
  };
  const act = (action: 'publish' | 'return' | 'unpublish', body: Record<string, unknown>) => run(action, { ...body, languages: languagesFor(chosen, record.states, written, action) }, 'staff.review.done');
  return (
    <Box component="section" aria-labelledby="page-texts-title" sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography component="h2" variant="h6" id="page-texts-title">
        {translate('staff.page.title')}
      </Typography>
      <Typography variant="body2">{translate('staff.page.newest', { version })}</Typography>
      <LanguageSchedules states={record.states} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }}>
        <Button component={RouterLink} to={`/menu-items/${id}/history`}>
          {translate('staff.page.historyLink')}
        </Button>
        <PagePreviewButtons id={id} version={version} languages={written} onError={(text) => setNotice({ severity: 'error', text })} />
      </Box>
      <Tabs value={tab} onChange={(_e, v: Lang) => setTab(v)} variant="scrollable" aria-label={translate('staff.page.languages')}>
        {LANGUAGES.map((l) => (
          <Tab key={l} value={l} id={`page-tab-${l}`} aria-controls={`page-panel-${l}`} label={`${translate(`staff.lang.${l}`)} · ${translate(`content.state.${stateOf(l)}`)}`} />
        ))}
      </Tabs>
      {LANGUAGES.map((l) => (
        <Box key={l} role="tabpanel" id={`page-panel-${l}`} aria-labelledby={`page-tab-${l}`} hidden={tab !== l} sx={{ pt: 2 }}>
          {tab === l && l === 'zh-hans' && canEdit === true && texts['zh-hant'] && (
            <SimplifiedDraftButton
              from={texts['zh-hant']}
              onDraft={(draft) => {
                edit((t) => ({ ...t, 'zh-hans': draft }));
                setNotice({ severity: 'info', text: translate('content.edit.simplifiedDone') });
              }}
              onError={(text) => setNotice({ severity: 'error', text })}
            />
          )}
          {tab === l &&
            (texts[l] ? (
              <>
                <TextField label={translate('staff.page.pageTitle')} value={texts[l]?.title ?? ''} onChange={(e) => setText(l, 'title', e.target.value)} fullWidth required sx={{ mb: 2 }} disabled={canEdit !== true} slotProps={{ htmlInput: { lang: l } }} />
                <TextField label={translate('staff.page.metaDesc')} value={texts[l]?.metaDesc ?? ''} onChange={(e) => setText(l, 'metaDesc', e.target.value)} fullWidth multiline sx={{ mb: 2 }} disabled={canEdit !== true} slotProps={{ htmlInput: { lang: l } }} />
                <RichTextField label={translate('staff.page.body')} lang={l} value={texts[l]?.content ?? ''} onChange={(html) => setText(l, 'content', html)} />
                {canEdit === true && <Button onClick={() => edit(({ [l]: _gone, ...rest }) => rest)}>{translate('staff.page.removeLanguage')}</Button>}
              </>
            ) : (
              canEdit === true && (
                <Button variant="outlined" onClick={() => setText(l, 'title', record.titles[l] ?? '')}>
                  {translate('staff.page.addLanguage')}
                </Button>
              )
            ))}
        </Box>
      ))}
      <Faults texts={texts} />
      <Message notice={notice} />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, my: 1 }}>
        <legend>{translate('content.publish.languages')}</legend>
        {written.map((l) => (
          <FormControlLabel key={l} control={<Checkbox checked={chosen.includes(l)} onChange={(e) => setChosen((c) => (e.target.checked ? [...c, l] : c.filter((x) => x !== l)))} />} label={translate(`staff.lang.${l}`)} />
        ))}
      </Box>
      {canEdit === true && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 2 }}>
          <Button variant="contained" onClick={() => void run('page', { version, texts }, 'staff.page.saved')}>
            {translate('staff.page.save')}
          </Button>
          <Button
            variant="outlined"
            onClick={() => (dirty ? setNotice({ severity: 'info', text: translate('staff.page.saveFirst') }) : void run('submit', { version, languages: languagesFor(chosen, record.states, written, 'submit') }, 'staff.review.submitted'))}
          >
            {translate('staff.review.submit')}
          </Button>
        </Box>
      )}
      <LanguagePublishPanel states={record.states} act={act} />
    </Box>
  );
}

type PageText = NonNullable<Texts[Lang]>;

/**
 * The zh-hans draft made from the zh-hant texts with OpenCC (the entries' conversion call,
 * which converts whichever texts it is given; nothing is saved): the editor reads it
 * through, edits and saves it as any text. The description goes as the call's summary.
 */
function SimplifiedDraftButton({ from, onDraft, onError }: { from: PageText; onDraft: (draft: PageText) => void; onError: (text: string) => void }) {
  const translate = useTranslate();
  const convert = async () => {
    type Draft = { title: string | null; summary: string | null; content: string | null };
    const answer = await attempt<Draft>('entries/simplified', { text: { title: from.title, summary: from.metaDesc, content: from.content } });
    if (!answer.ok) return onError(answer.message);
    onDraft({ title: answer.data.title ?? '', content: answer.data.content, metaDesc: answer.data.summary });
  };
  return (
    <Button variant="outlined" onClick={() => void convert()} sx={{ mb: 2 }}>
      {translate('content.edit.simplified')}
    </Button>
  );
}

/** What is scheduled: a language going out or coming off at a Macao minute. */
export function LanguageSchedules({ states }: { states: PageStateView[] }) {
  const translate = useTranslate();
  const lines = states.flatMap((s) => [
    ...(s.state === 'scheduled' && s.publishAt ? [translate('staff.page.scheduled', { lang: translate(`staff.lang.${s.lang}`), at: macaoMinute(s.publishAt) })] : []),
    ...(s.state === 'published' && s.unpublishAt ? [translate('staff.page.leaving', { lang: translate(`staff.lang.${s.lang}`), at: macaoMinute(s.unpublishAt) })] : []),
  ]);
  if (!lines.length) return null;
  return (
    <ul>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** One preview button per written language: a link with a ticket for the newest version, opened in a new window. */
function PagePreviewButtons({ id, version, languages, onError }: { id: string; version: number; languages: Lang[]; onError: (text: string) => void }) {
  const translate = useTranslate();
  return (
    <>
      {languages.map((l) => (
        <Button
          key={l}
          variant="outlined"
          onClick={async () => {
            const answer = await attempt<{ url: string }>(`menu-items/${id}/preview`, { lang: l, version });
            if (answer.ok) window.open(answer.data.url, '_blank', 'noopener');
            else onError(answer.message);
          }}
        >
          {translate('content.edit.preview', { lang: translate(`staff.lang.${l}`) })}
        </Button>
      ))}
    </>
  );
}

/** For publishers: approve the submitted languages now or at a Macao minute, take languages off (now or at a minute), return them with a note. */
export function LanguagePublishPanel({ states, act, resource = 'menu-items' }: { states: PageStateView[]; act: (action: 'publish' | 'return' | 'unpublish', body: Record<string, unknown>) => Promise<unknown>; resource?: string }) {
  const translate = useTranslate();
  const { canAccess: canPublish } = useCanAccess({ resource, action: 'delete' });
  const [at, setAt] = useState('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const returned = states.filter((s) => s.returnNote);
  const minute = at ? new Date(`${at}:00+08:00`).toISOString() : null;
  return (
    <Box component="section" aria-labelledby={`${resource}-review-title`} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <Typography component="h2" variant="h6" id={`${resource}-review-title`}>
        {translate('staff.review.title')}
      </Typography>
      {returned.map((s) => (
        <Typography key={s.lang} role="status">
          {translate(`staff.lang.${s.lang}`)} · {translate('staff.review.returnedWith', { note: s.returnNote ?? '' })}
        </Typography>
      ))}
      {canPublish === true && (
        <>
          <TextField type="datetime-local" label={translate('staff.page.at')} value={at} onChange={(e) => setAt(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} sx={{ my: 1, mr: 1 }} />
          <TextField label={translate('staff.review.reason')} helperText={translate('staff.review.reasonHint')} value={reason} onChange={(e) => setReason(e.target.value)} fullWidth multiline sx={{ my: 1 }} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }}>
            <Button variant="contained" onClick={() => void act('publish', { at: minute, reason: reason || null })}>
              {translate('staff.review.publish')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => void act('unpublish', { at: minute })}>
              {translate('staff.page.unpublish')}
            </Button>
          </Box>
          <TextField label={translate('staff.review.note')} value={note} onChange={(e) => setNote(e.target.value)} fullWidth multiline sx={{ my: 1 }} />
          <Button variant="outlined" onClick={() => void act('return', { note })}>
            {translate('staff.review.return')}
          </Button>
        </>
      )}
    </Box>
  );
}

export const historyAnswer = <T, U = T>(answer: { ok: true; data: T } | { ok: false; message: string }, pick: (data: T) => U = (d) => d as unknown as U): HistoryAnswer<U> =>
  answer.ok ? { ok: true, data: pick(answer.data) } : { ok: false, message: answer.message };

/** The versions of a page's texts: the difference of any two side by side, and restore (a new version). */
export function PageHistory() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'menu-items', action: 'create' });
  const [title, setTitle] = useState('');
  useEffect(() => {
    void attempt<MenuItemRecord>(`menu-items/${id}`).then((answer) => answer.ok && setTitle(answer.data.title));
  }, [id]);
  const versions = useCallback(async () => historyAnswer(await attempt<{ data: VersionRow[] }>(`menu-items/${id}/versions`)), [id]);
  const diff = useCallback(async (from: number, to: number) => historyAnswer(await attempt<{ changes: Change[] }>(`menu-items/${id}/diff?from=${String(from)}&to=${String(to)}`)), [id]);
  const restore = useCallback(async (from: number, newest: number) => historyAnswer(await attempt<MenuItemRecord>(`menu-items/${id}/restore`, { from, version: newest }), (r) => r.pageVersion ?? 0), [id]);
  return (
    <>
      <Box sx={{ px: 2, pt: 2 }}>
        <Button component={RouterLink} to={`/menu-items/${id}`}>
          {translate('staff.menu.backToItem')}
        </Button>
      </Box>
      <VersionHistory title={translate('staff.page.history', { title })} canEdit={canEdit === true} versions={versions} diff={diff} restore={restore} />
    </>
  );
}
