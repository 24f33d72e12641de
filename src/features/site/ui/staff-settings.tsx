/**
 * The site settings screen of the back office (issue 33): contact details shown in
 * the header and footer, the languages of the site, the analytics key, and the gray
 * mourning style, on at once or within a window in Macao time. One record: the menu
 * opens it directly. Read only for those who may not change it (the server refuses
 * their save anyway).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { BooleanInput, CheckboxGroupInput, Edit, SaveButton, SimpleForm, TextInput, Toolbar, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { LANGUAGES } from '#src/lib/i18n/languages.ts';
import { siteSettingsForm } from '#src/features/site/contract.ts';
import { SITE_PERMISSIONS } from '#src/features/site/permissions.ts';
import { FormErrorSummary } from '#src/features/staff/ui/FormErrorSummary.tsx';
import type { StaffResource } from '#src/features/staff/ui/screens.ts';

const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = { 'zh-hant': '繁體中文', 'zh-hans': '简体中文', en: 'English', pt: 'Português' };

function GrayNow() {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Typography role="status" sx={{ mb: 1 }}>
      {translate(record.grayNow ? 'staff.site.grayNowOn' : 'staff.site.grayNowOff')}
    </Typography>
  );
}

function SettingsToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

export function SiteSettingsScreen() {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'site-settings', action: 'edit' });
  const readOnly = canEdit !== true;
  return (
    <Edit resource="site-settings" id="website" redirect={false} mutationMode="pessimistic" title={translate('resources.site-settings.name', { smart_count: 1 })} actions={false}>
      <SimpleForm resolver={zodResolver(siteSettingsForm) as never} toolbar={readOnly ? false : <SettingsToolbar />} disabled={readOnly}>
        <FormErrorSummary />
        <Typography component="h2" variant="h6">
          {translate('staff.site.contact')}
        </Typography>
        <TextInput source="phone" autoComplete="off" />
        <TextInput source="email" type="email" autoComplete="off" />
        <TextInput source="facebook" type="url" helperText={translate('staff.site.httpsHint')} />
        <TextInput source="wechat" />
        <TextInput source="wechatUrl" type="url" helperText={translate('staff.site.wechatUrlHint')} />
        <Typography component="h2" variant="h6">
          {translate('staff.site.languagesAndAnalytics')}
        </Typography>
        <CheckboxGroupInput source="frontendLang" choices={LANGUAGES.map((id) => ({ id, name: LANGUAGE_NAMES[id] }))} row={false} />
        <TextInput source="analyticsKey" autoComplete="off" helperText={translate('staff.site.analyticsHint')} />
        <Typography component="h2" variant="h6">
          {translate('staff.site.mourning')}
        </Typography>
        <GrayNow />
        <BooleanInput source="grayStyle" helperText={translate('staff.site.grayHint')} />
        <TextInput source="grayFrom" type="datetime-local" slotProps={{ inputLabel: { shrink: true } }} helperText={translate('staff.site.windowHint')} />
        <TextInput source="grayUntil" type="datetime-local" slotProps={{ inputLabel: { shrink: true } }} helperText={translate('staff.site.windowHint')} />
      </SimpleForm>
    </Edit>
  );
}

const fields = (f: Record<string, string>) => f;

export const SITE_SETTINGS_RESOURCE: StaffResource = {
  name: 'site-settings',
  desk: 'content',
  screens: { list: SiteSettingsScreen },
  access: { list: SITE_PERMISSIONS['site.settings.read'], edit: SITE_PERMISSIONS['site.settings.manage'] },
  text: {
    en: {
      'staff.site.contact': 'Contact details in the header and footer',
      'staff.site.httpsHint': 'A full address beginning with https://',
      'staff.site.wechatUrlHint': 'The official account’s address: the top bar shows its QR code. Empty: no QR code.',
      'staff.site.languagesAndAnalytics': 'Languages and analytics',
      'staff.site.analyticsHint': 'Empty: no analytics on the public pages.',
      'staff.site.mourning': 'Mourning style',
      'staff.site.grayHint': 'Every public page in shades of gray, at once when saved.',
      'staff.site.windowHint': 'Macao time. Optional: with a start or an end, the gray style shows only within them.',
      'staff.site.grayNowOn': 'The public pages show the gray style now.',
      'staff.site.grayNowOff': 'The public pages do not show the gray style now.',
      'site.settings.changedMeanwhile': 'Someone else changed the site settings after you opened them. Reload the page to see their changes, then make yours again.',
      'site.settings.grayWindowOrder': 'The end must be after the start.',
      'site.settings.httpsUrl': 'Enter a full address beginning with https://',
      'site.settings.oneLanguage': 'Choose at least one language.',
      resources: {
        'site-settings': {
          name: 'Site settings |||| Site settings',
          fields: fields({ phone: 'Telephone', email: 'E-mail address', facebook: 'Facebook page', wechat: 'WeChat account name', wechatUrl: 'WeChat account address', frontendLang: 'Languages of the site', analyticsKey: 'Analytics key', grayStyle: 'Gray mourning style', grayFrom: 'Gray style from', grayUntil: 'Gray style until' }),
        },
      },
    },
    'zh-hant': {
      'staff.site.contact': '頁首及頁尾的聯絡資料',
      'staff.site.httpsHint': '以 https:// 開頭的完整網址',
      'staff.site.wechatUrlHint': '官方帳號的網址：頂欄顯示其二維碼。留空則不顯示二維碼。',
      'staff.site.languagesAndAnalytics': '語言及網站分析',
      'staff.site.analyticsHint': '留空則公眾頁面不使用網站分析。',
      'staff.site.mourning': '哀悼樣式',
      'staff.site.grayHint': '所有公眾頁面以灰色顯示，儲存後即時生效。',
      'staff.site.windowHint': '澳門時間。可選：設定開始或結束時間後，灰色樣式只在該時段內顯示。',
      'staff.site.grayNowOn': '公眾頁面現正以灰色樣式顯示。',
      'staff.site.grayNowOff': '公眾頁面現時並非以灰色樣式顯示。',
      'site.settings.changedMeanwhile': '您開啟網站設定後，另一位同事已作出修改。請重新載入頁面查看其修改，然後再次作出您的修改。',
      'site.settings.grayWindowOrder': '結束時間須遲於開始時間。',
      'site.settings.httpsUrl': '請輸入以 https:// 開頭的完整網址',
      'site.settings.oneLanguage': '請至少選擇一種語言。',
      resources: {
        'site-settings': {
          name: '網站設定 |||| 網站設定',
          fields: fields({ phone: '電話', email: '電郵地址', facebook: 'Facebook 專頁', wechat: '微信帳號名稱', wechatUrl: '微信帳號網址', frontendLang: '網站語言', analyticsKey: '網站分析代碼', grayStyle: '灰色哀悼樣式', grayFrom: '灰色樣式開始', grayUntil: '灰色樣式結束' }),
        },
      },
    },
    pt: {
      'staff.site.contact': 'Contactos no cabeçalho e no rodapé',
      'staff.site.httpsHint': 'Um endereço completo começado por https://',
      'staff.site.wechatUrlHint': 'O endereço da conta oficial: a barra superior mostra o seu código QR. Vazio: sem código QR.',
      'staff.site.languagesAndAnalytics': 'Línguas e estatísticas de visitas',
      'staff.site.analyticsHint': 'Vazio: sem estatísticas de visitas nas páginas públicas.',
      'staff.site.mourning': 'Estilo de luto',
      'staff.site.grayHint': 'Todas as páginas públicas em tons de cinzento, logo que guardado.',
      'staff.site.windowHint': 'Hora de Macau. Opcional: com início ou fim, o estilo cinzento só aparece nesse período.',
      'staff.site.grayNowOn': 'As páginas públicas mostram agora o estilo cinzento.',
      'staff.site.grayNowOff': 'As páginas públicas não mostram agora o estilo cinzento.',
      'site.settings.changedMeanwhile': 'Outra pessoa alterou as definições do sítio depois de as ter aberto. Recarregue a página para ver as alterações dessa pessoa e volte a fazer as suas.',
      'site.settings.grayWindowOrder': 'O fim tem de ser posterior ao início.',
      'site.settings.httpsUrl': 'Introduza um endereço completo começado por https://',
      'site.settings.oneLanguage': 'Escolha pelo menos uma língua.',
      resources: {
        'site-settings': {
          name: 'Definições do sítio |||| Definições do sítio',
          fields: fields({ phone: 'Telefone', email: 'Correio electrónico', facebook: 'Página do Facebook', wechat: 'Nome da conta WeChat', wechatUrl: 'Endereço da conta WeChat', frontendLang: 'Línguas do sítio', analyticsKey: 'Chave de estatísticas', grayStyle: 'Estilo cinzento de luto', grayFrom: 'Estilo cinzento desde', grayUntil: 'Estilo cinzento até' }),
        },
      },
    },
  },
};
