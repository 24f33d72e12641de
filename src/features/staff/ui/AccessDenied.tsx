/** The screen of a page the person's roles do not open (react-admin's own is grey on grey, under the contrast minimum). */
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { ScreenCard } from './ScreenCard.tsx';

export function AccessDenied() {
  const translate = useTranslate();
  return (
    <ScreenCard title={translate('ra.page.access_denied')}>
      <Typography>{translate('ra.message.access_denied')}</Typography>
    </ScreenCard>
  );
}
