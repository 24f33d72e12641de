/**
 * Writes the bond seed: bond types and bond information categories (module_cats),
 * bond records with their texts, the information items (entries of module
 * `bond-information`) linked to their bonds, and the foreign investment funds.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { Transaction } from '#src/server/db/open.ts';
import { bondInformationBonds, bondInvestmentFundI18n, bondInvestmentFunds, bondRecordI18n, bondRecords } from '#src/features/bonds/schema.ts';
import { moduleCatI18n, moduleCats } from '#src/features/entries/schema.ts';
import { toSimplified } from '#src/server/text/chinese.ts';
import { writeEntries } from '#src/seed/entries-writer.ts';
import { deleteEntries, deleteModuleCats, resetIdSequence } from '#src/seed/queries.ts';
import { SEED_BASE_DATE } from '#src/seed/random.ts';
import type { Counts } from '#src/seed/write.ts';
import { generateFunds } from './funds-data.ts';
import { generateBondPlan } from './generate-information.ts';
import { BOND_TYPES, INFORMATION_CATEGORIES, type CatSeed } from './issuers-data.ts';
import { instrumentText } from './texts.ts';

export const BOND_TYPE_MODULE = 'bond-type';
export const BOND_INFORMATION_MODULE = 'bond-information';

const SLICE = 400;

async function insertSliced<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += SLICE) await insert(rows.slice(i, i + SLICE));
}

async function writeCats(tx: Transaction, module: string, cats: readonly CatSeed[], counts: Counts): Promise<Map<string, number>> {
  const inserted = await tx
    .insert(moduleCats)
    .values(cats.map((c, index) => ({ module, slug: c.slug, sortOrder: (index + 1) * 10, createdAt: SEED_BASE_DATE, updatedAt: SEED_BASE_DATE })))
    .returning({ id: moduleCats.id, slug: moduleCats.slug });
  const ids = new Map(inserted.map((r) => [r.slug, r.id]));
  const texts = cats.flatMap((c) => {
    const id = ids.get(c.slug) as number;
    const rows: { moduleCatId: number; lang: Language; title: string }[] = [
      { moduleCatId: id, lang: 'zh-hant', title: c.zh },
      { moduleCatId: id, lang: 'zh-hans', title: toSimplified(c.zh) },
      { moduleCatId: id, lang: 'en', title: c.en },
    ];
    if (c.pt) rows.push({ moduleCatId: id, lang: 'pt', title: c.pt });
    return rows;
  });
  await tx.insert(moduleCatI18n).values(texts);
  counts.moduleCats = (counts.moduleCats ?? 0) + inserted.length;
  counts.moduleCatI18n = (counts.moduleCatI18n ?? 0) + texts.length;
  return ids;
}

export async function runBonds(tx: Transaction, counts: Counts): Promise<void> {
  const typeIds = await writeCats(tx, BOND_TYPE_MODULE, BOND_TYPES, counts);
  await writeCats(tx, BOND_INFORMATION_MODULE, INFORMATION_CATEGORIES, counts);

  const plan = generateBondPlan();
  const inserted = await tx
    .insert(bondRecords)
    .values(
      plan.bonds.map((b) => ({
        bondNumber: b.bondNumber,
        isin: b.isin,
        typeId: typeIds.get(b.typeSlug) as number,
        issuerKind: b.issuer.kind,
        currency: b.currency,
        couponRate: b.couponRate,
        issueDate: b.issueDate,
        valueDate: b.valueDate,
        maturityDate: b.maturityDate,
        issueSize: b.issueSize,
        interestPayment: b.interestPayment,
        optionType: b.optionType,
        tenorMonths: b.tenorMonths,
        rating: b.rating,
        ratingAgency: b.ratingAgency,
        status: b.status,
        disclosureDate: b.disclosureDate,
        createdAt: new Date(`${b.disclosureDate}T02:00:00Z`),
        updatedAt: SEED_BASE_DATE,
      })),
    )
    .returning({ id: bondRecords.id, bondNumber: bondRecords.bondNumber });
  const bondIds = new Map(inserted.map((r) => [r.bondNumber, r.id]));
  const bondTexts = plan.bonds.flatMap((b) => {
    const bondId = bondIds.get(b.bondNumber) as number;
    const zh = { issuer: b.issuer.zh, instrument: instrumentText.zh(b) };
    const rows: { bondId: number; lang: Language; issuer: string; instrument: string }[] = [
      { bondId, lang: 'zh-hant', ...zh },
      { bondId, lang: 'zh-hans', issuer: toSimplified(zh.issuer), instrument: toSimplified(zh.instrument) },
      { bondId, lang: 'en', issuer: b.issuer.en, instrument: instrumentText.en(b) },
    ];
    if (b.issuer.pt) rows.push({ bondId, lang: 'pt', issuer: b.issuer.pt, instrument: instrumentText.pt(b) });
    return rows;
  });
  await insertSliced(bondTexts, (rows) => tx.insert(bondRecordI18n).values(rows));
  counts.bondRecords = inserted.length;
  counts.bondRecordI18n = bondTexts.length;

  const entryIds = await writeEntries(
    tx,
    BOND_INFORMATION_MODULE,
    plan.information.map((item) => ({ slug: item.slug, catSlug: item.catSlug, publishedAt: item.publishedAt, texts: item.texts })),
    counts,
  );
  const links = plan.information.flatMap((item, index) => item.bonds.map((b) => ({ entryId: entryIds[index] as number, bondId: bondIds.get(b.bondNumber) as number })));
  await insertSliced(links, (rows) => tx.insert(bondInformationBonds).values(rows));
  counts.bondInformationBonds = links.length;

  const funds = generateFunds();
  const fundRows = await tx
    .insert(bondInvestmentFunds)
    .values(funds.map((f) => ({ authorizationDate: f.authorizationDate, createdAt: new Date(`${f.authorizationDate}T02:00:00Z`), updatedAt: SEED_BASE_DATE })))
    .returning({ id: bondInvestmentFunds.id });
  const fundTexts = funds.flatMap((f, index) => {
    const fundId = fundRows[index]?.id as number;
    return [
      { fundId, lang: 'zh-hant' as const, fundName: f.fund.zh, subFundName: f.subFund.zh, manager: f.manager.zh },
      { fundId, lang: 'zh-hans' as const, fundName: toSimplified(f.fund.zh), subFundName: toSimplified(f.subFund.zh), manager: toSimplified(f.manager.zh) },
      // Fund names are registered in English; Portuguese readers see those too.
      { fundId, lang: 'en' as const, fundName: f.fund.en, subFundName: f.subFund.en, manager: f.manager.en },
    ];
  });
  await insertSliced(fundTexts, (rows) => tx.insert(bondInvestmentFundI18n).values(rows));
  counts.bondInvestmentFunds = fundRows.length;
  counts.bondInvestmentFundI18n = fundTexts.length;
}

export async function resetBonds(tx: Transaction): Promise<void> {
  await deleteEntries(tx, [BOND_INFORMATION_MODULE]);
  await tx.delete(bondInvestmentFunds);
  await tx.delete(bondRecords);
  await deleteModuleCats(tx, [BOND_TYPE_MODULE, BOND_INFORMATION_MODULE]);
  for (const table of ['entries', 'module_cats', 'bond_records', 'bond_investment_funds']) await resetIdSequence(tx, table);
}
