/**
 * Seed part `rates`: five years of daily rates up to the seed base date
 * (exchange rates, MAIBOR, MONIA, the liquidity deposit rate), the base rate
 * history with its announcements, and the public holidays of the earlier years
 * the series spans (the reference part holds 2026 and 2027). Business days are
 * read from the seeded holidays, so the rates skip exactly the days the banks close.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import { formatDate } from '#src/lib/format.ts';
import type { Transaction } from '#src/server/db/open.ts';
import { ratesBaseChanges, ratesDays } from '#src/features/rates/schema.ts';
import { parseHolidayType } from '#src/features/reference/holidays.ts';
import { toSimplified } from '#src/server/text/chinese.ts';
import { writeEntries, type EntrySeed } from '#src/seed/entries-writer.ts';
import type { SeedPart } from '#src/seed/part.ts';
import { restartIds } from '#src/seed/queries.ts';
import { HOLIDAY_KINDS } from '#src/seed/reference/holidays-data.ts';
import { SEED_BASE_DATE } from '#src/seed/random.ts';
import type { Counts } from '#src/seed/write.ts';
import { BASE_RATE_BEFORE, generateRates, type BaseChange } from './generator.ts';
import { earlierHolidayDates } from './holidays-earlier.ts';
import { deleteHolidays, insertFxJson, insertInterestJson, selectHolidaySlugs, selectHolidaySpans } from './queries.ts';

const FIXING_UTC = 'T03:00:00Z';

function earlierHolidayEntries(): EntrySeed[] {
  return earlierHolidayDates().map(([kindKey, date], index) => {
    const kind = HOLIDAY_KINDS[kindKey];
    if (!kind) throw new Error(`seed: unknown holiday ${kindKey}`);
    const year = Number(date.slice(0, 4));
    const title = kind.title;
    return {
      slug: `${kindKey}-${year}`,
      catSlug: kind.cat,
      // Each year's list is published in the October before it, as in the reference seed.
      publishedAt: new Date(`${year - 1}-10-25T10:00:00+08:00`),
      startsOn: date,
      endsOn: date,
      sortOrder: 1000 + index,
      data: { type: kind.type },
      texts: { 'zh-hant': { title: title['zh-hant'] }, en: { title: title.en }, ...(title.pt ? { pt: { title: title.pt } } : {}) },
    };
  });
}

const pct = (value: number) => `${value.toFixed(2)}%`;

/** The announcement of one base rate change (SPEC §9: the change in basis points and the new rate). */
export function baseRateTexts(change: BaseChange, previous: number, withPortuguese: boolean): Partial<Record<Language, string>> {
  const bp = Math.abs(change.changeBp);
  const up = change.changeBp > 0;
  const hant = `澳門金融管理局宣佈，基本利率${up ? '上調' : '下調'}${bp}個基點，由${pct(previous)}調整至${pct(change.rate)}，由${formatDate(change.effectiveOn, 'zh-hant')}起生效。`;
  const out: Partial<Record<Language, string>> = {
    'zh-hant': hant,
    'zh-hans': toSimplified(hant),
    en: `The Monetary Authority of Macao announces that the base rate is ${up ? 'raised' : 'lowered'} by ${bp} basis points, from ${pct(previous)} to ${pct(change.rate)}, with effect from ${formatDate(change.effectiveOn, 'en')}.`,
  };
  if (withPortuguese) {
    out.pt = `A Autoridade Monetária de Macau anuncia que a taxa de base é ${up ? 'aumentada' : 'reduzida'} em ${bp} pontos base, de ${pct(previous)} para ${pct(change.rate)}, com efeitos a partir de ${formatDate(change.effectiveOn, 'pt')}.`;
  }
  return out;
}

/** Days the banks are closed, from the seeded holidays (`bank: true`). */
async function closedDays(tx: Transaction): Promise<Set<string>> {
  const rows = await selectHolidaySpans(tx);
  const closed = new Set<string>();
  for (const row of rows) {
    const value = parseHolidayType(row.type).value as { bank?: unknown } | null;
    if (!row.startsOn || !value || value.bank !== true) continue;
    for (let day = row.startsOn; day <= (row.endsOn ?? row.startsOn); day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)) closed.add(day);
  }
  return closed;
}

export async function runRates(tx: Transaction, counts: Counts): Promise<void> {
  // Only the years the reference seed does not already hold.
  const wanted = earlierHolidayEntries();
  const existing = await selectHolidaySlugs(tx, wanted.map((e) => e.slug ?? ''));
  const have = new Set(existing.map((e) => e.slug));
  await writeEntries(tx, 'holiday', wanted.filter((e) => !have.has(e.slug ?? null)), counts);

  const end = SEED_BASE_DATE.toISOString().slice(0, 10);
  const data = generateRates(end, await closedDays(tx));
  await tx.insert(ratesDays).values(data.days.map((day) => ({ day, publishedAt: new Date(`${day}${FIXING_UTC}`) })));
  await insertFxJson(tx, data.fx);
  await insertInterestJson(tx, data.interest);
  let previous = BASE_RATE_BEFORE;
  const changes = data.baseChanges.map((change) => {
    const row = { ...change, texts: baseRateTexts(change, previous, change.effectiveOn >= '2024-01-01') };
    previous = change.rate;
    return row;
  });
  await tx.insert(ratesBaseChanges).values(changes);
  counts.rates_days = (counts.rates_days ?? 0) + data.days.length;
  counts.rates_fx = (counts.rates_fx ?? 0) + data.fx.length;
  counts.rates_interest = (counts.rates_interest ?? 0) + data.interest.length;
  counts.rates_base_changes = (counts.rates_base_changes ?? 0) + changes.length;
}

export async function resetRates(tx: Transaction): Promise<void> {
  await tx.delete(ratesDays); // cascades to rates_fx and rates_interest
  await tx.delete(ratesBaseChanges);
  await restartIds(tx, 'rates_base_changes');
  await deleteHolidays(tx, earlierHolidayEntries().map((e) => e.slug ?? ''));
}

export const ratesSeedPart: SeedPart = { name: 'rates', version: '2026-11-22.1', run: runRates, reset: resetRates };
