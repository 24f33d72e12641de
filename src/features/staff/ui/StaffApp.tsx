/**
 * The back office (issue 32): one react-admin application under /staff, rendered in
 * the browser only (`client:only`, from src/features/back-office.tsx, which hands it
 * the shell's resources and every feature's). Its styles are inserted at run time by
 * emotion with the page's CSP nonce; nothing of it loads on a public page.
 */
import { useMemo, useState, type ComponentType } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Admin, CustomRoutes, Resource, defaultTheme } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { AccessDenied } from './AccessDenied.tsx';
import { AccountLinkPage } from './AccountLinkPage.tsx';
import { HomeScreen } from './HomeScreen.tsx';
import { MyAccountScreen } from './MyAccountScreen.tsx';
import { htmlLang, makeAuthProvider, makeDataProvider, makeI18nProvider, storedLocale } from './providers.ts';
import type { StaffResource } from './screens.ts';
import { RichTextSlot, type RichTextFieldProps } from './rich-text-slot.tsx';
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
  /** Every resource of the back office: the shell's and the features'. */
  resources: readonly StaffResource[];
  /** The editor of rich text fields (`RichTextField`), publishing's. */
  richText?: ComponentType<RichTextFieldProps>;
}

export function StaffApp({ nonce, resources, richText }: StaffAppProps) {
  const [locale] = useState(storedLocale);
  const cache = useMemo(() => createCache({ key: 'staff', nonce }), [nonce]);
  const i18nProvider = useMemo(() => {
    document.documentElement.lang = htmlLang(locale);
    return makeI18nProvider(locale, resources.flatMap((r) => (r.text ? [r.text] : [])));
  }, [locale, resources]);
  const authProvider = useMemo(() => makeAuthProvider(resources), [resources]);
  const dataProvider = useMemo(() => makeDataProvider(resources), [resources]);
  const routes = resources.flatMap((r) => r.routes ?? []);
  const theme = useMemo(() => themeFor(i18nProvider.translate('ra.page.loading')), [i18nProvider]);
  return (
    <CacheProvider value={cache}>
      <RichTextSlot.Provider value={richText ?? null}>
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
          {resources.map(({ name, desk, screens, recordRepresentation }) => (
            <Resource key={name} name={name} options={{ desk }} {...screens} {...(recordRepresentation ? { recordRepresentation } : {})} />
          ))}
          <CustomRoutes>
            <Route path="/me" element={<MyAccountScreen />} />
            {routes.map(({ path, element: Element }) => (
              <Route key={path} path={path} element={<Element />} />
            ))}
          </CustomRoutes>
          <CustomRoutes noLayout>
            <Route path="/account" element={<AccountLinkPage />} />
          </CustomRoutes>
        </Admin>
      </BrowserRouter>
      </RichTextSlot.Provider>
    </CacheProvider>
  );
}
