/**
 * The raw SQL of the bond lists, apart from their rules (service.ts): keyword
 * conditions over bond records, information items and funds in every language,
 * the link from an information item to its bond records, and the Macao-time
 * date parts the filters use. Each takes LIKE patterns from `fold.ts`.
 */
import { or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '#src/lib/i18n/languages.ts';
import { bondInformationBonds, bondInvestmentFundI18n, bondInvestmentFunds, bondRecordI18n, bondRecords, entries, entryI18n } from '#src/server/db/schema.ts';

/** A bond record whose issuer or instrument (any language), ISIN or bond number matches. */
export function bondKeywordCondition(patterns: string[]): SQL | undefined {
  if (!patterns.length) return undefined;
  return or(
    ...patterns.flatMap((p) => [
      sql`${bondRecords.isin} ilike ${p}`,
      sql`${bondRecords.bondNumber} ilike ${p}`,
      sql`exists (select 1 from ${bondRecordI18n} where ${bondRecordI18n.bondId} = ${bondRecords.id} and (${bondRecordI18n.issuer} ilike ${p} or ${bondRecordI18n.instrument} ilike ${p}))`,
    ]),
  );
}

/** An information item linked to a bond record meeting `condition`. */
export function linkedBondCondition(condition: SQL): SQL {
  return sql`exists (select 1 from ${bondInformationBonds} join ${bondRecords} on ${bondRecords.id} = ${bondInformationBonds.bondId} where ${bondInformationBonds.entryId} = ${entries.id} and ${condition})`;
}

/** An information item whose title (any language) or one of whose bond records matches. */
export function informationKeywordCondition(patterns: string[]): SQL | undefined {
  if (!patterns.length) return undefined;
  const title = or(...patterns.map((p) => sql`${entryI18n.title} ilike ${p}`)) as SQL;
  return or(sql`exists (select 1 from ${entryI18n} where ${entryI18n.entryId} = ${entries.id} and ${title})`, linkedBondCondition(bondKeywordCondition(patterns) as SQL));
}

/** The month (1–12) of an entry's publication in Macao time. */
export const publishedMonth = sql`extract(month from (${entries.publishedAt} at time zone 'Asia/Macau'))`;

/** The year of an entry's publication in Macao time. */
export const publishedYear = sql<number>`extract(year from (${entries.publishedAt} at time zone 'Asia/Macau'))::int`;

/** A fund whose fund, sub-fund or manager name (any language) matches. */
export function fundKeywordCondition(patterns: string[]): SQL | undefined {
  if (!patterns.length) return undefined;
  return sql`exists (select 1 from ${bondInvestmentFundI18n} m where m.fund_id = ${bondInvestmentFunds.id} and (${sql.join(
    patterns.map((p) => sql`m.fund_name ilike ${p} or m.sub_fund_name ilike ${p} or m.manager ilike ${p}`),
    sql` or `,
  )}))`;
}

/** The sub-fund name shown in `lang`: the language's row, else English (the register's order). */
export function fundShownName(lang: Language): SQL {
  return sql`coalesce((select s.sub_fund_name from ${bondInvestmentFundI18n} s where s.fund_id = ${bondInvestmentFunds.id} and s.lang = ${lang}), (select s.sub_fund_name from ${bondInvestmentFundI18n} s where s.fund_id = ${bondInvestmentFunds.id} and s.lang = 'en'))`;
}
