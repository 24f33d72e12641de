/**
 * The catalogue screens of the back office (issue 34): the list of coin issues, a new
 * issue and an issue's form — texts in four languages (Portuguese may stay empty),
 * pictures, the specifications, and the sale: price, mintage, stock, limits, status and
 * the sale opening minute (Macao time). The form validates with the calls' schemas;
 * a save carries the version and the stock the person saw (the server moves the stock
 * by the difference, so orders placed meanwhile keep their coins). Read only for those
 * who may not change the catalogue (the auditor): the server refuses their save anyway.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  Create,
  CreateButton,
  Datagrid,
  DateInput,
  Edit,
  EditButton,
  FunctionField,
  List,
  NumberInput,
  SaveButton,
  SearchInput,
  SelectInput,
  Show,
  ShowButton,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  useCanAccess,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { FormErrorSummary } from '#src/features/staff/ui/FormErrorSummary.tsx';
import { intlLocale, LIST_SX } from '#src/features/staff/ui/list-parts.tsx';
import { issueCreateForm, issueSaveForm, ISSUE_LANGS, ISSUE_METALS, ISSUE_STATUSES, ISSUE_TYPES, type IssueLang } from '../staff-contract.ts';
import { PicturesInput } from './staff-pictures.tsx';

const LANGUAGE_NAMES: Record<IssueLang, string> = { 'zh-hant': '繁體中文', 'zh-hans': '简体中文', en: 'English', pt: 'Português' };
const LANG_ATTR: Record<IssueLang, string> = { 'zh-hant': 'zh-Hant', 'zh-hans': 'zh-Hans', en: 'en', pt: 'pt' };

function useChoices(prefix: string, values: readonly string[]) {
  const translate = useTranslate();
  return values.map((id) => ({ id, name: translate(`${prefix}.${id}`) }));
}

function useCanManage(): boolean {
  const { canAccess } = useCanAccess({ resource: 'coin-issues', action: 'create' });
  return canAccess === true;
}

/** A sale opening minute (YYYY-MM-DDTHH:mm, Macao) as the screen's language writes it. */
function OpensAt({ record }: { record: RaRecord }) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const minute = String(record.saleOpensAt ?? '');
  if (!minute) return <>{translate('coins.catalogue.noOpening')}</>;
  const at = new Date(`${minute}:00+08:00`);
  return <>{new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Macau' }).format(at)}</>;
}

function ListActions() {
  const canManage = useCanManage();
  return <TopToolbar>{canManage && <CreateButton />}</TopToolbar>;
}

export function CoinIssueList() {
  const translate = useTranslate();
  const canManage = useCanManage();
  const statuses = useChoices('coins.catalogue.status', ISSUE_STATUSES);
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'MOP', currencyDisplay: 'code' });
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('coins.catalogue.search')} aria-label={translate('coins.catalogue.search')} />,
    <SelectInput key="status" source="status" choices={statuses} alwaysOn />,
  ];
  return (
    <List sx={LIST_SX} filters={filters} perPage={25} sort={{ field: 'year', order: 'DESC' }} exporter={false} actions={<ListActions />}>
      <Datagrid bulkActionButtons={false} rowClick={canManage ? 'edit' : 'show'}>
        <TextField source="name" sortable={false} />
        <TextField source="slug" />
        <TextField source="year" />
        <FunctionField source="price" render={(record: RaRecord) => money.format(Number(record.price ?? 0))} />
        <FunctionField source="stock" render={(record: RaRecord) => `${String(record.stock)} / ${String(record.mintage)}`} />
        <FunctionField source="status" render={(record: RaRecord) => translate(`coins.catalogue.status.${String(record.status)}`)} />
        <FunctionField source="saleOpensAt" render={(record: RaRecord) => <OpensAt record={record} />} />
        {/* A link per row: only a link opens it by keyboard. */}
        {canManage ? <EditButton /> : <ShowButton />}
      </Datagrid>
    </List>
  );
}

function Heading({ children }: { children: string }) {
  return (
    <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
      {children}
    </Typography>
  );
}

/** One language's texts: a group named by its language, the inputs marked with it. */
function TextsOf({ lang, disabled }: { lang: IssueLang; disabled: boolean }) {
  const translate = useTranslate();
  const input = { lang: LANG_ATTR[lang] };
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'grey.300', borderRadius: 1, p: 2, m: 0, mb: 2, minWidth: 0, width: '100%', boxSizing: 'border-box' }}>
      <Typography component="legend" sx={{ px: 1, fontWeight: 600 }}>
        <span lang={LANG_ATTR[lang]}>{LANGUAGE_NAMES[lang]}</span>
        {lang === 'pt' ? ` — ${translate('coins.catalogue.ptOptional')}` : ''}
      </Typography>
      <Box>
        <TextInput source={`texts.${lang}.name`} label={`${translate('coins.catalogue.name')} (${LANGUAGE_NAMES[lang]})`} fullWidth disabled={disabled} slotProps={{ htmlInput: input }} />
        <TextInput source={`texts.${lang}.seriesName`} label={`${translate('coins.catalogue.seriesName')} (${LANGUAGE_NAMES[lang]})`} fullWidth disabled={disabled} slotProps={{ htmlInput: input }} />
        <TextInput source={`texts.${lang}.description`} label={`${translate('coins.catalogue.description')} (${LANGUAGE_NAMES[lang]})`} fullWidth multiline minRows={3} disabled={disabled} slotProps={{ htmlInput: input }} />
      </Box>
    </Box>
  );
}

function IssueFields({ creating, disabled }: { creating: boolean; disabled: boolean }) {
  const translate = useTranslate();
  const types = useChoices('coins.catalogue.type', ISSUE_TYPES);
  const metals = useChoices('coins.catalogue.metal', ISSUE_METALS);
  const statuses = useChoices('coins.catalogue.status', ISSUE_STATUSES);
  const record = useRecordContext();
  const wide = { width: '100%', maxWidth: 560 };
  // Read only, the hints on how to fill a field in are of no use (and MUI greys them below contrast).
  const hint = (key: string) => (disabled ? false : key);
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <FormErrorSummary />
      <Heading>{translate('coins.catalogue.identity')}</Heading>
      {creating ? <TextInput source="slug" helperText="coins.catalogue.slugHint" sx={wide} /> : <Typography sx={{ mb: 1 }}>{translate('coins.catalogue.slugIs', { slug: String(record?.slug ?? '') })}</Typography>}
      <NumberInput source="year" step={1} disabled={disabled} sx={wide} />
      <SelectInput source="type" choices={types} disabled={disabled} sx={wide} />
      <TextInput source="series" helperText={hint('coins.catalogue.seriesHint')} disabled={disabled} sx={wide} />
      <DateInput source="issueDate" disabled={disabled} sx={wide} />
      <Heading>{translate('coins.catalogue.texts')}</Heading>
      {ISSUE_LANGS.map((lang) => (
        <TextsOf key={lang} lang={lang} disabled={disabled} />
      ))}
      <PicturesInput disabled={disabled} />
      <Heading>{translate('coins.catalogue.specs')}</Heading>
      <SelectInput source="metal" choices={metals} disabled={disabled} sx={wide} />
      <NumberInput source="fineness" step={1} helperText={hint('coins.catalogue.finenessHint')} disabled={disabled} sx={wide} />
      <NumberInput source="diameterMm" step={0.01} disabled={disabled} sx={wide} />
      <NumberInput source="weightG" step={0.01} disabled={disabled} sx={wide} />
      <NumberInput source="faceValue" step={0.01} disabled={disabled} sx={wide} />
      <Heading>{translate('coins.catalogue.sale')}</Heading>
      <NumberInput source="price" step={0.01} disabled={disabled} sx={wide} />
      <NumberInput source="mintage" step={1} disabled={disabled} sx={wide} />
      <NumberInput source="stock" step={1} helperText={creating ? false : hint('coins.catalogue.stockHint')} disabled={disabled} sx={wide} />
      <NumberInput source="orderLimit" step={1} disabled={disabled} sx={wide} />
      <NumberInput source="buyerLimit" step={1} disabled={disabled} sx={wide} />
      <SelectInput source="status" choices={statuses} helperText={hint('coins.catalogue.statusHint')} disabled={disabled} sx={wide} />
      <TextInput source="saleOpensAt" type="datetime-local" helperText={hint('coins.catalogue.opensHint')} disabled={disabled} sx={wide} slotProps={{ inputLabel: { shrink: true } }} />
    </Box>
  );
}

function SaveOnly() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

const EMPTY_TEXT = { name: '', seriesName: '', description: '' };
const NEW_ISSUE = {
  slug: '',
  year: new Date().getFullYear(),
  type: 'silver',
  series: '',
  metal: 'silver',
  fineness: 999,
  status: 'on-sale',
  saleOpensAt: '',
  pictures: [],
  texts: { 'zh-hant': EMPTY_TEXT, 'zh-hans': EMPTY_TEXT, en: EMPTY_TEXT, pt: EMPTY_TEXT },
};

export function CoinIssueCreate() {
  return (
    <Create redirect="edit">
      <SimpleForm resolver={zodResolver(issueCreateForm) as never} defaultValues={NEW_ISSUE} toolbar={<SaveOnly />}>
        <IssueFields creating disabled={false} />
      </SimpleForm>
    </Create>
  );
}

export function CoinIssueEdit() {
  const canManage = useCanManage();
  return (
    <Edit mutationMode="pessimistic" redirect={false}>
      <SimpleForm resolver={zodResolver(issueSaveForm) as never} toolbar={canManage ? <SaveOnly /> : false} disabled={!canManage}>
        <IssueFields creating={false} disabled={!canManage} />
      </SimpleForm>
    </Edit>
  );
}

/** The issue read only (the auditor): the same form, nothing to save; react-admin's Edit would ask for the edit permission. */
export function CoinIssueShow() {
  return (
    <Show>
      <SimpleForm toolbar={false} disabled onSubmit={() => undefined}>
        <IssueFields creating={false} disabled />
      </SimpleForm>
    </Show>
  );
}
