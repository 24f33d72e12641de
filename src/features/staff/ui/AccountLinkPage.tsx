/**
 * `/staff/account#token=…`: the page of a setup, invitation or reset link. The token
 * stays in the fragment (never sent in a URL, so never in a log) and goes to the
 * server in the body.
 */
import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { useTranslate } from 'ra-core';
import { accountFromLinkForm } from '#src/features/staff/contract.ts';
import { staffApi, StaffApiError } from './api.ts';
import { DoorFrame, FormField } from './fields.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';
import { LocaleChoice } from './LocaleChoice.tsx';
import { useStaffForm } from './use-staff-form.ts';

interface LinkInfo {
  purpose: 'setup' | 'invitation' | 'reset';
  email: string | null;
  name: string | null;
}

const TITLES = { setup: 'staff.link.setupTitle', invitation: 'staff.link.invitationTitle', reset: 'staff.link.resetTitle' } as const;

function useLinkToken(): string {
  const [token] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '');
  return token;
}

function AccountForm({ token, info }: { token: string; info: LinkInfo }) {
  const translate = useTranslate();
  const [saved, setSaved] = useState(false);
  const { form, summary, submit, fieldId } = useStaffForm(accountFromLinkForm, 'account', { defaultValues: { token, name: info.name ?? '', ...(info.email ? {} : { email: '' }), password: '' } });
  if (saved) {
    return (
      <>
        <Alert severity="success" role="status">
          {translate('staff.link.saved')}
        </Alert>
        <Button href="/staff/login" variant="contained" sx={{ mt: 2 }}>
          {translate('staff.link.toSignIn')}
        </Button>
      </>
    );
  }
  return (
    <form noValidate onSubmit={submit(async (values) => {
      const { next } = await staffApi<{ next: 'enrol' | 'sign-in' }>('links/accept', { body: values });
      // The fragment has done its work: it leaves the address bar and the history.
      window.history.replaceState(null, '', window.location.pathname);
      if (next === 'sign-in') setSaved(true);
      // Signed in: the application starts again with the session (the second factor is next).
      else window.location.assign('/staff/');
    })}>
      <ErrorSummary items={summary} />
      <input type="hidden" {...form.register('token')} />
      {info.purpose !== 'reset' && <FormField form={form} name="name" id={fieldId('name')} label={translate('staff.link.name')} autoComplete="name" required />}
      {info.email ? (
        <Typography sx={{ mt: 2 }}>
          {translate('staff.link.email')}: <strong>{info.email}</strong>
        </Typography>
      ) : (
        <FormField form={form} name="email" id={fieldId('email')} label={translate('staff.link.email')} type="email" autoComplete="username" required />
      )}
      <FormField form={form} name="password" id={fieldId('password')} label={translate('staff.link.password')} hint={translate('staff.link.passwordHint')} type="password" autoComplete="new-password" required />
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={form.formState.isSubmitting}>
        {translate(info.purpose === 'reset' ? 'staff.link.save' : 'staff.link.create')}
      </Button>
    </form>
  );
}

export function AccountLinkPage() {
  const translate = useTranslate();
  const token = useLinkToken();
  const [info, setInfo] = useState<LinkInfo | undefined>();
  const [problem, setProblem] = useState<string | undefined>(token ? undefined : 'staff.link.missing');
  useEffect(() => {
    if (!token) return;
    staffApi<LinkInfo>('links/describe', { body: { token } }).then(setInfo, (error: unknown) => setProblem(error instanceof StaffApiError ? (error.fields[0]?.message ?? error.message) : 'staff.errors.network'));
  }, [token]);
  return (
    <DoorFrame title={translate(info ? TITLES[info.purpose] : 'staff.link.invitationTitle')}>
      <LocaleChoice />
      {problem ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {translate(problem, { _: problem })}
        </Alert>
      ) : info ? (
        <AccountForm token={token} info={info} />
      ) : (
        <Typography role="status">{translate('staff.link.checking')}</Typography>
      )}
    </DoorFrame>
  );
}
