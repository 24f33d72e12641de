/**
 * Loaders of the reproduction page modules (SPEC §2): `notes-calculator`,
 * `coins-calculator` (the query of the calculator's GET form is read back, so the page
 * answers it without JavaScript) and `reproduction-form` (the application, with the two
 * declarations from the message templates).
 */
import { formsText } from '#src/features/forms/messages.ts';
import { composeCatalogues, type KeyOf } from '#src/i18n/catalogue.ts';
import { commonText } from '#src/i18n/common-messages.ts';
import { reproductionText } from './messages.ts';
import { FORM_UI_KEYS } from '#src/features/forms/ui/messages.ts';
import { ATTACHMENT_UI_KEYS } from '#src/features/forms/ui/attachment-rules.ts';
import { view, type Loaded, type LoadContext } from '#src/server/page/page-module.ts';
import { getMessageTemplate } from '#src/features/reference/templates.ts';
import type { Queryable } from '#src/server/db/open.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { COIN_DENOMINATIONS, coinSize, NOTE_BANKS, NOTE_DENOMINATIONS, noteSize, type CoinDenomination, type NoteBank, type NoteDenomination } from './rules.ts';
import { APPLICATION_KEYS, CALCULATOR_KEYS, type ApplicationMessages, type CalculatorMessages } from './contract.ts';
import type { CalculatorQuery } from './Calculator.tsx';

/** The text the islands show: this feature's, the forms' and the common errors. */
const islandText = composeCatalogues(reproductionText, formsText, commonText);
type MessageKey = KeyOf<typeof islandText>;

export interface CalculatorModel {
  kind: 'notes' | 'coins';
  messages: CalculatorMessages;
  pagePath: string;
  initial: CalculatorQuery;
}

/** Whether any of these interface texts is shown in English for want of a translation (pt may fall back key by key). */
const untranslated = (lang: Language, keys: readonly MessageKey[]) => keys.some((key) => islandText.files[lang][key] === undefined);

const text = (value: string | undefined, max = 12) => (value ?? '').slice(0, max);

function calculatorQuery(kind: 'notes' | 'coins', query: Record<string, string>): CalculatorQuery {
  const bank = (NOTE_BANKS as readonly string[]).includes(query.bank ?? '') ? (query.bank as NoteBank) : 'bnu';
  const denominations: readonly string[] = kind === 'notes' ? NOTE_DENOMINATIONS : COIN_DENOMINATIONS;
  // Without a choice, the first item whose real size is known: a calculator that opens on "size not available" checks nothing.
  const known = denominations.find((d) => (kind === 'notes' ? noteSize(bank, d as NoteDenomination) : coinSize(d as CoinDenomination)).known) ?? denominations[0];
  const denomination = denominations.includes(query.denomination ?? '') ? (query.denomination as string) : (known as string);
  return { bank, denomination, mode: query.mode === 'scale' ? 'scale' : 'size', width: text(query.width), height: text(query.height), scale: text(query.scale) };
}

const calculator =
  (kind: 'notes' | 'coins') =>
  async ({ lang, query, url }: LoadContext): Promise<Loaded<CalculatorModel>> =>
    // The answer depends on the query: not stored in shared caches.
    view(
      { kind, messages: islandText.pick(lang, [...FORM_UI_KEYS, ...CALCULATOR_KEYS]), pagePath: url.pathname, initial: calculatorQuery(kind, query) },
      { cache: { noStore: true }, contentFallback: untranslated(lang, [...FORM_UI_KEYS, ...CALCULATOR_KEYS]) },
    );

export const loadNotesCalculator = calculator('notes');
export const loadCoinsCalculator = calculator('coins');

export interface ApplicationModel {
  messages: ApplicationMessages;
  pagePath: string;
  declarations: { declaration: { title: string; html: string } | null; undertaking: { title: string; html: string } | null };
  notesCalculatorHref: string;
}

/** A declaration's text (sanitised HTML from the CMS), or null when the template is missing. */
async function template(db: Queryable, lang: Language, alias: string): Promise<{ title: string; html: string; fallback: boolean } | null> {
  try {
    const found = await getMessageTemplate(db, lang, alias);
    return { title: found.title, html: found.content ?? '', fallback: found.fallback };
  } catch {
    return null;
  }
}

export async function loadApplication({ db, lang, url }: LoadContext): Promise<Loaded<ApplicationModel>> {
  const [declaration, undertaking] = await Promise.all([template(db, lang, 'reproduction-declaration'), template(db, lang, 'reproduction-undertaking')]);
  const base = url.pathname.replace(/\/[^/]+\/?$/, '');
  const keys = [...FORM_UI_KEYS, ...APPLICATION_KEYS, ...ATTACHMENT_UI_KEYS];
  return view(
    {
      messages: islandText.pick(lang, keys),
      pagePath: url.pathname,
      declarations: {
        declaration,
        undertaking,
      },
      notesCalculatorHref: `${base}/notes-calculator`,
    },
    { cache: { noStore: true }, contentFallback: untranslated(lang, keys) || !!declaration?.fallback || !!undertaking?.fallback },
  );
}
