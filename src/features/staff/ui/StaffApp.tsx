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
import { AccessDenied } from './AccessDenied.tsx';
import { AccountLinkPage } from './AccountLinkPage.tsx';
import { HomeScreen } from './HomeScreen.tsx';
import { MyAccountScreen } from './MyAccountScreen.tsx';
import { authProvider, dataProvider, htmlLang, makeI18nProvider, storedLocale } from './providers.ts';
import { STAFF_RESOURCES } from './resources.tsx';
import { SignInPage } from './SignInPage.tsx';
import { StaffLayout } from './StaffLayout.tsx';

/** The theme in one language: progress indicators are named ("Loading"), or a screen reader meets a nameless progress bar. */
function themeFor(loading: string) {
  const named = { defaultProps: { 'aria-label': loading } };
  return {
    ...defaultTheme,
    palette: { ...defaultTheme.palette, primary: { main: '#00558c' }, secondary: { main: '#8a5a00' } },
    typography: { fontFamily: 'system-ui, "Noto Sans TC", "Microsoft JhengHei", "PingFang TC", sans-serif' },
    components: {
      ...defaultTheme.components,
      MuiCircularProgress: named,
      MuiLinearProgress: named,
      // A wide table scrolls inside its own box, not the page (see StaffLayout).
      RaDatagrid: { styleOverrides: { root: { '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } } },
    },
  };
}

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
  const theme = useMemo(() => themeFor(i18nProvider.translate('ra.page.loading')), [i18nProvider]);
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
          accessDenied={AccessDenied}
          theme={theme}
          requireAuth
          disableTelemetry
        >
          {STAFF_RESOURCES.map(({ name, screens, recordRepresentation }) => (
            <Resource key={name} name={name} {...screens} {...(recordRepresentation ? { recordRepresentation } : {})} />
          ))}
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
