/**
 * Loader of the `complaint` page module (SPEC §2). The menu page (services › complaint)
 * offers the three types; the named routes `/{lang}/complaint/{dsb|dsg|def}/{note|home|
 * steptab|preview}` give the screens of one type (anything else is a 404). Texts come
 * from message_template by alias, the institutions from the institutions list. Every
 * screen is `no-store`: the form screens restore personal data from the browser.
 */
import { captchaText } from '#src/features/captcha/messages.ts';
import { formsText } from '#src/features/forms/messages.ts';
import { composeCatalogues } from '#src/i18n/catalogue.ts';
import { commonText } from '#src/i18n/common-messages.ts';
import { complaintsText } from './messages.ts';
import { FORM_UI_KEYS } from '#src/features/forms/ui/messages.ts';
import { ATTACHMENT_UI_KEYS } from '#src/features/forms/ui/attachment-rules.ts';
import { CAPTCHA_FIELD_KEYS } from '#src/features/captcha/CaptchaField.tsx';
import { notFound, view, type Loaded, type LoadContext } from '#src/server/page/page-module.ts';
import type { ComplaintCompany, ComplaintScreen, ComplaintTexts, ComplaintType, ComplaintsIslandMessages } from './contract.ts';
import { COMPLAINT_TYPES, COMPLAINTS_ISLAND_KEYS, isComplaintScreen, isComplaintType } from './contract.ts';
import { complaintCompanies, complaintTexts } from './service.ts';

export type ComplaintModel =
  | { screen: 'choose'; types: { type: ComplaintType; href: string; note: { title: string; content: string } | null }[] }
  | {
      screen: ComplaintScreen;
      type: ComplaintType;
      texts: ComplaintTexts;
      companies: ComplaintCompany[];
      messages: ComplaintsIslandMessages;
      /** `/{lang}/complaint/{type}`: the screens are `${base}/note` and so on. */
      base: string;
      /** Steptab: the part to show (0–2), from `?part=1…3`. */
      part: number;
      /** Came from the preview's 'Change' link: Continue goes back there. */
      returnToPreview: boolean;
    };

const NO_STORE = { cache: { noStore: true } } as const;

/** The text the island shows: this feature's, the forms', the verification code's and the common errors. */
const islandText = composeCatalogues(complaintsText, formsText, captchaText, commonText);

export async function loadComplaint({ db, lang, query, url }: LoadContext): Promise<Loaded<ComplaintModel>> {
  if (!query.type && !query.step) {
    const texts = await Promise.all(COMPLAINT_TYPES.map((type) => complaintTexts(db, lang, type)));
    const types = COMPLAINT_TYPES.map((type, i) => ({ type, href: `/${lang}/complaint/${type}/note`, note: texts[i]?.typeNote ?? null }));
    return view({ screen: 'choose', types }, { contentFallback: texts.some((x) => x.fallback) });
  }
  if (!isComplaintType(query.type) || !isComplaintScreen(query.step)) return notFound();
  const type = query.type;
  const [texts, companies] = await Promise.all([complaintTexts(db, lang, type), complaintCompanies(db, lang, type)]);
  const messages = islandText.pick(lang, [...COMPLAINTS_ISLAND_KEYS, ...FORM_UI_KEYS, ...ATTACHMENT_UI_KEYS, ...CAPTCHA_FIELD_KEYS]);
  const part = Math.min(Math.max(Number(url.searchParams.get('part') ?? '1') || 1, 1), 3) - 1;
  const returnToPreview = url.searchParams.get('return') === 'preview';
  return view({ screen: query.step, type, texts, companies, messages, base: `/${lang}/complaint/${type}`, part, returnToPreview }, { ...NO_STORE, contentFallback: texts.fallback });
}
