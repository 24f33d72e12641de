/**
 * The site notice and the home pop-up in the back office (issue 33): a list with
 * their window, each language's state and whether the site shows them now; one form
 * per item with the kind, the window in Macao time and the text in up to four
 * languages (rich text); saved as versions. Each language has its own state (decision
 * 0042): languages are submitted, published now or at a Macao minute or returned by a
 * second person, and taken off the site, with the page texts' parts.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import {
  BooleanField,
  Create,
  Datagrid,
  Edit,
  FunctionField,
  List,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField as RaTextField,
  TextInput,
  Toolbar,
  useCanAccess,
  useInput,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { LANGUAGES } from '#src/lib/i18n/languages.ts';
import { NOTICE_KINDS, noticeNew, noticeSave, type NoticeRecord } from '#src/features/site/contract.ts';
import { RichTextField } from '#src/features/staff/ui/rich-text-slot.tsx';
import { FormErrorSummary } from '#src/features/staff/ui/FormErrorSummary.tsx';
import { LIST_SX } from '#src/features/staff/ui/list-parts.tsx';
import { attempt, Message, type Lang, type Notice } from './staff-common.tsx';
import { VersionHistory, type Change, type VersionRow } from '#src/features/staff/ui/version-history.tsx';
import { historyAnswer, LanguagePublishPanel, LanguageSchedules, languagesFor } from './staff-page-texts.tsx';

function Translated({ prefix, value }: { prefix: string; value: string }) {
  return <>{useTranslate()(`${prefix}${value}`)}</>;
}

export function NoticeList() {
  return (
    <List sx={LIST_SX} pagination={false} exporter={false} perPage={100}>
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <FunctionField source="kind" sortable={false} render={(r: RaRecord) => <Translated prefix="staff.notice.kind." value={String(r.kind)} />} />
        <RaTextField source="title" sortable={false} />
        <FunctionField source="from" sortable={false} render={(r: RaRecord) => String(r.from).replace('T', ' ')} />
        <FunctionField source="until" sortable={false} render={(r: RaRecord) => String(r.until).replace('T', ' ')} />
        <FunctionField source="review" sortable={false} render={(r: RaRecord) => <LanguageStates states={(r.languages ?? []) as { lang: Lang; state: string }[]} />} />
        <BooleanField source="showingNow" sortable={false} />
      </Datagrid>
    </List>
  );
}

/** Each language with its state, one per line. */
function LanguageStates({ states }: { states: { lang: Lang; state: string }[] }) {
  const translate = useTranslate();
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {states.map((s) => (
        <li key={s.lang}>
          {translate(`staff.lang.${s.lang}`)} · {translate(`content.state.${s.state}`)}
        </li>
      ))}
    </Box>
  );
}

/** A language's text in the rich text editor, as a field of the react-admin form. */
function RichTextInput({ source, lang, label }: { source: string; lang: Lang; label: string }) {
  const { field } = useInput({ source, defaultValue: '' });
  return <RichTextField value={(field.value as string | null) ?? ''} onChange={field.onChange} lang={lang} label={label} />;
}

function NoticeFieldsInputs() {
  const translate = useTranslate();
  const record = useRecordContext<Partial<NoticeRecord>>();
  /** A language's state after its name (none on a new notice). */
  const stateOf = (l: Lang) => {
    const state = record?.states?.find((s) => s.lang === l)?.state;
    return state ? ` · ${translate(`content.state.${state}`)}` : '';
  };
  return (
    <>
      <FormErrorSummary />
      <SelectInput source="kind" choices={NOTICE_KINDS.map((k) => ({ id: k, name: translate(`staff.notice.kind.${k}`) }))} />
      <TextInput source="from" type="datetime-local" slotProps={{ inputLabel: { shrink: true } }} helperText={translate('staff.notice.windowHint')} />
      <TextInput source="until" type="datetime-local" slotProps={{ inputLabel: { shrink: true } }} helperText={translate('staff.notice.windowHint')} />
      {LANGUAGES.map((l) => (
        <Box key={l} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, mb: 2, width: '100%', minWidth: 0 }}>
          <legend>
            {translate(`staff.lang.${l}`)}
            {stateOf(l)}
          </legend>
          <TextInput source={`texts.${l}.title`} label={translate('staff.notice.textTitle')} fullWidth slotProps={{ htmlInput: { lang: l } }} />
          <RichTextInput source={`texts.${l}.content`} lang={l} label={translate('staff.notice.text')} />
        </Box>
      ))}
    </>
  );
}

export function NoticeCreate() {
  const translate = useTranslate();
  return (
    <Create redirect="edit" record={{ kind: 'popup', from: '', until: '', texts: {} }} title={translate('staff.notice.newTitle')}>
      <SimpleForm resolver={zodResolver(noticeNew) as never}>
        <Typography>{translate('staff.notice.newHint')}</Typography>
        <NoticeFieldsInputs />
      </SimpleForm>
    </Create>
  );
}

function NoticeToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

export function NoticeEdit() {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'site-notices', action: 'create' });
  return (
    <Edit mutationMode="pessimistic" redirect={false} title={translate('resources.site-notices.name', { smart_count: 1 })} actions={false}>
      <NoticeState />
      <SimpleForm resolver={zodResolver(noticeSave) as never} toolbar={canEdit ? <NoticeToolbar /> : false} disabled={canEdit !== true}>
        <NoticeFieldsInputs />
      </SimpleForm>
      <NoticeReview />
    </Edit>
  );
}

function NoticeState() {
  const translate = useTranslate();
  const record = useRecordContext<NoticeRecord>();
  if (!record) return null;
  return (
    <Box sx={{ p: 2 }}>
      <Typography role="status">
        {translate('staff.notice.versionLine', { version: record.version })} · {translate(record.showingNow ? 'staff.notice.showingNow' : 'staff.notice.notShowing')}
      </Typography>
      <Button component={RouterLink} to={`/site-notices/${String(record.id)}/history`} sx={{ mt: 1 }}>
        {translate('staff.page.historyLink')}
      </Button>
    </Box>
  );
}

/** Each language's state; submitting languages (editors), publishing, returning and taking them off (publishers), now or at a Macao minute. */
function NoticeReview() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const record = useRecordContext<NoticeRecord>();
  const { canAccess: canEdit } = useCanAccess({ resource: 'site-notices', action: 'create' });
  const [notice, setNotice] = useState<Notice>(null);
  const [chosen, setChosen] = useState<Lang[]>([]);
  if (!record) return null;
  const written = LANGUAGES.filter((l) => record.texts[l]);
  const run = async (path: string, body: Record<string, unknown>, done = 'staff.review.done') => {
    const answer = await attempt<NoticeRecord>(`site-notices/${String(record.id)}/${path}`, body);
    setNotice(answer.ok ? { severity: 'success', text: translate(done) } : { severity: 'error', text: answer.message });
    if (answer.ok) refresh();
  };
  const act = (action: 'publish' | 'return' | 'unpublish', body: Record<string, unknown>) => run(action, { ...body, languages: languagesFor(chosen, record.states, written, action) });
  return (
    <Box component="section" aria-labelledby="notice-languages-title" sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography component="h2" variant="h6" id="notice-languages-title">
        {translate('staff.notice.languages')}
      </Typography>
      <Typography variant="body2">{translate('staff.notice.languagesHint')}</Typography>
      <LanguageSchedules states={record.states} />
      <Message notice={notice} />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, my: 1 }}>
        <legend>{translate('content.publish.languages')}</legend>
        {written.map((l) => (
          <FormControlLabel key={l} control={<Checkbox checked={chosen.includes(l)} onChange={(e) => setChosen((c) => (e.target.checked ? [...c, l] : c.filter((x) => x !== l)))} />} label={translate(`staff.lang.${l}`)} />
        ))}
      </Box>
      {canEdit === true && (
        <Button variant="outlined" sx={{ mb: 2 }} onClick={() => void run('submit', { version: record.version, languages: languagesFor(chosen, record.states, written, 'submit') }, 'staff.review.submitted')}>
          {translate('staff.review.submit')}
        </Button>
      )}
      <LanguagePublishPanel states={record.states} act={act} resource="site-notices" />
    </Box>
  );
}

/** The versions of a notice: the difference of any two side by side, and restore (a new version, reviewed as any save). */
export function NoticeHistory() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'site-notices', action: 'create' });
  const [title, setTitle] = useState('');
  useEffect(() => {
    void attempt<NoticeRecord>(`site-notices/${id}`).then((answer) => answer.ok && setTitle(answer.data.title));
  }, [id]);
  const versions = useCallback(async () => historyAnswer(await attempt<{ data: VersionRow[] }>(`site-notices/${id}/versions`)), [id]);
  const diff = useCallback(async (from: number, to: number) => historyAnswer(await attempt<{ changes: Change[] }>(`site-notices/${id}/diff?from=${String(from)}&to=${String(to)}`)), [id]);
  const restore = useCallback(async (from: number, newest: number) => historyAnswer(await attempt<NoticeRecord>(`site-notices/${id}/restore`, { from, version: newest }), (r) => r.version), [id]);
  return (
    <>
      <Box sx={{ px: 2, pt: 2 }}>
        <Button component={RouterLink} to={`/site-notices/${id}`}>
          {translate('staff.notice.backToItem')}
        </Button>
      </Box>
      <VersionHistory title={translate('staff.notice.history', { title })} canEdit={canEdit === true} versions={versions} diff={diff} restore={restore} />
    </>
  );
}
