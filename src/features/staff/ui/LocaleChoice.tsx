/** The language of the screens, chosen by each person (zh-hant by default), outside the layout's app bar. */
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { useLocaleState, useTranslate } from 'ra-core';
import { STAFF_LOCALES_SHOWN } from './providers.ts';

export function LocaleChoice() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <TextField select size="small" id="staff-locale" label={translate('staff.locale.label')} value={locale} onChange={(event) => setLocale(event.target.value)} sx={{ minWidth: 160, mt: 1 }}>
      {STAFF_LOCALES_SHOWN.map((l) => (
        <MenuItem key={l.locale} value={l.locale} lang={l.locale === 'zh-hant' ? 'zh-Hant' : l.locale}>
          {l.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
