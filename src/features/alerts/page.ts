/**
 * Loader of the `newsletter` page module (SPEC §2): one menu page, several screens told
 * apart by `action` — the sign-up form (none), "check your e-mail" (`sent`), the
 * confirmation link's landing page (`confirm`, which confirms: the token is single use),
 * preferences (`manage`), unsubscribe (`unsubscribe`) and its result (`unsubscribed`).
 * Every screen is `no-store`: they show personal data or forms.
 */
import { captchaText } from '#src/features/captcha/messages.ts';
import { formsText } from '#src/features/forms/messages.ts';
import { composeCatalogues } from '#src/i18n/catalogue.ts';
import { commonText } from '#src/i18n/common-messages.ts';
import { alertsText } from './messages.ts';
import type { SelectionOption } from '#src/features/site/contract.ts';
import { getSelection } from '#src/features/site/selection.ts';
import { view, type Loaded, type LoadContext } from '#src/server/page/page-module.ts';
import { FORM_UI_KEYS } from '#src/features/forms/ui/messages.ts';
import { CAPTCHA_FIELD_KEYS } from '#src/features/captcha/CaptchaField.tsx';
import type { AlertFrequency, AlertTopic } from './contract.ts';
import { ALERTS_ISLAND_KEYS, type AlertsIslandMessages } from './contract.ts';
import { confirmSubscription, preferencesFor } from './service.ts';

export type NewsletterModel =
  | { screen: 'signup'; areas: SelectionOption[]; occupations: SelectionOption[]; messages: AlertsIslandMessages; pagePath: string }
  | { screen: 'sent'; reference: string | null }
  | { screen: 'confirmed'; manageHref: string }
  | { screen: 'manage'; token: string; email: string; topics: AlertTopic[]; frequency: AlertFrequency; messages: AlertsIslandMessages; pagePath: string }
  | { screen: 'unsubscribe'; token: string; email: string; messages: AlertsIslandMessages; pagePath: string }
  | { screen: 'unsubscribed' }
  | { screen: 'invalid'; signUpHref: string };

const NO_STORE = { cache: { noStore: true } } as const;

/** The text the forms' islands show: this feature's, the forms', the verification code's and the common errors. */
const islandText = composeCatalogues(alertsText, formsText, captchaText, commonText);

export async function loadNewsletter({ db, lang, query, url }: LoadContext): Promise<Loaded<NewsletterModel>> {
  const pagePath = url.pathname;
  const token = query.token ?? '';
  const messages = (): AlertsIslandMessages => islandText.pick(lang, [...FORM_UI_KEYS, ...ALERTS_ISLAND_KEYS, ...CAPTCHA_FIELD_KEYS]);
  switch (query.action) {
    case 'sent':
      return view({ screen: 'sent', reference: /^[A-Z0-9-]{4,40}$/.test(query.ref ?? '') ? (query.ref ?? null) : null }, NO_STORE);
    case 'confirm': {
      const result = await confirmSubscription(db, token);
      if (!result.ok) return view({ screen: 'invalid', signUpHref: pagePath }, NO_STORE);
      return view({ screen: 'confirmed', manageHref: `${pagePath}?action=manage&token=${encodeURIComponent(result.manageToken)}` }, NO_STORE);
    }
    case 'manage':
    case 'unsubscribe': {
      const prefs = await preferencesFor(db, token);
      if (!prefs) return view({ screen: 'invalid', signUpHref: pagePath }, NO_STORE);
      if (query.action === 'unsubscribe') return view({ screen: 'unsubscribe', token, email: prefs.email, messages: messages(), pagePath }, NO_STORE);
      return view({ screen: 'manage', token, email: prefs.email, topics: prefs.topics, frequency: prefs.frequency, messages: messages(), pagePath }, NO_STORE);
    }
    case 'unsubscribed':
      return view({ screen: 'unsubscribed' }, NO_STORE);
    default: {
      const [areas, occupations] = await Promise.all([getSelection(db, 'country_area', lang), getSelection(db, 'occupation', lang)]);
      return view({ screen: 'signup', areas, occupations, messages: messages(), pagePath }, NO_STORE);
    }
  }
}
