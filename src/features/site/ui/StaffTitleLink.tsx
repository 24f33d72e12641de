/** A menu item's or link's title in the staff language as a link to its screen, a fallback marked with its language (staff-title.ts). */
import { Link as RouterLink } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { StaffTitle } from './staff-title.ts';
import { staffTitleLang } from './staff-title.ts';

export function StaffTitleLink({ to, shown, otherwise }: { to: string; shown: StaffTitle | null; otherwise: string }) {
  const translate = useTranslate();
  return (
    <>
      <RouterLink to={to} lang={staffTitleLang(shown)}>
        {shown?.text ?? otherwise}
      </RouterLink>
      {shown?.fallback && (
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          ({translate('staff.menu.titleFallback', { lang: translate(`staff.lang.${shown.lang}`) })})
        </Typography>
      )}
    </>
  );
}
