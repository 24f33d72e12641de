/** Rating agency names per language: proper names (data), not interface text. */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { BOND_RATING_AGENCIES } from './schema.ts';

type Agency = (typeof BOND_RATING_AGENCIES)[number];

export const AGENCY_NAMES: Readonly<Record<Agency, { zh: string; en: string }>> = {
  sp: { zh: '標普全球評級', en: 'S&P Global Ratings' },
  moodys: { zh: '穆迪投資者服務', en: "Moody's Investors Service" },
  fitch: { zh: '惠譽評級', en: 'Fitch Ratings' },
  ccxi: { zh: '中誠信國際信用評級', en: 'China Chengxin International Credit Rating' },
};

const SIMPLIFIED: Readonly<Record<Agency, string>> = {
  sp: '标普全球评级',
  moodys: '穆迪投资者服务',
  fitch: '惠誉评级',
  ccxi: '中诚信国际信用评级',
};

export function agencyName(agency: Agency | null, lang: Language): string | null {
  if (!agency) return null;
  if (lang === 'zh-hant') return AGENCY_NAMES[agency].zh;
  if (lang === 'zh-hans') return SIMPLIFIED[agency];
  return AGENCY_NAMES[agency].en;
}
