/**
 * A menu page's texts in the back office (issue 33): the four languages in tabs (title,
 * description for search engines, the body in the publishing editor's rich text), the
 * content checks a visitor would meet, save (a new version), submit for review, and
 * for publishers the approval (a reason when it is their own text) or the return to
 * the author. The review step is shared with the notices (`ReviewPanel`).
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCanAccess, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { LANGUAGES } from '#src/lib/i18n/languages.ts';
import type { MenuItemRecord, ReviewView } from '#src/features/site/contract.ts';
import { contentFaults } from '#src/lib/content-faults.ts';
import { RichTextField } from '#src/features/staff/ui/rich-text-slot.tsx';
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

export function PageTextsPanel() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const record = useRecordContext<MenuItemRecord>();
  const { canAccess: canEdit } = useCanAccess({ resource: 'menu-items', action: 'create' });
  const [texts, setTexts] = useState<Texts>({});
  const [tab, setTab] = useState<Lang>('zh-hant');
  const [notice, setNotice] = useState<Notice>(null);
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
  const edit = (change: (t: Texts) => Texts) => {
    setDirty(true);
    setTexts(change);
  };
  const setText = (l: Lang, field: 'title' | 'content' | 'metaDesc', value: string) =>
    edit((t) => ({ ...t, [l]: { title: '', content: null, metaDesc: null, ...t[l], [field]: value === '' && field !== 'title' ? null : value } }));
  const run = async (path: string, body: unknown, done: string) => {
    const answer = await attempt<MenuItemRecord>(`menu-items/${id}/${path}`, body);
    setNotice(answer.ok ? { severity: 'success', text: translate(done, { version: answer.data.pageVersion ?? 0 }) } : { severity: 'error', text: answer.message });
    if (answer.ok) {
      if (path === 'page') {
        setDirty(false);
        setSaved(answer.data.pageVersion);
      }
      refresh();
    }
  };
  return (
    <Box component="section" aria-labelledby="page-texts-title" sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography component="h2" variant="h6" id="page-texts-title">
        {translate('staff.page.title')}
      </Typography>
      <Typography variant="body2">{translate('staff.page.version', { version: record.pageVersion, published: record.reviewState?.publishedVersion ?? '—' })}</Typography>
      <Tabs value={tab} onChange={(_e, v: Lang) => setTab(v)} variant="scrollable" aria-label={translate('staff.page.languages')}>
        {LANGUAGES.map((l) => (
          <Tab key={l} value={l} id={`page-tab-${l}`} aria-controls={`page-panel-${l}`} label={`${translate(`staff.lang.${l}`)}${texts[l] ? '' : ` · ${translate('staff.page.notWritten')}`}`} />
        ))}
      </Tabs>
      {LANGUAGES.map((l) => (
        <Box key={l} role="tabpanel" id={`page-panel-${l}`} aria-labelledby={`page-tab-${l}`} hidden={tab !== l} sx={{ pt: 2 }}>
          {tab === l &&
            (texts[l] ? (
              <>
                <TextField label={translate('staff.page.pageTitle')} value={texts[l]?.title ?? ''} onChange={(e) => setText(l, 'title', e.target.value)} fullWidth required sx={{ mb: 2 }} disabled={canEdit !== true} slotProps={{ htmlInput: { lang: l } }} />
                <TextField label={translate('staff.page.metaDesc')} value={texts[l]?.metaDesc ?? ''} onChange={(e) => setText(l, 'metaDesc', e.target.value)} fullWidth multiline sx={{ mb: 2 }} disabled={canEdit !== true} slotProps={{ htmlInput: { lang: l } }} />
                <RichTextField label={translate('staff.page.body')} lang={l} value={texts[l]?.content ?? ''} onChange={(html) => setText(l, 'content', html)} />
                {canEdit === true && (
                  <Button onClick={() => edit(({ [l]: _gone, ...rest }) => rest)}>
                    {translate('staff.page.removeLanguage')}
                  </Button>
                )}
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
      {canEdit === true && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 2 }}>
          <Button variant="contained" onClick={() => void run('page', { version, texts }, 'staff.page.saved')}>
            {translate('staff.page.save')}
          </Button>
          <Button variant="outlined" onClick={() => (dirty ? setNotice({ severity: 'info', text: translate('staff.page.saveFirst') }) : void run('submit', { version }, 'staff.review.submitted'))}>
            {translate('staff.review.submit')}
          </Button>
        </Box>
      )}
      <ReviewPanel review={record.reviewState} act={(path, body) => run(path, body, 'staff.review.done')} />
    </Box>
  );
}

/** The review state, and for publishers: approve (with a reason for one's own text) or return with a note. */
export function ReviewPanel({ review, act, resource = 'menu-items' }: { review: ReviewView | null; act: (path: string, body: unknown) => Promise<void>; resource?: string }) {
  const translate = useTranslate();
  const { canAccess: canPublish } = useCanAccess({ resource, action: 'delete' });
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  return (
    <Box component="section" aria-labelledby={`${resource}-review-title`} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <Typography component="h2" variant="h6" id={`${resource}-review-title`}>
        {translate('staff.review.title')}
      </Typography>
      <Typography role="status">
        {translate(`staff.review.state.${review?.state ?? 'draft'}`)}
        {review?.returnNote ? ` · ${translate('staff.review.returnedWith', { note: review.returnNote })}` : ''}
      </Typography>
      {canPublish === true && review?.state === 'submitted' && (
        <>
          <TextField label={translate('staff.review.reason')} helperText={translate('staff.review.reasonHint')} value={reason} onChange={(e) => setReason(e.target.value)} fullWidth multiline sx={{ my: 1 }} />
          <Button variant="contained" onClick={() => void act('publish', { reason: reason || null })}>
            {translate('staff.review.publish')}
          </Button>
          <TextField label={translate('staff.review.note')} value={note} onChange={(e) => setNote(e.target.value)} fullWidth multiline sx={{ my: 1 }} />
          <Button variant="outlined" onClick={() => void act('return', { note })}>
            {translate('staff.review.return')}
          </Button>
        </>
      )}
    </Box>
  );
}
