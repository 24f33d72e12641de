/** One's own account: password, sessions, signing out everywhere. */
import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Box from '@mui/material/Box';
import { useLocaleState, useLogout, useTranslate } from 'react-admin';
import { enrolStartForm, passwordChangeForm } from '#src/features/staff/contract.ts';
import { staffApi } from './api.ts';
import { FormField } from './fields.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';
import { ScreenCard } from './ScreenCard.tsx';
import { intlLocale } from './list-parts.tsx';
import { useStaffForm } from './use-staff-form.ts';

interface SessionRow {
  id: string;
  createdAt: string;
  updatedAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  current: boolean;
}

function PasswordCard() {
  const translate = useTranslate();
  const [done, setDone] = useState(false);
  const { form, summary, submit, fieldId } = useStaffForm(passwordChangeForm, 'password');
  return (
    <form noValidate onSubmit={submit(async (values) => {
      await staffApi('me/password', { body: values });
      form.reset({ currentPassword: '', newPassword: '' });
      setDone(true);
    })}>
      <Typography component="h2" variant="h6">
        {translate('staff.me.password')}
      </Typography>
      <ErrorSummary items={summary} />
      {done && (
        <Alert severity="success" role="status">
          {translate('staff.me.passwordChanged')}
        </Alert>
      )}
      <FormField form={form} name="currentPassword" id={fieldId('currentPassword')} label={translate('staff.me.currentPassword')} type="password" autoComplete="current-password" required />
      <FormField form={form} name="newPassword" id={fieldId('newPassword')} label={translate('staff.me.newPassword')} hint={translate('staff.link.passwordHint')} type="password" autoComplete="new-password" required />
      <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
        {translate('staff.me.savePassword')}
      </Button>
    </form>
  );
}

function RecoveryCodesCard() {
  const translate = useTranslate();
  const [codes, setCodes] = useState<string[] | undefined>();
  const { form, summary, submit, fieldId } = useStaffForm(enrolStartForm, 'recovery');
  return (
    <Box sx={{ mt: 4 }}>
      <form noValidate onSubmit={submit(async (values) => {
        setCodes((await staffApi<{ recoveryCodes: string[] }>('me/second-factor/recovery-codes', { body: values })).recoveryCodes);
        form.reset({ password: '' });
      })}>
        <Typography component="h2" variant="h6">
          {translate('staff.me.recoveryTitle')}
        </Typography>
        <Typography>{translate('staff.me.recoveryHint')}</Typography>
        <ErrorSummary items={summary} />
        {codes && (
          <Box component="ul" role="status" sx={{ fontFamily: 'monospace', columns: 2, pl: 3 }} data-testid="new-recovery-codes">
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </Box>
        )}
        <FormField form={form} name="password" id={fieldId('password')} label={translate('staff.me.recoveryPassword')} type="password" autoComplete="current-password" required />
        <Button type="submit" variant="outlined" disabled={form.formState.isSubmitting}>
          {translate('staff.me.recoveryNew')}
        </Button>
      </form>
    </Box>
  );
}

function SessionsCard() {
  const translate = useTranslate();
  const logout = useLogout();
  const [locale] = useLocaleState();
  const [rows, setRows] = useState<SessionRow[]>([]);
  useEffect(() => {
    void staffApi<SessionRow[]>('me/sessions').then(setRows);
  }, []);
  const when = (iso: string) => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Macau' }).format(new Date(iso));
  return (
    <Box sx={{ mt: 4 }}>
      <Typography component="h2" variant="h6">
        {translate('staff.me.sessions')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }} role="region" aria-label={translate('staff.me.sessions')} tabIndex={0}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('staff.me.started')}</TableCell>
              <TableCell>{translate('staff.me.lastUsed')}</TableCell>
              <TableCell>{translate('staff.me.address')}</TableCell>
              <TableCell>{translate('staff.me.browser')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>
                  {when(row.createdAt)}
                  {row.current ? ` (${translate('staff.me.thisSession')})` : ''}
                </TableCell>
                <TableCell>{when(row.updatedAt)}</TableCell>
                <TableCell>{row.ipAddress}</TableCell>
                <TableCell sx={{ maxWidth: 240, overflowWrap: 'anywhere' }}>{row.userAgent}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Typography sx={{ mt: 2 }}>{translate('staff.me.signOutEverywhereHint')}</Typography>
      <Button
        variant="outlined"
        color="error"
        sx={{ mt: 1 }}
        onClick={async () => {
          await staffApi('session/sign-out', { body: { everywhere: true } }).catch(() => undefined);
          await logout();
        }}
      >
        {translate('staff.me.signOutEverywhere')}
      </Button>
    </Box>
  );
}

export function MyAccountScreen() {
  const translate = useTranslate();
  return (
    <ScreenCard title={translate('staff.me.title')}>
      <PasswordCard />
      <RecoveryCodesCard />
      <SessionsCard />
    </ScreenCard>
  );
}
