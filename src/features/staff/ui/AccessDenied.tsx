/** The screen of a page the person's roles do not open (react-admin's own is grey on grey, under the contrast minimum). */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';

export function AccessDenied() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('ra.page.access_denied')} />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('ra.page.access_denied')}
        </Typography>
        <Typography>{translate('ra.message.access_denied')}</Typography>
      </CardContent>
    </Card>
  );
}
