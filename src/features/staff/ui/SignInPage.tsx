/** Sign-in: the password step, then the code step (authenticator or recovery code). */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import { resetRequestForm, secondFactorForm, signInForm } from '#src/features/staff/contract.ts';
import { staffApi } from './api.ts';
import { DoorFrame, FormField } from './fields.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';
import { LocaleChoice } from './LocaleChoice.tsx';
import { useStaffForm } from './use-staff-form.ts';

function PasswordStep({ onNext }: { onNext: (next: 'two-factor' | 'enrol' | 'done') => Promise<void> }) {
  const translate = useTranslate();
  const { form, summary, submit, fieldId } = useStaffForm(signInForm, 'sign-in');
  return (
    <form noValidate onSubmit={submit(async (values) => onNext((await staffApi<{ next: 'two-factor' | 'enrol' | 'done' }>('session/sign-in', { body: values })).next))}>
      <ErrorSummary items={summary} />
      <FormField form={form} name="email" id={fieldId('email')} label={translate('staff.signIn.email')} type="email" autoComplete="username" required autoFocus />
      <FormField form={form} name="password" id={fieldId('password')} label={translate('staff.signIn.password')} type="password" autoComplete="current-password" required />
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={form.formState.isSubmitting}>
        {translate('staff.signIn.continue')}
      </Button>
    </form>
  );
}

function CodeStep({ onDone, onRestart }: { onDone: () => Promise<void>; onRestart: () => void }) {
  const translate = useTranslate();
  const [method, setMethod] = useState<'totp' | 'recovery'>('totp');
  const { form, summary, submit, fieldId } = useStaffForm(secondFactorForm, 'code', { defaultValues: { method: 'totp', code: '' } });
  const switchTo = (next: 'totp' | 'recovery') => {
    setMethod(next);
    form.reset({ method: next, code: '' });
  };
  return (
    <form noValidate onSubmit={submit(async (values) => {
      await staffApi('session/second-factor', { body: values });
      await onDone();
    })}>
      <Typography component="h2" variant="h6">
        {translate('staff.signIn.codeTitle')}
      </Typography>
      {method === 'totp' && <Typography>{translate('staff.signIn.codeHint')}</Typography>}
      <ErrorSummary items={summary} />
      <input type="hidden" {...form.register('method')} />
      <FormField
        key={method}
        form={form}
        name="code"
        id={fieldId('code')}
        label={translate(method === 'totp' ? 'staff.signIn.code' : 'staff.signIn.recovery')}
        autoComplete="one-time-code"
        required
        autoFocus
        {...(method === 'totp' ? { slotProps: { htmlInput: { inputMode: 'numeric' } } } : {})}
      />
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={form.formState.isSubmitting}>
        {translate('staff.signIn.submit')}
      </Button>
      <Button type="button" fullWidth sx={{ mt: 1 }} onClick={() => switchTo(method === 'totp' ? 'recovery' : 'totp')}>
        {translate(method === 'totp' ? 'staff.signIn.useRecovery' : 'staff.signIn.useApp')}
      </Button>
      <Button type="button" fullWidth onClick={onRestart}>
        {translate('staff.signIn.restart')}
      </Button>
    </form>
  );
}

function ResetStep({ onBack }: { onBack: () => void }) {
  const translate = useTranslate();
  const [sent, setSent] = useState(false);
  const { form, summary, submit, fieldId } = useStaffForm(resetRequestForm, 'reset');
  return (
    <form noValidate onSubmit={submit(async (values) => {
      await staffApi('session/reset-request', { body: values });
      setSent(true);
    })}>
      <Typography component="h2" variant="h6">
        {translate('staff.reset.title')}
      </Typography>
      <Typography>{translate('staff.reset.intro')}</Typography>
      <ErrorSummary items={summary} />
      {sent ? (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {translate('staff.reset.sent')}
        </Alert>
      ) : (
        <>
          <FormField form={form} name="email" id={fieldId('email')} label={translate('staff.signIn.email')} type="email" autoComplete="username" required autoFocus />
          <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={form.formState.isSubmitting}>
            {translate('staff.reset.send')}
          </Button>
        </>
      )}
      <Button type="button" fullWidth sx={{ mt: 1 }} onClick={onBack}>
        {translate('staff.reset.back')}
      </Button>
    </form>
  );
}

export function SignInPage() {
  const translate = useTranslate();
  const [step, setStep] = useState<'password' | 'code' | 'reset'>('password');
  // A fresh start of the application with its new session cookie: nothing of the
  // signed-out state (react-admin's cached auth check) carries over.
  const finish = async () => {
    window.location.assign('/staff/');
    await new Promise(() => undefined);
  };
  return (
    <DoorFrame title={translate('staff.signIn.title')}>
      <Typography sx={{ mb: 1 }}>{translate('staff.signIn.intro')}</Typography>
      <LocaleChoice />
      {step === 'password' && (
        <>
          <PasswordStep onNext={async (next) => (next === 'two-factor' ? setStep('code') : finish())} />
          <Button type="button" fullWidth sx={{ mt: 1 }} onClick={() => setStep('reset')}>
            {translate('staff.signIn.forgot')}
          </Button>
        </>
      )}
      {step === 'code' && <CodeStep onDone={finish} onRestart={() => setStep('password')} />}
      {step === 'reset' && <ResetStep onBack={() => setStep('password')} />}
    </DoorFrame>
  );
}
