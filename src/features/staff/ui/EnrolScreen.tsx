/**
 * Setting up the second factor, shown in place of every screen until it is done:
 * the password again, then the key (QR code and text) and the recovery codes, then a
 * first code from the app.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useLogout, useTranslate } from 'ra-core';
import { enrolConfirmForm, enrolStartForm, type StaffMe } from '#src/features/staff/contract.ts';
import { staffApi } from './api.ts';
import { DoorFrame, FormField } from './fields.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';
import { useStaffForm } from './use-staff-form.ts';

interface Started {
  totpUri: string;
  secret: string;
  qrSvg: string;
  recoveryCodes: string[];
}

function KeyAndCodes({ started }: { started: Started }) {
  const translate = useTranslate();
  return (
    <>
      <Typography sx={{ mt: 2 }}>{translate('staff.enrol.scan')}</Typography>
      <Box role="img" aria-label={translate('staff.enrol.qrLabel')} sx={{ width: 200, my: 1, '& svg': { width: '100%', height: 'auto' } }} dangerouslySetInnerHTML={{ __html: started.qrSvg }} />
      <Typography component="p" sx={{ fontFamily: 'monospace', fontSize: '1.1rem', wordBreak: 'break-all' }} data-testid="totp-secret">
        {started.secret}
      </Typography>
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate('staff.enrol.recoveryTitle')}
      </Typography>
      <Typography>{translate('staff.enrol.recoveryHint')}</Typography>
      <Box component="ul" sx={{ fontFamily: 'monospace', columns: 2, pl: 3 }} data-testid="recovery-codes">
        {started.recoveryCodes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
    </>
  );
}

export function EnrolScreen({ me, onDone }: { me: StaffMe; onDone: () => Promise<void> }) {
  const translate = useTranslate();
  const logout = useLogout();
  const [started, setStarted] = useState<Started | undefined>();
  const start = useStaffForm(enrolStartForm, 'enrol-start');
  const confirm = useStaffForm(enrolConfirmForm, 'enrol-confirm');
  return (
    <DoorFrame title={translate('staff.enrol.title')}>
      <Typography>{translate('staff.enrol.intro')}</Typography>
      <Typography sx={{ mt: 1 }} color="text.secondary">
        {me.email}
      </Typography>
      {!started ? (
        <form noValidate onSubmit={start.submit(async (values) => setStarted(await staffApi<Started>('me/second-factor/start', { body: values })))}>
          <ErrorSummary items={start.summary} />
          <FormField form={start.form} name="password" id={start.fieldId('password')} label={translate('staff.enrol.password')} type="password" autoComplete="current-password" required autoFocus />
          <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={start.form.formState.isSubmitting}>
            {translate('staff.enrol.start')}
          </Button>
        </form>
      ) : (
        <>
          <KeyAndCodes started={started} />
          <form noValidate onSubmit={confirm.submit(async (values) => {
            await staffApi('me/second-factor/confirm', { body: values });
            await onDone();
          })}>
            <ErrorSummary items={confirm.summary} />
            <FormField form={confirm.form} name="code" id={confirm.fieldId('code')} label={translate('staff.enrol.code')} autoComplete="one-time-code" required slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
            <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={confirm.form.formState.isSubmitting}>
              {translate('staff.enrol.confirm')}
            </Button>
          </form>
        </>
      )}
      <Button type="button" sx={{ mt: 2 }} onClick={() => void logout()}>
        {translate('ra.auth.logout')}
      </Button>
    </DoorFrame>
  );
}
