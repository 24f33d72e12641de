/**
 * The back office (issue 32): one react-admin application under /staff, rendered in
 * the browser only (`client:only`). Its styles are inserted at run time by emotion
 * with the page's CSP nonce; nothing of it loads on a public page.
 */
import { useMemo, useState } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Admin, CustomRoutes, Resource, defaultTheme } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { AccountEdit, AccountList } from './accounts.tsx';
import { AccountLinkPage } from './AccountLinkPage.tsx';
import { AuditList } from './audit.tsx';
import { HomeScreen } from './HomeScreen.tsx';
import { InvitationCreate, InvitationList } from './invitations.tsx';
import { MyAccountScreen } from './MyAccountScreen.tsx';
import { authProvider, dataProvider, htmlLang, makeI18nProvider, storedLocale } from './providers.ts';
import { SignInPage } from './SignInPage.tsx';
import { StaffLayout } from './StaffLayout.tsx';

const theme = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#00558c' }, secondary: { main: '#8a5a00' } },
  typography: { fontFamily: 'system-ui, "Noto Sans TC", "Microsoft JhengHei", "PingFang TC", sans-serif' },
};

export interface StaffAppProps {
  /** The CSP nonce of this page, for the style elements emotion inserts. */
  nonce: string;
}

export default function StaffApp({ nonce }: StaffAppProps) {
  const [locale] = useState(storedLocale);
  const cache = useMemo(() => createCache({ key: 'staff', nonce }), [nonce]);
  const i18nProvider = useMemo(() => {
    document.documentElement.lang = htmlLang(locale);
    return makeI18nProvider(locale);
  }, [locale]);
  return (
    <CacheProvider value={cache}>
      {/* Real paths under /staff (the page answers every one of them); the fragment stays free for link tokens. */}
      <BrowserRouter basename="/staff">
        <Admin
          title="staff.app.title"
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          loginPage={SignInPage}
          dashboard={HomeScreen}
          layout={StaffLayout}
          theme={theme}
          requireAuth
          disableTelemetry
        >
          <Resource name="accounts" list={AccountList} edit={AccountEdit} recordRepresentation="name" />
          <Resource name="invitations" list={InvitationList} create={InvitationCreate} />
          <Resource name="audit" list={AuditList} />
          <CustomRoutes>
            <Route path="/me" element={<MyAccountScreen />} />
          </CustomRoutes>
          <CustomRoutes noLayout>
            <Route path="/account" element={<AccountLinkPage />} />
          </CustomRoutes>
        </Admin>
      </BrowserRouter>
    </CacheProvider>
  );
}
