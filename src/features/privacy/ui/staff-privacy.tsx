/**
 * Personal data in the back office (issue 34, Law 8/2005): the retention periods (one
 * record; administrators change them, auditors read them; the deletion job's last run
 * with its counts) and the subject access request (one address or phone number → what
 * is held on it, and its export as a download). Administrators only for the latter.
 */
import { useState, type SyntheticEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Edit, NumberInput, SaveButton, SimpleForm, Toolbar, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { accessRequestForm, RETENTION_KINDS, retentionForm, type AccessRequestAnswer } from '#src/features/privacy/contract.ts';
import { PRIVACY_PERMISSIONS } from '#src/features/privacy/permissions.ts';
import { staffApi, StaffApiError } from '#src/features/staff/ui/api.ts';
import { ErrorSummary } from '#src/features/staff/ui/ErrorSummary.tsx';
import { FormErrorSummary } from '#src/features/staff/ui/FormErrorSummary.tsx';
import { ScreenCard } from '#src/features/staff/ui/ScreenCard.tsx';
import type { StaffResource } from '#src/features/staff/ui/screens.ts';

function LastRun() {
  const translate = useTranslate();
  const record = useRecordContext();
  const run = record?.lastRun as { day: string; ranAt: string; counts: Record<string, number> } | null | undefined;
  return (
    <Box role="status" sx={{ mb: 2 }}>
      <Typography>{run ? translate('staff.privacy.lastRun', { day: run.day, ...Object.fromEntries(Object.entries(run.counts).map(([k, n]) => [k, String(n)])) }) : translate('staff.privacy.neverRun')}</Typography>
    </Box>
  );
}

export function RetentionScreen() {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'privacy-retention', action: 'edit' });
  const readOnly = canEdit !== true;
  return (
    <Edit resource="privacy-retention" id="retention" redirect={false} mutationMode="pessimistic" title={translate('resources.privacy-retention.name', { smart_count: 1 })} actions={false}>
      <SimpleForm
        resolver={zodResolver(retentionForm) as never}
        toolbar={
          readOnly ? (
            false
          ) : (
            <Toolbar>
              <SaveButton />
            </Toolbar>
          )
        }
        disabled={readOnly}
      >
        <FormErrorSummary />
        <Typography sx={{ mb: 1 }}>{translate('staff.privacy.intro')}</Typography>
        <LastRun />
        {RETENTION_KINDS.map((kind) => (
          <NumberInput key={kind} source={kind} step={1} helperText={translate(`staff.privacy.hint.${kind}`)} />
        ))}
      </SimpleForm>
    </Edit>
  );
}

function Found({ answer }: { answer: AccessRequestAnswer }) {
  const translate = useTranslate();
  const c = answer.counts;
  return (
    <>
      <Typography component="h2" variant="h6">
        {translate('staff.privacy.found')}
      </Typography>
      <ul>
        <li>{translate('staff.privacy.count.orders', { smart_count: c.orders })}</li>
        <li>{translate('staff.privacy.count.complaints', { smart_count: c.complaints })}</li>
        <li>{translate('staff.privacy.count.applications', { smart_count: c.applications })}</li>
        <li>{translate('staff.privacy.count.subscriptions', { smart_count: c.subscriptions })}</li>
        <li>{translate('staff.privacy.count.mails', { smart_count: c.mails })}</li>
        {c.suppressed && <li>{translate('staff.privacy.count.suppressed')}</li>}
      </ul>
      <Link href={answer.download} download>
        {translate('staff.privacy.download')}
      </Link>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate('staff.privacy.downloadHint')}
      </Typography>
    </>
  );
}

export function AccessRequestScreen() {
  const translate = useTranslate();
  const [subject, setSubject] = useState('');
  const [problem, setProblem] = useState('');
  const [answer, setAnswer] = useState<AccessRequestAnswer | null>(null);
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setAnswer(null);
    const checked = accessRequestForm.safeParse({ subject });
    if (!checked.success) {
      setProblem(translate(checked.error.issues[0]?.message ?? 'validation.required'));
      return;
    }
    try {
      setAnswer(await staffApi<AccessRequestAnswer>('privacy-access', { body: checked.data }));
      setProblem('');
    } catch (error) {
      setProblem(error instanceof StaffApiError ? translate(error.fields[0]?.message ?? error.message, { _: error.fields[0]?.message ?? error.message }) : translate('staff.errors.network'));
    }
  };
  return (
    <ScreenCard title={translate('resources.privacy-access.name', { smart_count: 1 })}>
      <Typography sx={{ mb: 2 }}>{translate('staff.privacy.accessIntro')}</Typography>
      <ErrorSummary items={problem ? [{ fieldId: 'privacy-subject', message: problem }] : []} />
      <form onSubmit={(e) => void submit(e)} noValidate>
        <MuiTextField
          id="privacy-subject"
          label={translate('staff.privacy.subject')}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          error={!!problem}
          helperText={problem || translate('staff.privacy.subjectHint')}
          autoComplete="off"
          fullWidth
          sx={{ maxWidth: 480 }}
        />
        <Box sx={{ mt: 1 }}>
          <Button type="submit" variant="contained">
            {translate('staff.privacy.search')}
          </Button>
        </Box>
      </form>
      <Box role="status" sx={{ mt: 2 }}>
        {answer && <Found answer={answer} />}
      </Box>
    </ScreenCard>
  );
}

const errors = {
  en: {
    'privacy.days': 'Enter a number of days from 1 to 7300.',
    'privacy.stale': 'Someone else changed the retention periods after you opened them. Reload the page and make your change again.',
    'privacy.subject': 'Enter one e-mail address or one phone number.',
    'privacy.expired': 'This export is no longer available. Make the request again.',
  },
  'zh-hant': {
    'privacy.days': '請輸入 1 至 7300 之間的日數。',
    'privacy.stale': '您開啟保存期限後，另一位同事已作出修改。請重新載入頁面，然後再次作出您的修改。',
    'privacy.subject': '請輸入一個電郵地址或一個電話號碼。',
    'privacy.expired': '此匯出檔案已無法下載，請重新提出要求。',
  },
  pt: {
    'privacy.days': 'Introduza um número de dias entre 1 e 7300.',
    'privacy.stale': 'Outra pessoa alterou os prazos de conservação depois de os abrir. Recarregue a página e volte a fazer a sua alteração.',
    'privacy.subject': 'Introduza um endereço de correio electrónico ou um número de telefone.',
    'privacy.expired': 'Esta exportação já não está disponível. Faça o pedido de novo.',
  },
};

const RETENTION_TEXT = {
  en: {
    ...errors.en,
    'staff.privacy.intro': 'How long personal data is kept, in days (Personal Data Protection Act, Law 8/2005). Once a day the deletion job removes the personal data of records past their period and keeps the records for the counts. A change applies from the next run.',
    'staff.privacy.lastRun': 'Last run %{day}: %{orders} orders, %{complaints} complaints (%{complaintFiles} files), %{applications} applications (%{applicationFiles} files, %{letters} letters), %{mails} e-mails (%{mailAttachments} attachments), %{suppressions} bounced addresses and %{subscriptions} subscriptions.',
    'staff.privacy.neverRun': 'The deletion job has not run yet.',
    'staff.privacy.hint.ordersDays': 'From collection, cancellation or expiry. Default 730 (two years).',
    'staff.privacy.hint.complaintsDays': 'From closing. Default 1825 (five years).',
    'staff.privacy.hint.applicationsDays': 'From approval or refusal. Default 1825 (five years).',
    'staff.privacy.hint.mailDays': 'Copies of e-mails sent, with their attachments, from sending. Default 180.',
    'staff.privacy.hint.suppressionsDays': 'Addresses that bounced permanently, and their alert subscriptions, from the bounce. Default 365.',
    resources: {
      'privacy-retention': {
        name: 'Retention periods |||| Retention periods',
        fields: { ordersDays: 'Coin orders (days)', complaintsDays: 'Complaints (days)', applicationsDays: 'Reproduction applications (days)', mailDays: 'Copies of e-mails (days)', suppressionsDays: 'Bounced addresses (days)' },
      },
    },
  },
  'zh-hant': {
    ...errors['zh-hant'],
    'staff.privacy.intro': '個人資料的保存期限（日數），依據第8/2005號法律《個人資料保護法》。刪除程序每日執行一次，刪除已過保存期限記錄中的個人資料，並保留記錄以作統計。修改由下次執行起生效。',
    'staff.privacy.lastRun': '上次執行 %{day}：訂單 %{orders} 張、投訴 %{complaints} 宗（檔案 %{complaintFiles} 個）、申請 %{applications} 宗（檔案 %{applicationFiles} 個、信函 %{letters} 封）、電郵 %{mails} 封（附件 %{mailAttachments} 個）、退回地址 %{suppressions} 個及訂閱 %{subscriptions} 項。',
    'staff.privacy.neverRun': '刪除程序尚未執行。',
    'staff.privacy.hint.ordersDays': '由領取、取消或逾期起計。預設 730 日（兩年）。',
    'staff.privacy.hint.complaintsDays': '由結案起計。預設 1825 日（五年）。',
    'staff.privacy.hint.applicationsDays': '由批准或拒絕起計。預設 1825 日（五年）。',
    'staff.privacy.hint.mailDays': '已發送電郵的副本及其附件，由發送起計。預設 180 日。',
    'staff.privacy.hint.suppressionsDays': '被永久退回的地址及其通知訂閱，由退回起計。預設 365 日。',
    resources: {
      'privacy-retention': {
        name: '保存期限 |||| 保存期限',
        fields: { ordersDays: '紀念幣訂單（日）', complaintsDays: '投訴（日）', applicationsDays: '複製申請（日）', mailDays: '電郵副本（日）', suppressionsDays: '退回地址（日）' },
      },
    },
  },
  pt: {
    ...errors.pt,
    'staff.privacy.intro': 'Durante quanto tempo os dados pessoais são conservados, em dias (Lei da Protecção de Dados Pessoais, Lei n.º 8/2005). Uma vez por dia, a tarefa de eliminação apaga os dados pessoais dos registos cujo prazo terminou e conserva os registos para as estatísticas. Uma alteração aplica-se a partir da próxima execução.',
    'staff.privacy.lastRun': 'Última execução %{day}: %{orders} encomendas, %{complaints} reclamações (%{complaintFiles} ficheiros), %{applications} pedidos (%{applicationFiles} ficheiros, %{letters} cartas), %{mails} mensagens (%{mailAttachments} anexos), %{suppressions} endereços devolvidos e %{subscriptions} subscrições.',
    'staff.privacy.neverRun': 'A tarefa de eliminação ainda não foi executada.',
    'staff.privacy.hint.ordersDays': 'A contar do levantamento, cancelamento ou caducidade. Por omissão 730 (dois anos).',
    'staff.privacy.hint.complaintsDays': 'A contar do encerramento. Por omissão 1825 (cinco anos).',
    'staff.privacy.hint.applicationsDays': 'A contar da aprovação ou recusa. Por omissão 1825 (cinco anos).',
    'staff.privacy.hint.mailDays': 'Cópias das mensagens enviadas, com os anexos, a contar do envio. Por omissão 180.',
    'staff.privacy.hint.suppressionsDays': 'Endereços devolvidos definitivamente, e as suas subscrições de avisos, a contar da devolução. Por omissão 365.',
    resources: {
      'privacy-retention': {
        name: 'Prazos de conservação |||| Prazos de conservação',
        fields: { ordersDays: 'Encomendas de moedas (dias)', complaintsDays: 'Reclamações (dias)', applicationsDays: 'Pedidos de reprodução (dias)', mailDays: 'Cópias de mensagens (dias)', suppressionsDays: 'Endereços devolvidos (dias)' },
      },
    },
  },
};

const ACCESS_TEXT = {
  en: {
    'staff.privacy.accessIntro': 'A subject access request: everything held on one e-mail address or phone number (coin orders, complaints, reproduction applications, alert subscriptions, e-mails sent), as one ZIP file with the data as JSON and as a spreadsheet. The request is in the audit log.',
    'staff.privacy.subject': 'E-mail address or phone number',
    'staff.privacy.subjectHint': 'Any case; a phone number with or without spaces or +853.',
    'staff.privacy.search': 'Find the personal data',
    'staff.privacy.found': 'Held on this address or number',
    'staff.privacy.count.orders': '%{smart_count} coin order |||| %{smart_count} coin orders',
    'staff.privacy.count.complaints': '%{smart_count} complaint |||| %{smart_count} complaints',
    'staff.privacy.count.applications': '%{smart_count} reproduction application |||| %{smart_count} reproduction applications',
    'staff.privacy.count.subscriptions': '%{smart_count} alert subscription |||| %{smart_count} alert subscriptions',
    'staff.privacy.count.mails': '%{smart_count} e-mail sent |||| %{smart_count} e-mails sent',
    'staff.privacy.count.suppressed': 'The address bounced permanently: nothing is sent to it.',
    'staff.privacy.download': 'Download the export (ZIP)',
    'staff.privacy.downloadHint': 'Available to you for one hour.',
    resources: { 'privacy-access': { name: 'Subject access request |||| Subject access requests' } },
  },
  'zh-hant': {
    'staff.privacy.accessIntro': '查閱個人資料的要求：與一個電郵地址或電話號碼有關的所有資料（紀念幣訂單、投訴、複製申請、通知訂閱、已發送電郵），匯出為一個 ZIP 檔案，內含 JSON 及試算表。此要求會記錄於審計紀錄。',
    'staff.privacy.subject': '電郵地址或電話號碼',
    'staff.privacy.subjectHint': '不分大小寫；電話號碼可包含空格或 +853。',
    'staff.privacy.search': '尋找個人資料',
    'staff.privacy.found': '與此地址或號碼有關的資料',
    'staff.privacy.count.orders': '紀念幣訂單 %{smart_count} 張',
    'staff.privacy.count.complaints': '投訴 %{smart_count} 宗',
    'staff.privacy.count.applications': '複製申請 %{smart_count} 宗',
    'staff.privacy.count.subscriptions': '通知訂閱 %{smart_count} 項',
    'staff.privacy.count.mails': '已發送電郵 %{smart_count} 封',
    'staff.privacy.count.suppressed': '此地址的郵件被永久退回：系統不會向其發送郵件。',
    'staff.privacy.download': '下載匯出檔案（ZIP）',
    'staff.privacy.downloadHint': '一小時內可供您下載。',
    resources: { 'privacy-access': { name: '查閱個人資料要求 |||| 查閱個人資料要求' } },
  },
  pt: {
    'staff.privacy.accessIntro': 'Um pedido de acesso do titular: tudo o que é conservado sobre um endereço de correio electrónico ou número de telefone (encomendas de moedas, reclamações, pedidos de reprodução, subscrições de avisos, mensagens enviadas), num ficheiro ZIP com os dados em JSON e numa folha de cálculo. O pedido fica no registo de auditoria.',
    'staff.privacy.subject': 'Correio electrónico ou número de telefone',
    'staff.privacy.subjectHint': 'Maiúsculas ou minúsculas; um telefone com ou sem espaços ou +853.',
    'staff.privacy.search': 'Procurar os dados pessoais',
    'staff.privacy.found': 'Conservado sobre este endereço ou número',
    'staff.privacy.count.orders': '%{smart_count} encomenda de moedas |||| %{smart_count} encomendas de moedas',
    'staff.privacy.count.complaints': '%{smart_count} reclamação |||| %{smart_count} reclamações',
    'staff.privacy.count.applications': '%{smart_count} pedido de reprodução |||| %{smart_count} pedidos de reprodução',
    'staff.privacy.count.subscriptions': '%{smart_count} subscrição de avisos |||| %{smart_count} subscrições de avisos',
    'staff.privacy.count.mails': '%{smart_count} mensagem enviada |||| %{smart_count} mensagens enviadas',
    'staff.privacy.count.suppressed': 'O endereço foi devolvido definitivamente: nada lhe é enviado.',
    'staff.privacy.download': 'Descarregar a exportação (ZIP)',
    'staff.privacy.downloadHint': 'Disponível para si durante uma hora.',
    resources: { 'privacy-access': { name: 'Pedido de acesso do titular |||| Pedidos de acesso do titular' } },
  },
};

export const PRIVACY_RESOURCES: readonly StaffResource[] = [
  {
    name: 'privacy-retention',
    desk: 'administration',
    screens: { list: RetentionScreen },
    access: { list: PRIVACY_PERMISSIONS['privacy.read'], edit: PRIVACY_PERMISSIONS['privacy.manage'] },
    text: RETENTION_TEXT,
  },
  {
    name: 'privacy-access',
    desk: 'administration',
    screens: { list: AccessRequestScreen },
    access: { list: PRIVACY_PERMISSIONS['privacy.access'] },
    text: ACCESS_TEXT,
  },
];
