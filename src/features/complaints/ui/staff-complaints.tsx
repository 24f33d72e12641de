/**
 * The complaints' staff screens (issue 34): the inboxes (type, status, officer, due,
 * overdue, reference) and one complaint with its documents, timeline and the officer's
 * actions (assign, status, note, reply with files). Text: `text` below, zh-hant/en/pt.
 */
import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextFieldMui from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BooleanField, Datagrid, FunctionField, List, SelectInput, Show, ShowButton, SimpleShowLayout, TextField, TextInput, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { COMPLAINT_STATUSES, COMPLAINT_TYPES, REPLY_TEMPLATES, type ComplaintDetail } from '#src/features/complaints/contract.ts';
import { COMPLAINTS_PERMISSIONS } from '#src/features/complaints/permissions.ts';
import { staffApi, StaffApiError } from '#src/features/staff/ui/api.ts';
import { LIST_SX, StaffDateField, useDetailRecord } from '#src/features/staff/ui/list-parts.tsx';
import type { ScreenText, StaffResource } from '#src/features/staff/ui/screens.ts';
import { TemplatePicker, useOfferedTemplates } from './template-picker.tsx';

function useChoices(prefix: string, values: readonly string[]) {
  const translate = useTranslate();
  return values.map((v) => ({ id: v, name: translate(`${prefix}.${v}`) }));
}

function Filters() {
  return [
    <SelectInput key="type" source="type" label="complaints.staff.type" choices={useChoices('complaints.staff.types', COMPLAINT_TYPES)} alwaysOn />,
    <SelectInput key="status" source="status" label="complaints.staff.status" choices={useChoices('complaints.staff.statuses', COMPLAINT_STATUSES)} alwaysOn />,
    <SelectInput key="overdue" source="overdue" label="complaints.staff.overdueOnly" choices={[{ id: 'true', name: 'complaints.staff.yes' }]} alwaysOn />,
    <SelectInput key="assignee" source="assignee" label="complaints.staff.assignee" choices={[{ id: 'me', name: 'complaints.staff.mine' }, { id: 'none', name: 'complaints.staff.unassigned' }]} />,
    <TextInput key="reference" source="reference" label="complaints.staff.reference" />,
  ];
}

export function ComplaintList() {
  const translate = useTranslate();
  return (
    <List sx={LIST_SX} filters={Filters()} sort={{ field: 'dueAt', order: 'ASC' }} exporter={false} empty={false}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <TextField source="reference" label="complaints.staff.reference" />
        <FunctionField source="type" label="complaints.staff.type" render={(r: RaRecord) => translate(`complaints.staff.types.${String(r.type)}`)} />
        <FunctionField source="status" label="complaints.staff.status" render={(r: RaRecord) => translate(`complaints.staff.statuses.${String(r.status)}`)} />
        <TextField source="institutionName" label="complaints.staff.institution" sortable={false} />
        <TextField source="assigneeName" label="complaints.staff.assignee" sortable={false} emptyText="—" />
        <StaffDateField source="dueAt" label="complaints.staff.dueAt" />
        <BooleanField source="overdue" label="complaints.staff.overdue" sortable={false} />
        <ShowButton />
      </Datagrid>
    </List>
  );
}

function useAct() {
  const notify = useNotify();
  const refresh = useRefresh();
  return async (run: () => Promise<unknown>) => {
    try {
      await run();
      notify('complaints.staff.saved', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof StaffApiError ? error.message : 'complaints.staff.failed', { type: 'error' });
    }
  };
}

/** The officer's actions on one complaint. */
function Actions() {
  const translate = useTranslate();
  const record = useDetailRecord<ComplaintDetail>('events');
  const act = useAct();
  const [officers, setOfficers] = useState<{ id: string; name: string }[]>([]);
  const [assignee, setAssignee] = useState('');
  const [status, setStatus] = useState('');
  const [note, setNote] = useState('');
  const [template, setTemplate] = useState<string>('answer');
  const [reply, setReply] = useState('');
  const [replyFrom, setReplyFrom] = useState('');
  const [noteFrom, setNoteFrom] = useState('');
  const [files, setFiles] = useState<FileList | null>(null);
  const offered = useOfferedTemplates(record?.id);
  useEffect(() => {
    void staffApi<{ data: { id: string; name: string }[] }>('complaints/officers').then((r) => setOfficers(r.data));
  }, []);
  if (!record) return null;
  const base = `complaints/${String(record.id)}`;
  const submit = (run: () => Promise<unknown>) => (event: { preventDefault: () => void }) => {
    event.preventDefault();
    void act(run);
  };
  const sendReply = async () => {
    const form = new FormData();
    form.set('version', String(record.version));
    form.set('template', template);
    form.set('text', reply);
    if (replyFrom) form.set('fromTemplate', replyFrom);
    for (const file of Array.from(files ?? [])) form.append('attachments', file);
    await staffApi(`${base}/reply`, { body: form });
    setReply('');
    setReplyFrom('');
    setFiles(null);
  };
  return (
    <section aria-labelledby="complaint-actions">
      <Typography id="complaint-actions" component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate('complaints.staff.actions')}
      </Typography>
      <form onSubmit={submit(() => staffApi(`${base}/assign`, { body: { version: record.version, assigneeId: assignee || null } }))}>
        <TextFieldMui select id="complaint-assignee" label={translate('complaints.staff.assignTo')} value={assignee} onChange={(e) => setAssignee(e.target.value)} sx={{ minWidth: 240, mr: 1 }} size="small">
          <MenuItem value="">{translate('complaints.staff.unassigned')}</MenuItem>
          {officers.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.name}
            </MenuItem>
          ))}
        </TextFieldMui>
        <Button type="submit" variant="outlined">
          {translate('complaints.staff.assign')}
        </Button>
      </form>
      {record.moves.length > 0 && (
        <form onSubmit={submit(() => staffApi(`${base}/status`, { body: { version: record.version, status } }))} style={{ marginTop: 16 }}>
          <TextFieldMui select id="complaint-status" label={translate('complaints.staff.moveTo')} value={status} onChange={(e) => setStatus(e.target.value)} sx={{ minWidth: 240, mr: 1 }} size="small">
            {record.moves.map((m) => (
              <MenuItem key={m} value={m}>
                {translate(`complaints.staff.statuses.${m}`)}
              </MenuItem>
            ))}
          </TextFieldMui>
          <Button type="submit" variant="outlined">
            {translate('complaints.staff.move')}
          </Button>
        </form>
      )}
      <form onSubmit={submit(async () => { await staffApi(`${base}/note`, { body: { version: record.version, text: note, ...(noteFrom ? { fromTemplate: noteFrom } : {}) } }); setNote(''); setNoteFrom(''); })} style={{ marginTop: 16 }}>
        <TemplatePicker id="complaint-note-from" label="complaints.staff.fillNoteFrom" templates={offered.filter((t) => t.use === 'note')} value={noteFrom} onPick={(t) => { setNoteFrom(t?.alias ?? ''); if (t) setNote(t.text); }} />
        <TextFieldMui id="complaint-note" label={translate('complaints.staff.note')} value={note} onChange={(e) => setNote(e.target.value)} multiline minRows={2} fullWidth />
        <Button type="submit" variant="outlined" sx={{ mt: 1 }}>
          {translate('complaints.staff.addNote')}
        </Button>
      </form>
      {record.status !== 'closed' && (
        <form onSubmit={submit(sendReply)} style={{ marginTop: 16 }}>
          <TemplatePicker
            id="complaint-reply-from"
            label="complaints.staff.fillReplyFrom"
            templates={offered.filter((t) => t.use === 'reply')}
            value={replyFrom}
            onPick={(t) => {
              setReplyFrom(t?.alias ?? '');
              if (t) setReply(t.text);
              if (t?.kind) setTemplate(t.kind);
            }}
          />
          <TextFieldMui select id="complaint-template" label={translate('complaints.staff.template')} value={template} onChange={(e) => setTemplate(e.target.value)} sx={{ minWidth: 240 }} size="small">
            {REPLY_TEMPLATES.map((t) => (
              <MenuItem key={t} value={t}>
                {translate(`complaints.staff.templates.${t}`)}
              </MenuItem>
            ))}
          </TextFieldMui>
          <TextFieldMui id="complaint-reply" label={translate('complaints.staff.replyText')} value={reply} onChange={(e) => setReply(e.target.value)} multiline minRows={4} fullWidth sx={{ mt: 1 }} />
          <label htmlFor="complaint-reply-files" style={{ display: 'block', marginTop: 8 }}>
            {translate('complaints.staff.replyFiles')}
          </label>
          <input id="complaint-reply-files" type="file" multiple onChange={(e) => setFiles(e.target.files)} />
          <div>
            <Button type="submit" variant="contained" sx={{ mt: 1 }}>
              {translate('complaints.staff.send')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

function Documents() {
  const translate = useTranslate();
  const record = useDetailRecord<ComplaintDetail>('events');
  if (!record) return null;
  return (
    <ul>
      <li>
        <a href={`/api/staff/complaints/${String(record.id)}/copy`} download>
          {translate('complaints.staff.copy')}
        </a>
      </li>
      {record.files.map((f) => (
        <li key={f.id}>
          <a href={`/api/staff/complaints/${String(record.id)}/files/${String(f.id)}`} download>
            {f.name}
          </a>{' '}
          ({Math.ceil(f.size / 1024)} KB)
        </li>
      ))}
    </ul>
  );
}

function Timeline() {
  const translate = useTranslate();
  const record = useDetailRecord<ComplaintDetail>('events');
  if (!record) return null;
  return (
    <ol>
      {record.events.map((e) => (
        <li key={e.id}>
          {new Date(e.at).toLocaleString()} · {e.actorName ?? ''} · {translate(`complaints.staff.events.${e.kind}`)}
          {e.toStatus ? `: ${translate(`complaints.staff.statuses.${e.toStatus}`)}` : ''}
          {e.body ? ` — ${e.body}` : ''}
          {e.files.length ? ` (${e.files.join(', ')})` : ''}
        </li>
      ))}
    </ol>
  );
}

export function ComplaintShow() {
  const translate = useTranslate();
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="reference" label="complaints.staff.reference" />
        <FunctionField source="status" label="complaints.staff.status" render={(r: RaRecord) => translate(`complaints.staff.statuses.${String(r.status)}`)} />
        <TextField source="assigneeName" label="complaints.staff.assignee" emptyText="—" />
        <StaffDateField source="dueAt" label="complaints.staff.dueAt" />
        <TextField source="institutionName" label="complaints.staff.institution" />
        <TextField source="nameZh" label="complaints.nameZh" emptyText="—" />
        <TextField source="nameEn" label="complaints.nameEn" emptyText="—" />
        <TextField source="email" label="complaints.email" />
        <TextField source="phone" label="complaints.phone" />
        <TextField source="whatHappened" label="complaints.whatHappened" />
        <TextField source="outcome" label="complaints.outcome" />
        <FunctionField label="complaints.staff.documents" render={() => <Documents />} />
        <FunctionField label="complaints.staff.timeline" render={() => <Timeline />} />
        <FunctionField label="" render={() => <Actions />} />
      </SimpleShowLayout>
    </Show>
  );
}

const en = {
  'complaints.staff.type': 'Type',
  'complaints.staff.types.dsb': 'Banks',
  'complaints.staff.types.dsg': 'Insurance',
  'complaints.staff.types.def': 'Other institutions',
  'complaints.staff.status': 'Status',
  'complaints.staff.statuses.received': 'Received',
  'complaints.staff.statuses.in-progress': 'In progress',
  'complaints.staff.statuses.waiting': 'Waiting for the complainant',
  'complaints.staff.statuses.answered': 'Answered',
  'complaints.staff.statuses.closed': 'Closed',
  'complaints.staff.overdueOnly': 'Overdue only',
  'complaints.staff.yes': 'Yes',
  'complaints.staff.assignee': 'Officer',
  'complaints.staff.mine': 'Mine',
  'complaints.staff.unassigned': 'Nobody',
  'complaints.staff.reference': 'Reference',
  'complaints.staff.institution': 'Institution',
  'complaints.staff.dueAt': 'Due',
  'complaints.staff.overdue': 'Overdue',
  'complaints.staff.actions': 'Handle this complaint',
  'complaints.staff.assignTo': 'Assign to',
  'complaints.staff.assign': 'Assign',
  'complaints.staff.moveTo': 'New status',
  'complaints.staff.move': 'Change status',
  'complaints.staff.note': 'Internal note',
  'complaints.staff.addNote': 'Add note',
  'complaints.staff.template': 'Reply template',
  'complaints.staff.fillNoteFrom': 'Fill the note from a template',
  'complaints.staff.fillReplyFrom': 'Fill the reply from a message template',
  'complaints.staff.noTemplate': 'None: write it yourself',
  'complaints.staff.templates.progress': 'Progress',
  'complaints.staff.templates.information': 'Information needed',
  'complaints.staff.templates.answer': 'Answer',
  'complaints.staff.replyText': 'Reply to the complainant',
  'complaints.staff.replyFiles': 'Files to attach (up to 5, 8 MB together)',
  'complaints.staff.send': 'Send reply',
  'complaints.staff.saved': 'Saved',
  'complaints.staff.failed': 'This could not be saved.',
  'complaints.staff.copy': 'PDF copy of the complaint',
  'complaints.staff.documents': 'Documents',
  'complaints.staff.timeline': 'Timeline',
  'complaints.staff.events.assigned': 'Assigned',
  'complaints.staff.events.status': 'Status changed',
  'complaints.staff.events.note': 'Note',
  'complaints.staff.events.reply': 'Reply sent',
  'complaints.home.due': 'Complaints due within 3 days',
  'complaints.home.overdue': 'Complaints overdue',
  'complaints.home.unassigned': 'Complaints not assigned',
  'complaints.nameZh': 'Name in Chinese',
  'complaints.nameEn': 'Name in English',
  'complaints.email': 'E-mail',
  'complaints.phone': 'Phone',
  'complaints.whatHappened': 'What happened',
  'complaints.outcome': 'Outcome sought',
  resources: { complaints: { name: 'Complaint |||| Complaints' } },
};

const zhHant: typeof en = {
  'complaints.staff.type': '類別',
  'complaints.staff.types.dsb': '銀行',
  'complaints.staff.types.dsg': '保險',
  'complaints.staff.types.def': '其他機構',
  'complaints.staff.status': '狀態',
  'complaints.staff.statuses.received': '已收到',
  'complaints.staff.statuses.in-progress': '處理中',
  'complaints.staff.statuses.waiting': '待投訴人回覆',
  'complaints.staff.statuses.answered': '已答覆',
  'complaints.staff.statuses.closed': '已結案',
  'complaints.staff.overdueOnly': '只顯示逾期',
  'complaints.staff.yes': '是',
  'complaints.staff.assignee': '負責人員',
  'complaints.staff.mine': '我負責的',
  'complaints.staff.unassigned': '未分派',
  'complaints.staff.reference': '編號',
  'complaints.staff.institution': '機構',
  'complaints.staff.dueAt': '限期',
  'complaints.staff.overdue': '逾期',
  'complaints.staff.actions': '處理這宗投訴',
  'complaints.staff.assignTo': '分派給',
  'complaints.staff.assign': '分派',
  'complaints.staff.moveTo': '新狀態',
  'complaints.staff.move': '更改狀態',
  'complaints.staff.note': '內部備註',
  'complaints.staff.addNote': '加入備註',
  'complaints.staff.template': '答覆範本',
  'complaints.staff.fillNoteFrom': '以範本填寫備註',
  'complaints.staff.fillReplyFrom': '以訊息範本填寫答覆',
  'complaints.staff.noTemplate': '不用範本，自行撰寫',
  'complaints.staff.templates.progress': '處理進度',
  'complaints.staff.templates.information': '需補充資料',
  'complaints.staff.templates.answer': '答覆',
  'complaints.staff.replyText': '給投訴人的答覆',
  'complaints.staff.replyFiles': '附件（最多 5 個，合共 8 MB）',
  'complaints.staff.send': '發出答覆',
  'complaints.staff.saved': '已儲存',
  'complaints.staff.failed': '未能儲存。',
  'complaints.staff.copy': '投訴的 PDF 副本',
  'complaints.staff.documents': '文件',
  'complaints.staff.timeline': '處理紀錄',
  'complaints.staff.events.assigned': '已分派',
  'complaints.staff.events.status': '狀態更改',
  'complaints.staff.events.note': '備註',
  'complaints.staff.events.reply': '已發出答覆',
  'complaints.home.due': '3 天內到期的投訴',
  'complaints.home.overdue': '逾期的投訴',
  'complaints.home.unassigned': '未分派的投訴',
  'complaints.nameZh': '中文姓名',
  'complaints.nameEn': '英文姓名',
  'complaints.email': '電郵',
  'complaints.phone': '電話',
  'complaints.whatHappened': '事件經過',
  'complaints.outcome': '期望結果',
  resources: { complaints: { name: '投訴' } },
};

const pt: typeof en = {
  'complaints.staff.type': 'Tipo',
  'complaints.staff.types.dsb': 'Bancos',
  'complaints.staff.types.dsg': 'Seguros',
  'complaints.staff.types.def': 'Outras instituições',
  'complaints.staff.status': 'Estado',
  'complaints.staff.statuses.received': 'Recebida',
  'complaints.staff.statuses.in-progress': 'Em análise',
  'complaints.staff.statuses.waiting': 'A aguardar o reclamante',
  'complaints.staff.statuses.answered': 'Respondida',
  'complaints.staff.statuses.closed': 'Encerrada',
  'complaints.staff.overdueOnly': 'Só em atraso',
  'complaints.staff.yes': 'Sim',
  'complaints.staff.assignee': 'Responsável',
  'complaints.staff.mine': 'As minhas',
  'complaints.staff.unassigned': 'Ninguém',
  'complaints.staff.reference': 'Referência',
  'complaints.staff.institution': 'Instituição',
  'complaints.staff.dueAt': 'Prazo',
  'complaints.staff.overdue': 'Em atraso',
  'complaints.staff.actions': 'Tratar esta reclamação',
  'complaints.staff.assignTo': 'Atribuir a',
  'complaints.staff.assign': 'Atribuir',
  'complaints.staff.moveTo': 'Novo estado',
  'complaints.staff.move': 'Mudar o estado',
  'complaints.staff.note': 'Nota interna',
  'complaints.staff.addNote': 'Acrescentar nota',
  'complaints.staff.template': 'Modelo de resposta',
  'complaints.staff.fillNoteFrom': 'Preencher a nota com um modelo',
  'complaints.staff.fillReplyFrom': 'Preencher a resposta com um modelo de mensagem',
  'complaints.staff.noTemplate': 'Nenhum: escrever o texto',
  'complaints.staff.templates.progress': 'Ponto da situação',
  'complaints.staff.templates.information': 'Informação necessária',
  'complaints.staff.templates.answer': 'Resposta',
  'complaints.staff.replyText': 'Resposta ao reclamante',
  'complaints.staff.replyFiles': 'Ficheiros a anexar (até 5, 8 MB no total)',
  'complaints.staff.send': 'Enviar a resposta',
  'complaints.staff.saved': 'Guardado',
  'complaints.staff.failed': 'Não foi possível guardar.',
  'complaints.staff.copy': 'Cópia em PDF da reclamação',
  'complaints.staff.documents': 'Documentos',
  'complaints.staff.timeline': 'Histórico',
  'complaints.staff.events.assigned': 'Atribuída',
  'complaints.staff.events.status': 'Estado alterado',
  'complaints.staff.events.note': 'Nota',
  'complaints.staff.events.reply': 'Resposta enviada',
  'complaints.home.due': 'Reclamações com prazo nos próximos 3 dias',
  'complaints.home.overdue': 'Reclamações em atraso',
  'complaints.home.unassigned': 'Reclamações por atribuir',
  'complaints.nameZh': 'Nome em chinês',
  'complaints.nameEn': 'Nome em inglês',
  'complaints.email': 'Correio electrónico',
  'complaints.phone': 'Telefone',
  'complaints.whatHappened': 'O que aconteceu',
  'complaints.outcome': 'Resultado pretendido',
  resources: { complaints: { name: 'Reclamação |||| Reclamações' } },
};

export const COMPLAINTS_TEXT: ScreenText = { en, 'zh-hant': zhHant, pt };

export const COMPLAINTS_RESOURCE: StaffResource = {
  name: 'complaints',
  desk: 'cases',
  screens: { list: ComplaintList, show: ComplaintShow },
  access: { list: COMPLAINTS_PERMISSIONS['complaints.read'], show: COMPLAINTS_PERMISSIONS['complaints.read'] },
  recordRepresentation: 'reference',
  text: COMPLAINTS_TEXT,
};
