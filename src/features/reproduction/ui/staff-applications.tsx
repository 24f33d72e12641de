/**
 * The reproduction applications' staff screens (issue 34): the list, and one
 * application with the calculators' check of every line, its documents, timeline
 * (with the decision letters) and the officer's actions (ask for information, approve
 * or refuse with a letter). Text: `text` below, zh-hant/en/pt.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextFieldMui from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Datagrid, FunctionField, List, NumberField, SelectInput, Show, ShowButton, SimpleShowLayout, TextField, TextInput, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { APPLICATION_STATUSES, type ApplicationDetail } from '#src/features/reproduction/contract.ts';
import { APPLICATIONS_PERMISSIONS } from '#src/features/reproduction/permissions.ts';
import { staffApi, StaffApiError } from '#src/features/staff/ui/api.ts';
import { LIST_SX, StaffDateField, useDetailRecord } from '#src/features/staff/ui/list-parts.tsx';
import type { ScreenText, StaffResource } from '#src/features/staff/ui/screens.ts';

export function ApplicationList() {
  const translate = useTranslate();
  const filters = [
    <SelectInput key="status" source="status" label="applications.staff.status" choices={APPLICATION_STATUSES.map((s) => ({ id: s, name: translate(`applications.staff.statuses.${s}`) }))} alwaysOn />,
    <TextInput key="reference" source="reference" label="applications.staff.reference" alwaysOn />,
  ];
  return (
    <List sx={LIST_SX} filters={filters} sort={{ field: 'createdAt', order: 'ASC' }} exporter={false} empty={false}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <TextField source="reference" label="applications.staff.reference" />
        <TextField source="applicantName" label="applications.staff.applicant" sortable={false} />
        <NumberField source="total" label="applications.staff.total" sortable={false} />
        <FunctionField source="status" label="applications.staff.status" render={(r: RaRecord) => translate(`applications.staff.statuses.${String(r.status)}`)} />
        <StaffDateField source="createdAt" label="applications.staff.received" />
        <ShowButton />
      </Datagrid>
    </List>
  );
}

function Lines() {
  const translate = useTranslate();
  const record = useDetailRecord<ApplicationDetail>('events');
  if (!record) return null;
  return (
    <table>
      <caption>{translate('applications.staff.sizeCheck')}</caption>
      <thead>
        <tr>
          <th scope="col">{translate('applications.staff.item')}</th>
          <th scope="col">{translate('applications.staff.quantity')}</th>
          <th scope="col">{translate('applications.staff.realSize')}</th>
          <th scope="col">{translate('applications.staff.area')}</th>
          <th scope="col">{translate('applications.staff.verdict')}</th>
        </tr>
      </thead>
      <tbody>
        {record.lines.map((l, i) => (
          <tr key={i}>
            <td>{l.item}</td>
            <td>{l.quantity}</td>
            <td>{l.realWidthMm === null ? '—' : `${String(l.realWidthMm)} × ${String(l.realHeightMm)} mm`}</td>
            <td>{l.areaPercent === null ? '—' : `${String(l.areaPercent)} %`}</td>
            <td>{translate(`applications.staff.verdicts.${l.verdict}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Documents() {
  const translate = useTranslate();
  const record = useDetailRecord<ApplicationDetail>('events');
  if (!record) return null;
  return (
    <>
      <ul>
        {record.files.map((f) => (
          <li key={f.id}>
            <a href={`/api/staff/applications/${String(record.id)}/files/${String(f.id)}`} download>
              {f.name}
            </a>
          </li>
        ))}
      </ul>
      <ol aria-label={translate('applications.staff.timeline')}>
        {record.events.map((e) => (
          <li key={e.id}>
            {new Date(e.at).toLocaleString()} · {e.actorName ?? ''} · {translate(`applications.staff.statuses.${e.toStatus}`)} — {e.body}{' '}
            {e.letter && (
              <a href={`/api/staff/applications/${String(record.id)}/letters/${String(e.id)}`} download>
                {translate('applications.staff.letter')}
              </a>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}

function Actions() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useDetailRecord<ApplicationDetail>('events');
  const [action, setAction] = useState('approved');
  const [text, setText] = useState('');
  if (!record || record.status === 'approved' || record.status === 'refused') return null;
  const onSubmit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const base = `applications/${String(record.id)}`;
    const call = action === 'info' ? staffApi(`${base}/request-information`, { body: { version: record.version, text } }) : staffApi(`${base}/decision`, { body: { version: record.version, decision: action, text } });
    void call.then(
      () => {
        setText('');
        notify('applications.staff.saved', { type: 'success' });
        refresh();
      },
      (error: unknown) => notify(error instanceof StaffApiError ? error.message : 'applications.staff.failed', { type: 'error' }),
    );
  };
  return (
    <section aria-labelledby="application-actions">
      <Typography id="application-actions" component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate('applications.staff.actions')}
      </Typography>
      <form onSubmit={onSubmit}>
        <TextFieldMui select id="application-action" label={translate('applications.staff.action')} value={action} onChange={(e) => setAction(e.target.value)} sx={{ minWidth: 260 }} size="small">
          <MenuItem value="info">{translate('applications.staff.askInfo')}</MenuItem>
          <MenuItem value="approved">{translate('applications.staff.approve')}</MenuItem>
          <MenuItem value="refused">{translate('applications.staff.refuse')}</MenuItem>
        </TextFieldMui>
        <TextFieldMui id="application-text" label={translate('applications.staff.text')} value={text} onChange={(e) => setText(e.target.value)} multiline minRows={4} fullWidth sx={{ mt: 1 }} />
        <Button type="submit" variant="contained" sx={{ mt: 1 }}>
          {translate('applications.staff.send')}
        </Button>
      </form>
    </section>
  );
}

export function ApplicationShow() {
  const translate = useTranslate();
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="reference" label="applications.staff.reference" />
        <FunctionField source="status" label="applications.staff.status" render={(r: RaRecord) => translate(`applications.staff.statuses.${String(r.status)}`)} />
        <TextField source="applicantName" label="applications.staff.applicant" />
        <TextField source="contactPerson" label="applications.staff.contact" />
        <TextField source="email" label="applications.staff.email" />
        <TextField source="phone" label="applications.staff.phone" />
        <TextField source="finishedText" label="applications.staff.finished" emptyText="—" />
        <FunctionField label="applications.staff.sizeCheck" render={() => <Lines />} />
        <FunctionField label="applications.staff.documents" render={() => <Documents />} />
        <FunctionField label="" render={() => <Actions />} />
      </SimpleShowLayout>
    </Show>
  );
}

const en = {
  'applications.staff.status': 'Status',
  'applications.staff.statuses.received': 'Received',
  'applications.staff.statuses.info-requested': 'Information requested',
  'applications.staff.statuses.approved': 'Approved',
  'applications.staff.statuses.refused': 'Refused',
  'applications.staff.reference': 'Reference',
  'applications.staff.applicant': 'Applicant',
  'applications.staff.contact': 'Contact person',
  'applications.staff.email': 'E-mail',
  'applications.staff.phone': 'Phone',
  'applications.staff.total': 'Copies',
  'applications.staff.received': 'Received',
  'applications.staff.finished': 'Finished product',
  'applications.staff.sizeCheck': 'Size check of each line',
  'applications.staff.item': 'Item',
  'applications.staff.quantity': 'Quantity',
  'applications.staff.realSize': 'Real size',
  'applications.staff.area': 'Copy area',
  'applications.staff.verdict': 'Check',
  'applications.staff.verdicts.allowed': 'Allowed',
  'applications.staff.verdicts.refused': 'Not allowed (80–120 % of the real area)',
  'applications.staff.verdicts.unknown-size': 'Real size not available: check by hand',
  'applications.staff.verdicts.same-as-sample': 'Same as the sample: no size planned',
  'applications.staff.documents': 'Documents and timeline',
  'applications.staff.timeline': 'Timeline',
  'applications.staff.letter': 'Letter (PDF)',
  'applications.staff.actions': 'Decide on this application',
  'applications.staff.action': 'Action',
  'applications.staff.askInfo': 'Ask for more information',
  'applications.staff.approve': 'Approve, with a letter',
  'applications.staff.refuse': 'Refuse, with a letter',
  'applications.staff.text': 'Request, conditions or reasons (sent to the applicant)',
  'applications.staff.send': 'Send',
  'applications.staff.saved': 'Sent',
  'applications.staff.failed': 'This could not be sent.',
  'applications.home.toReview': 'Reproduction applications to review',
  resources: { applications: { name: 'Reproduction application |||| Reproduction applications' } },
};

const zhHant: typeof en = {
  'applications.staff.status': '狀態',
  'applications.staff.statuses.received': '已收到',
  'applications.staff.statuses.info-requested': '已要求補充資料',
  'applications.staff.statuses.approved': '已批准',
  'applications.staff.statuses.refused': '不批准',
  'applications.staff.reference': '編號',
  'applications.staff.applicant': '申請人',
  'applications.staff.contact': '聯絡人',
  'applications.staff.email': '電郵',
  'applications.staff.phone': '電話',
  'applications.staff.total': '數量',
  'applications.staff.received': '收到日期',
  'applications.staff.finished': '製成品',
  'applications.staff.sizeCheck': '各項尺寸檢查',
  'applications.staff.item': '項目',
  'applications.staff.quantity': '數量',
  'applications.staff.realSize': '真品尺寸',
  'applications.staff.area': '複製品面積',
  'applications.staff.verdict': '結果',
  'applications.staff.verdicts.allowed': '符合規定',
  'applications.staff.verdicts.refused': '不符合規定（真品面積的 80%–120%）',
  'applications.staff.verdicts.unknown-size': '未有真品尺寸：請人手核對',
  'applications.staff.verdicts.same-as-sample': '與樣本相同：未有擬定尺寸',
  'applications.staff.documents': '文件及處理紀錄',
  'applications.staff.timeline': '處理紀錄',
  'applications.staff.letter': '函件（PDF）',
  'applications.staff.actions': '就這份申請作出決定',
  'applications.staff.action': '處理方式',
  'applications.staff.askInfo': '要求補充資料',
  'applications.staff.approve': '批准並發出函件',
  'applications.staff.refuse': '不批准並發出函件',
  'applications.staff.text': '要求、條件或理由（會發給申請人）',
  'applications.staff.send': '發出',
  'applications.staff.saved': '已發出',
  'applications.staff.failed': '未能發出。',
  'applications.home.toReview': '待審閱的複製申請',
  resources: { applications: { name: '複製申請' } },
};

const pt: typeof en = {
  'applications.staff.status': 'Estado',
  'applications.staff.statuses.received': 'Recebido',
  'applications.staff.statuses.info-requested': 'Informação pedida',
  'applications.staff.statuses.approved': 'Autorizado',
  'applications.staff.statuses.refused': 'Indeferido',
  'applications.staff.reference': 'Referência',
  'applications.staff.applicant': 'Requerente',
  'applications.staff.contact': 'Pessoa de contacto',
  'applications.staff.email': 'Correio electrónico',
  'applications.staff.phone': 'Telefone',
  'applications.staff.total': 'Cópias',
  'applications.staff.received': 'Recebido em',
  'applications.staff.finished': 'Produto final',
  'applications.staff.sizeCheck': 'Verificação das dimensões de cada linha',
  'applications.staff.item': 'Item',
  'applications.staff.quantity': 'Quantidade',
  'applications.staff.realSize': 'Dimensão real',
  'applications.staff.area': 'Área da cópia',
  'applications.staff.verdict': 'Resultado',
  'applications.staff.verdicts.allowed': 'Permitido',
  'applications.staff.verdicts.refused': 'Não permitido (80–120 % da área real)',
  'applications.staff.verdicts.unknown-size': 'Dimensão real indisponível: verificar manualmente',
  'applications.staff.verdicts.same-as-sample': 'Igual à amostra: sem dimensão prevista',
  'applications.staff.documents': 'Documentos e histórico',
  'applications.staff.timeline': 'Histórico',
  'applications.staff.letter': 'Carta (PDF)',
  'applications.staff.actions': 'Decidir sobre este pedido',
  'applications.staff.action': 'Acção',
  'applications.staff.askInfo': 'Pedir mais informação',
  'applications.staff.approve': 'Autorizar, com carta',
  'applications.staff.refuse': 'Indeferir, com carta',
  'applications.staff.text': 'Pedido, condições ou razões (enviado ao requerente)',
  'applications.staff.send': 'Enviar',
  'applications.staff.saved': 'Enviado',
  'applications.staff.failed': 'Não foi possível enviar.',
  'applications.home.toReview': 'Pedidos de reprodução por analisar',
  resources: { applications: { name: 'Pedido de reprodução |||| Pedidos de reprodução' } },
};

export const APPLICATIONS_RESOURCE: StaffResource = {
  name: 'applications',
  desk: 'cases',
  screens: { list: ApplicationList, show: ApplicationShow },
  access: { list: APPLICATIONS_PERMISSIONS['applications.read'], show: APPLICATIONS_PERMISSIONS['applications.read'] },
  recordRepresentation: 'reference',
  text: { en, 'zh-hant': zhHant, pt } satisfies ScreenText,
};
