/**
 * E-mail alert subscribers in the back office (issue 34): the counts per topic,
 * frequency and language; a search by address (no search, no list: personal data);
 * one subscriber, and their removal on request with the request noted; the history
 * of alerts announced. Administrators act; auditors read.
 */
import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  Datagrid,
  FunctionField,
  List,
  ShowButton,
  Show,
  SimpleShowLayout,
  TextField as RaTextField,
  TextInput,
  useCanAccess,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { subscriberRemoval, suppressionLift, type SubscriberCounts } from '#src/features/alerts/contract.ts';
import { ALERTS_PERMISSIONS } from '#src/features/alerts/permissions.ts';
import { staffApi, StaffApiError } from '#src/features/staff/ui/api.ts';
import { LIST_SX, StaffDateField } from '#src/features/staff/ui/list-parts.tsx';
import type { StaffResource } from '#src/features/staff/ui/screens.ts';

const LANGUAGE_NAMES: Record<string, string> = { 'zh-hant': '繁體中文', 'zh-hans': '简体中文', en: 'English', pt: 'Português' };

function Topics({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  return <>{(record.topics as string[]).map((t) => translate(`staff.subscribers.topic.${t}`)).join(', ')}</>;
}

function CountsCard() {
  const translate = useTranslate();
  const [counts, setCounts] = useState<SubscriberCounts | undefined>();
  useEffect(() => {
    void staffApi<SubscriberCounts>('subscriber-counts').then(setCounts, () => undefined);
  }, []);
  if (!counts) return null;
  const active = counts.groups.filter((g) => g.status === 'active');
  const sum = (rows: { n: number }[]) => rows.reduce((total, r) => total + r.n, 0);
  const by = (key: 'frequency' | 'lang') => [...new Set(active.map((g) => g[key]))].sort().map((value) => ({ value, n: sum(active.filter((g) => g[key] === value)) }));
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography component="h2" variant="h6">
          {translate('staff.subscribers.counts', { active: String(sum(active)), pending: String(sum(counts.groups.filter((g) => g.status === 'pending'))) })}
        </Typography>
        <Typography component="h3" variant="subtitle1">
          {translate('staff.subscribers.byTopic')}
        </Typography>
        <ul>
          {counts.topics.map((t) => (
            <li key={t.topic}>{translate('staff.subscribers.countLine', { name: translate(`staff.subscribers.topic.${t.topic}`), n: String(t.n) })}</li>
          ))}
        </ul>
        <Typography component="h3" variant="subtitle1">
          {translate('staff.subscribers.byFrequency')}
        </Typography>
        <ul>
          {by('frequency').map((f) => (
            <li key={f.value}>{translate('staff.subscribers.countLine', { name: translate(`staff.subscribers.frequency.${f.value}`), n: String(f.n) })}</li>
          ))}
        </ul>
        <Typography component="h3" variant="subtitle1">
          {translate('staff.subscribers.byLanguage')}
        </Typography>
        <ul>
          {by('lang').map((l) => (
            <li key={l.value} lang={l.value === 'zh-hant' ? 'zh-Hant' : l.value === 'zh-hans' ? 'zh-Hans' : l.value}>
              {translate('staff.subscribers.countLine', { name: LANGUAGE_NAMES[l.value] ?? l.value, n: String(l.n) })}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function SearchHint() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('staff.subscribers.searchHint')}</Typography>;
}

export function SubscriberList() {
  const translate = useTranslate();
  return (
    <>
      <CountsCard />
      <List sx={LIST_SX} filters={[<TextInput key="email" source="email" alwaysOn resettable helperText={translate('staff.subscribers.searchHint')} />]} exporter={false} empty={false} perPage={25}>
        <Datagrid bulkActionButtons={false} rowClick="show" empty={<SearchHint />}>
          <RaTextField source="email" sortable={false} />
          <FunctionField source="status" sortable={false} render={(r: RaRecord) => translate(`staff.subscribers.status.${String(r.status)}`)} />
          <FunctionField source="lang" sortable={false} render={(r: RaRecord) => LANGUAGE_NAMES[String(r.lang)] ?? String(r.lang)} />
          <FunctionField source="topics" sortable={false} render={(r: RaRecord) => <Topics record={r} />} />
          <StaffDateField source="createdAt" sortable={false} />
          <FunctionField source="suppressedAt" sortable={false} render={(r: RaRecord) => (r.suppressedAt ? translate('staff.subscribers.suppressedShort') : '—')} />
          <ShowButton />
        </Datagrid>
      </List>
    </>
  );
}

/** Removal on the subscriber's request: the request noted (the audit log keeps it), then gone. */
function RemoveSubscriber() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: 'subscribers', action: 'delete' });
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  if (!record || canAccess !== true) return null;
  const remove = async () => {
    const checked = subscriberRemoval.safeParse({ reason });
    if (!checked.success) {
      setError(translate(checked.error.issues[0]?.message ?? 'validation.required'));
      document.getElementById('subscriber-removal-reason')?.focus();
      return;
    }
    try {
      await staffApi(`subscribers/${encodeURIComponent(String(record.id))}/delete`, { body: checked.data });
      setOpen(false);
      notify('staff.subscribers.removed', { type: 'success' });
      redirect('list', 'subscribers');
    } catch (err) {
      setError(err instanceof StaffApiError ? (err.fields[0]?.message ?? translate(err.message, { _: err.message })) : translate('staff.errors.network'));
    }
  };
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {translate('staff.subscribers.remove')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="subscriber-removal-title">
        <DialogTitle id="subscriber-removal-title">{translate('staff.subscribers.removeTitle', { email: String(record.email) })}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{translate('staff.subscribers.removeText')}</Typography>
          <TextField
            id="subscriber-removal-reason"
            label={translate('staff.subscribers.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={!!error}
            helperText={error || translate('staff.subscribers.reasonHint')}
            fullWidth
            multiline
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => void remove()}>
            {translate('staff.subscribers.remove')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** A bounced address: since when, the server's refusal, and the lifting of the suppression (with why). */
function Suppression() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: 'subscribers', action: 'delete' });
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  if (!record) return null;
  if (!record.suppressedAt) return <Typography>{translate('staff.subscribers.notSuppressed')}</Typography>;
  const lift = async () => {
    const checked = suppressionLift.safeParse({ reason });
    if (!checked.success) {
      setError(translate(checked.error.issues[0]?.message ?? 'validation.required'));
      document.getElementById('suppression-lift-reason')?.focus();
      return;
    }
    try {
      await staffApi(`subscribers/${encodeURIComponent(String(record.id))}/unsuppress`, { body: checked.data });
      setOpen(false);
      notify('staff.subscribers.lifted', { type: 'success' });
      refresh();
    } catch (err) {
      setError(err instanceof StaffApiError ? (err.fields[0]?.message ?? translate(err.message, { _: err.message })) : translate('staff.errors.network'));
    }
  };
  return (
    <Card variant="outlined" sx={{ my: 1 }} role="region" aria-labelledby="suppression-title">
      <CardContent>
        <Typography id="suppression-title" component="h2" variant="subtitle1">
          {translate('staff.subscribers.suppressed', { date: new Date(String(record.suppressedAt)).toLocaleString() })}
        </Typography>
        <Typography sx={{ mb: 1 }}>{translate('staff.subscribers.suppressedText', { reason: String(record.suppressionReason ?? '') })}</Typography>
        {canAccess === true && (
          <Button variant="outlined" onClick={() => setOpen(true)}>
            {translate('staff.subscribers.lift')}
          </Button>
        )}
      </CardContent>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="suppression-lift-title">
        <DialogTitle id="suppression-lift-title">{translate('staff.subscribers.liftTitle', { email: String(record.email) })}</DialogTitle>
        <DialogContent>
          <TextField
            id="suppression-lift-reason"
            label={translate('staff.subscribers.liftReason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={!!error}
            helperText={error || translate('staff.subscribers.liftHint')}
            fullWidth
            multiline
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={() => void lift()}>
            {translate('staff.subscribers.lift')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}

export function SubscriberShow() {
  const translate = useTranslate();
  return (
    <Show>
      <SimpleShowLayout>
        <RaTextField source="email" />
        <FunctionField source="status" render={(r: RaRecord) => translate(`staff.subscribers.status.${String(r.status)}`)} />
        <FunctionField source="lang" render={(r: RaRecord) => LANGUAGE_NAMES[String(r.lang)] ?? String(r.lang)} />
        <FunctionField source="topics" render={(r: RaRecord) => <Topics record={r} />} />
        <FunctionField source="frequency" render={(r: RaRecord) => translate(`staff.subscribers.frequency.${String(r.frequency)}`)} />
        <StaffDateField source="createdAt" />
        <StaffDateField source="confirmedAt" emptyText="—" />
        <Suppression />
        <RemoveSubscriber />
      </SimpleShowLayout>
    </Show>
  );
}

export function AlertHistoryList() {
  const translate = useTranslate();
  return (
    <List sx={LIST_SX} exporter={false} perPage={25} empty={false}>
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography sx={{ p: 2 }}>{translate('staff.subscribers.noAlerts')}</Typography>}>
        <StaffDateField source="announcedAt" sortable={false} />
        <FunctionField source="topic" sortable={false} render={(r: RaRecord) => translate(`staff.subscribers.topic.${String(r.topic)}`)} />
        <RaTextField source="title" sortable={false} />
      </Datagrid>
    </List>
  );
}

const text = {
  en: {
    'staff.subscribers.counts': '%{active} active subscribers, %{pending} waiting for confirmation',
    'staff.subscribers.byTopic': 'Active subscribers by topic',
    'staff.subscribers.byFrequency': 'By frequency',
    'staff.subscribers.byLanguage': 'By language',
    'staff.subscribers.countLine': '%{name}: %{n}',
    'staff.subscribers.searchHint': 'Type at least 3 characters of an e-mail address to find a subscriber.',
    'staff.subscribers.topic.press': 'Press releases',
    'staff.subscribers.topic.statistics': 'Statistics',
    'staff.subscribers.topic.publications': 'Publications',
    'staff.subscribers.frequency.immediate': 'As published',
    'staff.subscribers.frequency.daily': 'Daily digest',
    'staff.subscribers.status.active': 'Active',
    'staff.subscribers.status.pending': 'Waiting for confirmation',
    'staff.subscribers.remove': 'Remove this subscriber',
    'staff.subscribers.removeTitle': 'Remove %{email}?',
    'staff.subscribers.removeText': 'The subscription, its links and any alerts waiting for the daily digest are deleted at once. This cannot be undone.',
    'staff.subscribers.reason': 'The subscriber’s request',
    'staff.subscribers.reasonHint': 'For example: “e-mail of 28 November 2026 asking to be removed”. Kept in the audit log.',
    'staff.subscribers.removed': 'The subscriber was removed.',
    'staff.subscribers.noAlerts': 'No alert has been sent yet.',
    'staff.subscribers.suppressedShort': 'Bounced',
    'staff.subscribers.notSuppressed': 'Mail to this address is delivered.',
    'staff.subscribers.suppressed': 'Suppressed since %{date}: the address bounced permanently',
    'staff.subscribers.suppressedText': 'Nothing is sent to it (alerts, digests); a confirmation the person asks for again is still tried once. The mail server said: %{reason}',
    'staff.subscribers.lift': 'Lift the suppression',
    'staff.subscribers.liftTitle': 'Send mail to %{email} again?',
    'staff.subscribers.liftReason': 'Why the address works again',
    'staff.subscribers.liftHint': 'For example: “the subscriber phoned on 28 November 2026: mailbox fixed”. Kept in the audit log.',
    'staff.subscribers.lifted': 'The suppression was lifted: mail to this address is sent again.',
    resources: {
      subscribers: { name: 'Subscriber |||| Subscribers', fields: { email: 'E-mail address', status: 'Status', lang: 'Language', topics: 'Topics', frequency: 'Frequency', createdAt: 'Signed up', confirmedAt: 'Confirmed', suppressedAt: 'Delivery' } },
      'alert-history': { name: 'Alert sent |||| Alerts sent', fields: { announcedAt: 'Announced', topic: 'Topic', title: 'Item' } },
    },
  },
  'zh-hant': {
    'staff.subscribers.counts': '有效訂閱者 %{active} 名，待確認 %{pending} 名',
    'staff.subscribers.byTopic': '按主題劃分的有效訂閱者',
    'staff.subscribers.byFrequency': '按頻率',
    'staff.subscribers.byLanguage': '按語言',
    'staff.subscribers.countLine': '%{name}：%{n}',
    'staff.subscribers.searchHint': '請輸入電郵地址中最少 3 個字元以尋找訂閱者。',
    'staff.subscribers.topic.press': '新聞稿',
    'staff.subscribers.topic.statistics': '統計資料',
    'staff.subscribers.topic.publications': '刊物',
    'staff.subscribers.frequency.immediate': '發佈時即時通知',
    'staff.subscribers.frequency.daily': '每日摘要',
    'staff.subscribers.status.active': '有效',
    'staff.subscribers.status.pending': '待確認',
    'staff.subscribers.remove': '刪除此訂閱者',
    'staff.subscribers.removeTitle': '刪除 %{email}？',
    'staff.subscribers.removeText': '訂閱、其連結及所有等待每日摘要的通知將即時刪除，且無法還原。',
    'staff.subscribers.reason': '訂閱者的要求',
    'staff.subscribers.reasonHint': '例如：「2026年11月28日電郵要求刪除」。此內容會記錄於審計紀錄。',
    'staff.subscribers.removed': '已刪除該訂閱者。',
    'staff.subscribers.noAlerts': '尚未發送任何通知。',
    'staff.subscribers.suppressedShort': '已退回',
    'staff.subscribers.notSuppressed': '發往此地址的郵件正常投遞。',
    'staff.subscribers.suppressed': '自 %{date} 起停止發送：此地址的郵件被永久退回',
    'staff.subscribers.suppressedText': '系統不會再向此地址發送任何郵件（通知、摘要）；當事人再次要求的確認郵件仍會嘗試發送一次。郵件伺服器的回覆：%{reason}',
    'staff.subscribers.lift': '恢復發送',
    'staff.subscribers.liftTitle': '恢復向 %{email} 發送郵件？',
    'staff.subscribers.liftReason': '確認此地址已恢復正常的原因',
    'staff.subscribers.liftHint': '例如：「訂閱者於2026年11月28日來電：郵箱已修復」。此內容會記錄於審計紀錄。',
    'staff.subscribers.lifted': '已恢復發送：系統會再向此地址發送郵件。',
    resources: {
      subscribers: { name: '訂閱者 |||| 訂閱者', fields: { email: '電郵地址', status: '狀態', lang: '語言', topics: '主題', frequency: '頻率', createdAt: '登記日期', confirmedAt: '確認日期', suppressedAt: '投遞' } },
      'alert-history': { name: '已發送通知 |||| 已發送通知', fields: { announcedAt: '發送時間', topic: '主題', title: '項目' } },
    },
  },
  pt: {
    'staff.subscribers.counts': '%{active} subscritores activos, %{pending} a aguardar confirmação',
    'staff.subscribers.byTopic': 'Subscritores activos por tema',
    'staff.subscribers.byFrequency': 'Por frequência',
    'staff.subscribers.byLanguage': 'Por língua',
    'staff.subscribers.countLine': '%{name}: %{n}',
    'staff.subscribers.searchHint': 'Escreva pelo menos 3 caracteres de um endereço de correio electrónico para encontrar um subscritor.',
    'staff.subscribers.topic.press': 'Comunicados de imprensa',
    'staff.subscribers.topic.statistics': 'Estatísticas',
    'staff.subscribers.topic.publications': 'Publicações',
    'staff.subscribers.frequency.immediate': 'À medida que são publicados',
    'staff.subscribers.frequency.daily': 'Resumo diário',
    'staff.subscribers.status.active': 'Activo',
    'staff.subscribers.status.pending': 'A aguardar confirmação',
    'staff.subscribers.remove': 'Remover este subscritor',
    'staff.subscribers.removeTitle': 'Remover %{email}?',
    'staff.subscribers.removeText': 'A subscrição, as suas ligações e os avisos à espera do resumo diário são apagados de imediato. Não é possível desfazer.',
    'staff.subscribers.reason': 'O pedido do subscritor',
    'staff.subscribers.reasonHint': 'Por exemplo: «correio electrónico de 28 de Novembro de 2026 a pedir a remoção». Fica no registo de auditoria.',
    'staff.subscribers.removed': 'O subscritor foi removido.',
    'staff.subscribers.noAlerts': 'Ainda não foi enviado nenhum aviso.',
    'staff.subscribers.suppressedShort': 'Devolvido',
    'staff.subscribers.notSuppressed': 'O correio para este endereço é entregue.',
    'staff.subscribers.suppressed': 'Suspenso desde %{date}: o endereço foi devolvido definitivamente',
    'staff.subscribers.suppressedText': 'Nada lhe é enviado (avisos, resumos); uma confirmação que a pessoa volte a pedir ainda é tentada uma vez. O servidor de correio respondeu: %{reason}',
    'staff.subscribers.lift': 'Levantar a suspensão',
    'staff.subscribers.liftTitle': 'Voltar a enviar correio para %{email}?',
    'staff.subscribers.liftReason': 'Porque é que o endereço voltou a funcionar',
    'staff.subscribers.liftHint': 'Por exemplo: «o subscritor telefonou a 28 de Novembro de 2026: caixa de correio reparada». Fica no registo de auditoria.',
    'staff.subscribers.lifted': 'A suspensão foi levantada: o correio para este endereço volta a ser enviado.',
    resources: {
      subscribers: { name: 'Subscritor |||| Subscritores', fields: { email: 'Correio electrónico', status: 'Estado', lang: 'Língua', topics: 'Temas', frequency: 'Frequência', createdAt: 'Inscrição', confirmedAt: 'Confirmação', suppressedAt: 'Entrega' } },
      'alert-history': { name: 'Aviso enviado |||| Avisos enviados', fields: { announcedAt: 'Enviado', topic: 'Tema', title: 'Item' } },
    },
  },
};

export const SUBSCRIBER_RESOURCES: readonly StaffResource[] = [
  {
    name: 'subscribers',
    desk: 'administration',
    screens: { list: SubscriberList, show: SubscriberShow },
    access: { list: ALERTS_PERMISSIONS['subscribers.read'], show: ALERTS_PERMISSIONS['subscribers.read'], delete: ALERTS_PERMISSIONS['subscribers.manage'] },
    recordRepresentation: 'email',
    text,
  },
  { name: 'alert-history', desk: 'administration', screens: { list: AlertHistoryList }, access: { list: ALERTS_PERMISSIONS['subscribers.read'] } },
];
