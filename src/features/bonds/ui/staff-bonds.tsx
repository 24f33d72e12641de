/**
 * The bond desk in the back office (issue 35): bond records (the ISIN list) and
 * investment funds — lists with filters, create, edit every field of SPEC §3 with
 * the texts per language, remove after a confirmation — and the import of a file of
 * either, with every error by line and column, and the files kept for download.
 * Forms check with the contract's zod schemas, the same the server parses with;
 * every save sends the version it was opened at (the server refuses a stale one).
 */
import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  Create,
  CreateButton,
  Datagrid,
  DeleteWithConfirmButton,
  Edit,
  EditButton,
  FunctionField,
  List,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  useCanAccess,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import {
  BOND_CURRENCY_CODES,
  BOND_IMPORT_COLUMNS,
  BOND_IMPORT_KIND_CODES,
  BOND_OPTION_TYPE_CODES,
  BOND_STATUS_CODES,
  FUND_IMPORT_COLUMNS,
  INTEREST_PAYMENT_METHODS,
  ISSUER_KINDS,
  RATING_AGENCIES,
  bondRecordForm,
  investmentFundForm,
  type BondImportRowData,
} from '#src/features/bonds/contract.ts';
import { staffApi, StaffApiError } from '#src/features/staff/ui/api.ts';
import { type SummaryItem } from '#src/features/staff/ui/ErrorSummary.tsx';
import { TableFileUpload, uploadErrors } from '#src/features/staff/ui/import-parts.tsx';
import { FormErrorSummary } from '#src/features/staff/ui/FormErrorSummary.tsx';
import { LIST_SX, StaffDateField } from '#src/features/staff/ui/list-parts.tsx';

const LANGS = ['zh-hant', 'zh-hans', 'en', 'pt'] as const;
const REQUIRED_LANGS: readonly string[] = ['zh-hant', 'en'];

function useChoices(prefix: string, codes: readonly string[]) {
  const translate = useTranslate();
  return codes.map((id) => ({ id, name: translate(`${prefix}.${id}`) }));
}

/** The bond types, named in the language of the screens. */
function useBondTypes(): { id: number; name: string }[] {
  const [types, setTypes] = useState<{ id: number; name: string }[]>([]);
  useEffect(() => {
    void staffApi<{ data: { id: number; name: string }[] }>('bond-types').then((answer) => setTypes(answer.data), () => undefined);
  }, []);
  return types;
}

function Heading({ children }: { children: string }) {
  return (
    <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
      {children}
    </Typography>
  );
}

function ImportButton() {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'bond-imports', action: 'create' });
  if (!canAccess) return null;
  return (
    <Button component={Link} to="/bond-imports/create" size="small">
      {translate('bondDesk.import.action')}
    </Button>
  );
}

function ListActions() {
  return (
    <TopToolbar>
      <CreateButton />
      <ImportButton />
    </TopToolbar>
  );
}

function Empty({ text }: { text: string }) {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate(text)}</Typography>;
}

// --- Bond records -----------------------------------------------------------------------------------

export function BondRecordList() {
  const translate = useTranslate();
  const types = useBondTypes();
  const currencies = BOND_CURRENCY_CODES.map((id) => ({ id, name: id }));
  const statuses = useChoices('bondDesk.status', BOND_STATUS_CODES);
  const filters = [
    <TextInput key="q" source="q" alwaysOn resettable />,
    <SelectInput key="currency" source="currency" choices={currencies} alwaysOn emptyText="bondDesk.all" />,
    <SelectInput key="typeId" source="typeId" choices={types} alwaysOn emptyText="bondDesk.all" />,
    <SelectInput key="status" source="status" choices={statuses} alwaysOn emptyText="bondDesk.all" />,
  ];
  return (
    <List sx={LIST_SX} filters={filters} actions={<ListActions />} exporter={false} perPage={25} empty={false}>
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<Empty text="bondDesk.empty.bonds" />}>
        <TextField source="isin" sortable={false} />
        <TextField source="bondNumber" sortable={false} />
        <TextField source="issuer" sortable={false} />
        <TextField source="currency" sortable={false} />
        <TextField source="maturityDate" sortable={false} />
        <FunctionField source="status" sortable={false} render={(r: RaRecord) => translate(`bondDesk.status.${String(r.status)}`)} />
        <EditButton />
      </Datagrid>
    </List>
  );
}

/** Issuer and instrument in one language (Traditional Chinese and English required). */
function BondTexts() {
  const translate = useTranslate();
  return (
    <>
      {LANGS.map((lang) => (
        <Box key={lang} component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%', maxWidth: '48rem' }}>
          <Typography component="legend" variant="subtitle1" sx={{ mt: 1 }}>
            {translate(REQUIRED_LANGS.includes(lang) ? 'bondDesk.texts' : 'bondDesk.textsOptional', { language: translate(`bondDesk.lang.${lang}`) })}
          </Typography>
          <TextInput source={`texts.${lang}.issuer`} fullWidth isRequired={REQUIRED_LANGS.includes(lang)} />
          <TextInput source={`texts.${lang}.instrument`} fullWidth multiline isRequired={REQUIRED_LANGS.includes(lang)} />
        </Box>
      ))}
    </>
  );
}

function BondFields() {
  const translate = useTranslate();
  const types = useBondTypes();
  const currencies = BOND_CURRENCY_CODES.map((id) => ({ id, name: id }));
  const agencies = [{ id: '', name: translate('bondDesk.noAgency') }, ...RATING_AGENCIES.map((id) => ({ id, name: translate(`bondDesk.agency.${id}`) }))];
  return (
    <>
      <FormErrorSummary />
      <Heading>{translate('bondDesk.section.bond')}</Heading>
      <TextInput source="isin" isRequired helperText="bondDesk.isinHint" autoComplete="off" />
      <TextInput source="bondNumber" isRequired autoComplete="off" />
      <SelectInput source="typeId" choices={types} isRequired emptyValue={0} />
      <SelectInput source="issuerKind" choices={useChoices('bondDesk.issuerKind', ISSUER_KINDS)} isRequired />
      <SelectInput source="currency" choices={currencies} isRequired />
      <TextInput source="couponRate" isRequired inputMode="decimal" />
      <TextInput source="actualIssueSize" isRequired inputMode="decimal" />
      <BondTexts />
      <Heading>{translate('bondDesk.section.dates')}</Heading>
      <TextInput source="issueDate" type="date" isRequired slotProps={{ inputLabel: { shrink: true } }} />
      <TextInput source="valueDate" type="date" isRequired slotProps={{ inputLabel: { shrink: true } }} />
      <TextInput source="maturityDate" type="date" isRequired slotProps={{ inputLabel: { shrink: true } }} />
      <TextInput source="tenorMonths" isRequired inputMode="numeric" />
      <SelectInput source="interestPaymentMethod" choices={useChoices('bondDesk.payment', INTEREST_PAYMENT_METHODS)} isRequired />
      <SelectInput source="optionType" choices={useChoices('bondDesk.option', BOND_OPTION_TYPE_CODES)} isRequired />
      <Heading>{translate('bondDesk.section.rating')}</Heading>
      <TextInput source="rating" helperText="bondDesk.ratingHint" autoComplete="off" />
      <SelectInput source="ratingAgency" choices={agencies} emptyValue="" emptyText="bondDesk.noAgency" />
      <SelectInput source="status" choices={useChoices('bondDesk.status', BOND_STATUS_CODES)} isRequired />
      <TextInput source="disclosureDate" type="date" isRequired slotProps={{ inputLabel: { shrink: true } }} />
    </>
  );
}

/** Save, and remove after a confirmation (for those who may). */
function EditToolbar({ resource }: { resource: string }) {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource, action: 'delete' });
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <SaveButton />
      {canAccess && record ? <DeleteWithConfirmButton mutationMode="pessimistic" sx={{ color: '#b71c1c' }} /> : null}
    </Toolbar>
  );
}

export function BondRecordEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm resolver={zodResolver(bondRecordForm) as never} toolbar={<EditToolbar resource="bond-records" />}>
        <BondFields />
      </SimpleForm>
    </Edit>
  );
}

export function BondRecordCreate() {
  return (
    <Create redirect="list">
      <SimpleForm
        resolver={zodResolver(bondRecordForm) as never}
        defaultValues={{ optionType: 'none', status: 'outstanding', interestPaymentMethod: 'annual', currency: 'MOP', rating: '', ratingAgency: '', texts: { 'zh-hant': { issuer: '', instrument: '' }, en: { issuer: '', instrument: '' } } }}
      >
        <BondFields />
      </SimpleForm>
    </Create>
  );
}

// --- Investment funds -----------------------------------------------------------------------------------

export function FundList() {
  return (
    <List sx={LIST_SX} filters={[<TextInput key="q" source="q" alwaysOn resettable />]} actions={<ListActions />} exporter={false} perPage={25} empty={false}>
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<Empty text="bondDesk.empty.funds" />}>
        <TextField source="subFundName" sortable={false} />
        <TextField source="fundName" sortable={false} />
        <TextField source="manager" sortable={false} />
        <TextField source="authorizationDate" sortable={false} />
        <EditButton />
      </Datagrid>
    </List>
  );
}

function FundFields() {
  const translate = useTranslate();
  return (
    <>
      <FormErrorSummary />
      <TextInput source="authorizationDate" type="date" isRequired slotProps={{ inputLabel: { shrink: true } }} />
      {LANGS.map((lang) => (
        <Box key={lang} component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%', maxWidth: '48rem' }}>
          <Typography component="legend" variant="subtitle1" sx={{ mt: 1 }}>
            {translate(REQUIRED_LANGS.includes(lang) ? 'bondDesk.texts' : 'bondDesk.textsOptional', { language: translate(`bondDesk.lang.${lang}`) })}
          </Typography>
          <TextInput source={`texts.${lang}.fundName`} fullWidth isRequired={REQUIRED_LANGS.includes(lang)} />
          <TextInput source={`texts.${lang}.subFundName`} fullWidth isRequired={REQUIRED_LANGS.includes(lang)} />
          <TextInput source={`texts.${lang}.manager`} fullWidth isRequired={REQUIRED_LANGS.includes(lang)} />
        </Box>
      ))}
    </>
  );
}

export function FundEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm resolver={zodResolver(investmentFundForm) as never} toolbar={<EditToolbar resource="investment-funds" />}>
        <FundFields />
      </SimpleForm>
    </Edit>
  );
}

export function FundCreate() {
  return (
    <Create redirect="list">
      <SimpleForm resolver={zodResolver(investmentFundForm) as never}>
        <FundFields />
      </SimpleForm>
    </Create>
  );
}

// --- Imports -----------------------------------------------------------------------------------------

function DownloadLink({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  return (
    <a href={`/api/staff/bond-imports/${encodeURIComponent(String(record.id))}/file`} download>
      {translate('bondDesk.import.download', { file: String(record.fileName) })}
    </a>
  );
}

export function BondImportList() {
  const translate = useTranslate();
  const kinds = useChoices('bondDesk.kind', BOND_IMPORT_KIND_CODES);
  return (
    <List
      sx={LIST_SX}
      filters={[<SelectInput key="kind" source="kind" choices={kinds} alwaysOn emptyText="bondDesk.all" />]}
      actions={
        <TopToolbar>
          <CreateButton label="bondDesk.import.action" />
        </TopToolbar>
      }
      exporter={false}
      perPage={25}
      empty={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<Empty text="bondDesk.empty.imports" />}>
        <StaffDateField source="importedAt" sortable={false} />
        <FunctionField source="kind" sortable={false} render={(r: RaRecord) => translate(`bondDesk.kind.${String(r.kind)}`)} />
        <TextField source="records" sortable={false} />
        <TextField source="importedByEmail" sortable={false} emptyText="—" />
        <FunctionField source="file" sortable={false} render={(r: RaRecord) => <DownloadLink record={r} />} />
      </Datagrid>
    </List>
  );
}

/** A refused import: the file's own problem first, then each line's. */
function bondImportErrors(error: unknown, fileId: string): SummaryItem[] {
  if (!(error instanceof StaffApiError)) return uploadErrors(error, fileId);
  const lines = error.fields.filter((f) => f.field.startsWith('line.')).map((f) => ({ message: f.message }));
  const other = error.fields.filter((f) => !f.field.startsWith('line.')).map((f) => ({ fieldId: fileId, message: f.message }));
  return lines.length ? [{ fieldId: fileId, message: error.message }, ...lines] : other.length ? other : [{ message: error.message }];
}

export function BondImportCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [kind, setKind] = useState<(typeof BOND_IMPORT_KIND_CODES)[number]>('bond-records');
  const columns = (kind === 'bond-records' ? BOND_IMPORT_COLUMNS : FUND_IMPORT_COLUMNS).join(', ');
  return (
    <TableFileUpload
      texts={{ title: 'bondDesk.import.title', intro: 'bondDesk.import.intro', file: 'bondDesk.import.file', hint: 'bondDesk.import.hint', choose: 'bondDesk.import.choose', submit: 'bondDesk.import.submit', working: 'bondDesk.import.working' }}
      hintArgs={{ columns }}
      fileId="bond-import-file"
      fileName="bondFile"
      errorsOf={bondImportErrors}
      upload={async (file, content) => {
        const stored = await staffApi<BondImportRowData>('bond-imports/new', { body: { kind, fileName: file.name, content } });
        notify('bondDesk.import.done', { type: 'success', messageArgs: { smart_count: stored.records } });
        redirect('list', kind);
      }}
    >
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
          {translate('bondDesk.import.kind')}
        </Typography>
        {BOND_IMPORT_KIND_CODES.map((k) => (
          <Box key={k} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <input type="radio" id={`bond-import-kind-${k}`} name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
            <label htmlFor={`bond-import-kind-${k}`}>{translate(`bondDesk.kind.${k}`)}</label>
          </Box>
        ))}
      </Box>
    </TableFileUpload>
  );
}
