/**
 * Categories of the media and downloads area: the sets of videos, infographics,
 * financial institutions and friendship links, and the financial-reports category
 * added to the core downloads set. Company slugs are the `type` sub-slugs of the
 * institution pages (bank, insurer, exchange-bureau…), so a page lists its category.
 */
import type { Transaction } from '#src/server/db/open.ts';
import { moduleCatI18n, moduleCats } from '#src/features/entries/schema.ts';
import { FINANCIAL_REPORTS_CAT, FRIENDSHIP_LINK_ROOT } from '#src/features/media/modules.ts';
import type { CatSpec } from '#src/seed/module-cats-data.ts';
import { expandTexts } from '#src/seed/plan-menus.ts';
import { itemDates } from '#src/seed/random.ts';
import { tx } from '#src/seed/types.ts';
import type { Counts } from '#src/seed/write.ts';
import { deleteCatsBySlug, selectCatSortOrders } from './queries.ts';

export const VIDEO_CATS: CatSpec[] = [
  {
    slug: 'financial-education',
    title: tx('金融教育', 'Financial Education', 'Educação Financeira'),
    summary: tx('認識銀行、保險及理財的基本知識。', 'The basics of banking, insurance and money management.', 'Noções básicas de banca, seguros e gestão do dinheiro.'),
  },
  {
    slug: 'anti-fraud',
    title: tx('防騙宣傳', 'Fraud Prevention', 'Prevenção de Fraudes'),
    summary: tx('識別及防範金融詐騙。', 'Recognising and preventing financial fraud.', 'Reconhecer e prevenir fraudes financeiras.'),
  },
  {
    slug: 'currency',
    title: tx('貨幣及紀念幣', 'Currency and Coins', 'Moeda e Numismática'),
    summary: tx('澳門貨幣的防偽特徵及紀念幣發行。', 'Security features of Macao currency and commemorative coin issues.', 'Elementos de segurança da moeda de Macau e emissões comemorativas.'),
  },
  {
    slug: 'events',
    title: tx('活動花絮', 'Events'),
    summary: tx('本局舉辦及參與的活動。', 'Events held or joined by the Authority.'),
  },
];

export const GRAPHIC_CATS: CatSpec[] = [
  {
    slug: 'monetary-and-banking',
    title: tx('貨幣及銀行', 'Money and Banking', 'Moeda e Banca'),
    summary: tx('貨幣供應、存款、貸款及外匯儲備。', 'Money supply, deposits, loans and foreign exchange reserves.', 'Massa monetária, depósitos, empréstimos e reservas cambiais.'),
  },
  {
    slug: 'insurance',
    title: tx('保險', 'Insurance', 'Seguros'),
    summary: tx('保費、賠款及保險市場結構。', 'Premiums, claims and the structure of the insurance market.', 'Prémios, indemnizações e estrutura do mercado segurador.'),
  },
  {
    slug: 'consumer-information',
    title: tx('消費者資訊', 'Consumer Information'),
    summary: tx('投訴及電子支付等與市民相關的數字。', 'Figures that matter to consumers: complaints, electronic payments and more.'),
  },
];

export const COMPANY_CATS: CatSpec[] = [
  {
    slug: 'bank',
    title: tx('銀行', 'Banks', 'Bancos'),
    summary: tx('根據《金融體系法律制度》獲許可在澳門經營的銀行。', 'Banks authorised to operate in Macao under the Financial System Act.', 'Bancos autorizados a operar em Macau nos termos do Regime Jurídico do Sistema Financeiro.'),
    children: [
      {
        slug: 'local-bank',
        title: tx('在澳門註冊成立的銀行', 'Banks Incorporated in Macao', 'Bancos Constituídos em Macau'),
        summary: tx('在澳門註冊成立的銀行。', 'Banks incorporated in Macao.', 'Bancos constituídos em Macau.'),
      },
      {
        slug: 'foreign-bank-branch',
        title: tx('外地銀行分行', 'Branches of Banks Incorporated Outside Macao', 'Sucursais de Bancos do Exterior'),
        summary: tx('在澳門以外註冊成立的銀行在澳門設立的分行。', 'Macao branches of banks incorporated outside Macao.', 'Sucursais em Macau de bancos constituídos no exterior.'),
      },
    ],
  },
  {
    slug: 'other-financial-institution',
    title: tx('其他信用機構及金融機構', 'Other Credit and Financial Institutions', 'Outras Instituições de Crédito e Financeiras'),
    summary: tx('郵政儲金局、融資公司、金融中介業務公司及支付機構。', 'The postal savings bank, finance companies, financial intermediaries and payment institutions.', 'Caixa Económica Postal, sociedades financeiras, intermediários financeiros e instituições de pagamento.'),
    children: [
      {
        slug: 'other-credit-institution',
        title: tx('其他信用機構', 'Other Credit Institutions', 'Outras Instituições de Crédito'),
        summary: tx('郵政儲金局及融資公司。', 'The postal savings bank and finance companies.', 'Caixa Económica Postal e sociedades financeiras.'),
      },
      {
        slug: 'financial-intermediary',
        title: tx('金融中介業務公司', 'Financial Intermediaries', 'Sociedades de Intermediação Financeira'),
        summary: tx('從事金融中介業務的公司。', 'Companies carrying on financial intermediation business.', 'Sociedades que exercem a actividade de intermediação financeira.'),
      },
      {
        slug: 'payment-institution',
        title: tx('支付機構', 'Payment Institutions', 'Instituições de Pagamento'),
        summary: tx('經營儲值支付工具及支付服務的機構。', 'Institutions providing stored-value facilities and payment services.', 'Instituições que prestam serviços de pagamento e de moeda electrónica.'),
      },
    ],
  },
  {
    slug: 'exchange-bureau',
    title: tx('兌換店', 'Exchange Bureaux', 'Casas de Câmbio'),
    summary: tx('獲許可經營貨幣兌換業務的兌換店。', 'Money changers authorised to carry on currency exchange business.', 'Casas de câmbio autorizadas a exercer a actividade cambial.'),
  },
  {
    slug: 'cash-remittance',
    title: tx('現金速遞公司', 'Cash Remittance Companies'),
    summary: tx('獲許可經營現金及有價物速遞業務的公司。', 'Companies authorised to carry cash and valuables.'),
  },
  {
    slug: 'representative-office',
    title: tx('代表辦事處', 'Representative Offices'),
    summary: tx('外地信用機構在澳門設立的代表辦事處，不得經營銀行業務。', 'Offices of credit institutions from outside Macao, which may not carry on banking business.'),
  },
  {
    slug: 'insurer',
    title: tx('獲許可保險公司', 'Authorised Insurers', 'Seguradoras Autorizadas'),
    summary: tx('獲許可在澳門經營保險業務的保險公司。', 'Insurers authorised to carry on insurance business in Macao.', 'Seguradoras autorizadas a exercer a actividade seguradora em Macau.'),
    children: [
      {
        slug: 'life-insurer',
        title: tx('人壽保險公司', 'Life Insurers', 'Seguradoras do Ramo Vida'),
        summary: tx('經營人壽保險業務的保險公司。', 'Insurers carrying on life insurance business.', 'Seguradoras que exploram o ramo vida.'),
      },
      {
        slug: 'non-life-insurer',
        title: tx('非人壽保險公司', 'Non-life Insurers', 'Seguradoras dos Ramos Não Vida'),
        summary: tx('經營一般保險業務的保險公司。', 'Insurers carrying on general insurance business.', 'Seguradoras que exploram os ramos não vida.'),
      },
    ],
  },
  {
    slug: 'insurance-broker',
    title: tx('保險經紀公司', 'Insurance Brokers', 'Corretores de Seguros'),
    summary: tx('獲許可的法人保險經紀人。', 'Corporate insurance brokers with a licence.', 'Corretores de seguros pessoas colectivas licenciados.'),
  },
  {
    slug: 'pension-fund-manager',
    title: tx('退休基金管理實體', 'Pension Fund Management Entities', 'Sociedades Gestoras de Fundos de Pensões'),
    summary: tx('獲許可管理私人退休基金的實體。', 'Entities authorised to manage private pension funds.', 'Entidades autorizadas a gerir fundos de pensões.'),
  },
];

export const LINK_CATS: CatSpec[] = [
  {
    slug: FRIENDSHIP_LINK_ROOT,
    title: tx('相關網站', 'Related Links', 'Ligações Úteis'),
    summary: tx('政府部門、監管機構及國際組織的網站。', 'Websites of government departments, regulators and international organisations.', 'Sítios de serviços públicos, reguladores e organizações internacionais.'),
    children: [
      {
        slug: 'macao-government',
        title: tx('澳門特別行政區政府', 'Macao SAR Government', 'Governo da RAEM'),
        summary: tx('澳門特別行政區政府部門。', 'Departments of the Macao SAR Government.', 'Serviços do Governo da RAEM.'),
      },
      {
        slug: 'regional-authorities',
        title: tx('內地及香港監管機構', 'Mainland and Hong Kong Authorities', 'Autoridades do Interior da China e de Hong Kong'),
        summary: tx('內地及香港的中央銀行及金融監管機構。', 'Central banks and financial regulators of the Mainland and Hong Kong.', 'Bancos centrais e reguladores do Interior da China e de Hong Kong.'),
      },
      {
        slug: 'portuguese-speaking',
        title: tx('葡語國家', 'Portuguese-speaking Countries', 'Países de Língua Portuguesa'),
        summary: tx('葡語國家的中央銀行及監管機構。', 'Central banks and supervisors of Portuguese-speaking countries.', 'Bancos centrais e supervisores dos países de língua portuguesa.'),
      },
      {
        slug: 'international-organisations',
        title: tx('國際組織', 'International Organisations', 'Organizações Internacionais'),
        summary: tx('國際金融組織及標準制定機構。', 'International financial organisations and standard setters.', 'Organizações financeiras internacionais e organismos normalizadores.'),
      },
    ],
  },
];

/** Added to the core `downloads` set, at its top level. */
export const DOWNLOAD_CATS: CatSpec[] = [
  {
    slug: FINANCIAL_REPORTS_CAT,
    title: tx('財務報告', 'Financial Reports', 'Relatórios Financeiros'),
    summary: tx('本局經審計的年度財務報表。', "The Authority's audited annual financial statements.", 'Demonstrações financeiras anuais auditadas da Autoridade.'),
  },
];

/** Category sets this part writes, by `module_cats.module`. */
export const MEDIA_CATEGORY_SETS: Readonly<Record<string, readonly CatSpec[]>> = {
  video: VIDEO_CATS,
  graphic: GRAPHIC_CATS,
  company: COMPANY_CATS,
  link: LINK_CATS,
  downloads: DOWNLOAD_CATS,
};

/** Writes the category trees, top level first; sort orders follow the core set's last one. */
export async function writeMediaCategories(tx: Transaction, counts: Counts): Promise<void> {
  let cats = 0;
  let texts = 0;
  for (const [module, specs] of Object.entries(MEDIA_CATEGORY_SETS)) {
    const existing = await selectCatSortOrders(tx, module);
    const base = Math.max(0, ...existing.map((r) => r.sortOrder));
    const walk = async (list: readonly CatSpec[], parentId: number | null) => {
      for (const [index, spec] of list.entries()) {
        const [row] = await tx
          .insert(moduleCats)
          .values({
            module,
            slug: spec.slug,
            parentId,
            autoHideCount: spec.autoHideCount ?? null,
            sortOrder: (parentId === null ? base : 0) + (index + 1) * 10,
            ...itemDates(`module-cat:${module}:${spec.slug}`),
          })
          .returning({ id: moduleCats.id });
        if (!row) throw new Error(`seed: category ${module}/${spec.slug} not written`);
        cats += 1;
        const summaries = new Map(expandTexts(spec.summary).map((s) => [s.lang, s.value]));
        const rows = expandTexts(spec.title).map((t) => ({ moduleCatId: row.id, lang: t.lang, title: t.value, summary: summaries.get(t.lang) ?? null }));
        await tx.insert(moduleCatI18n).values(rows);
        texts += rows.length;
        if (spec.children) await walk(spec.children, row.id);
      }
    };
    await walk(specs, null);
  }
  counts.moduleCats = (counts.moduleCats ?? 0) + cats;
  counts.moduleCatI18n = (counts.moduleCatI18n ?? 0) + texts;
}

/** Removes the categories written above (their texts go with them). */
export async function deleteMediaCategories(tx: Transaction): Promise<void> {
  for (const [module, specs] of Object.entries(MEDIA_CATEGORY_SETS)) {
    const slugs: string[] = [];
    const walk = (list: readonly CatSpec[]) => {
      for (const spec of list) {
        slugs.push(spec.slug);
        if (spec.children) walk(spec.children);
      }
    };
    walk(specs);
    await deleteCatsBySlug(tx, module, slugs);
  }
}
