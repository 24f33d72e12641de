/**
 * Publications for download: annual reports and the audited financial statements
 * of each year (which the financial reports page shows side by side), research
 * papers and the quarterly economic and financial review.
 */
import type { EntrySeed } from '#src/seed/entries-writer.ts';
import { randomFor } from '#src/seed/random.ts';
import { tx, type Texts } from '#src/seed/types.ts';
import { pdfFiles, type DocBlock } from './documents.ts';
import { change, figuresFor, quarterlyFigures, yearEnds } from './figures.ts';
import { lastWorkingDay, workingDayFrom } from './statistics-data.ts';
import { dayName, entryTexts, figure, first, languagesOf, macao, quarterName } from './texts.ts';

export const REPORT_YEARS = { from: 2019, to: 2025 } as const;

function premiumsOf(year: number): { life: number; nonLife: number } {
  const quarters = quarterlyFigures().filter((q) => q.year === year);
  return { life: quarters.reduce((s, q) => s + q.lifePremiums, 0), nonLife: quarters.reduce((s, q) => s + q.nonLifePremiums, 0) };
}

export function annualReportEntries(): EntrySeed[] {
  const out: EntrySeed[] = [];
  const ends = yearEnds(REPORT_YEARS.from - 1, REPORT_YEARS.to);
  for (let year: number = REPORT_YEARS.from; year <= REPORT_YEARS.to; year++) {
    const f = first(ends.filter((e) => e.year === year));
    const before = first(ends.filter((e) => e.year === year - 1));
    const premiums = premiumsOf(year);
    const released = lastWorkingDay(year + 1, 6);
    const title: Texts = { 'zh-hant': `澳門金融管理局${year}年年報`, en: `Annual Report ${year}`, pt: `Relatório Anual de ${year}` };
    const summary: Texts = {
      'zh-hant': `${year}年澳門貨幣及金融體系運作平穩。年底廣義貨幣供應量按年${change(f.m2, before.m2) >= 0 ? '增長' : '減少'}${Math.abs(change(f.m2, before.m2))}%，外匯儲備為${figure(f.fxReserves / 100, 0)}億澳門元。`,
      en: `Macao's monetary and financial system ran smoothly in ${year}. Broad money ${change(f.m2, before.m2) >= 0 ? 'grew' : 'fell'} by ${Math.abs(change(f.m2, before.m2))}% over the year and foreign exchange reserves stood at MOP ${figure(f.fxReserves / 1000)} billion at the year-end.`,
      pt: `O sistema monetário e financeiro de Macau funcionou com estabilidade em ${year}. A massa monetária ${change(f.m2, before.m2) >= 0 ? 'cresceu' : 'diminuiu'} ${Math.abs(change(f.m2, before.m2))}% no ano e as reservas cambiais atingiram ${figure(f.fxReserves / 1000)} mil milhões de patacas no fim do ano.`,
    };
    const deposits = (x: typeof f) => x.residentDeposits + x.nonResidentDeposits + x.publicSectorDeposits;
    const loans = (x: typeof f) => x.domesticLoans + x.externalLoans;
    const blocks: DocBlock[] = [
      { kind: 'title', text: title },
      { kind: 'subtitle', text: { 'zh-hant': `${dayName(released)['zh-hant']}發佈`, en: `Published on ${dayName(released).en}`, pt: `Publicado em ${dayName(released).pt}` } },
      { kind: 'heading', text: tx('主席序言', "Chairman's foreword", 'Mensagem do Presidente') },
      {
        kind: 'paragraph',
        text: tx(
          '本局繼續維持澳門元與港元掛鈎的聯繫匯率制度，穩健管理外匯儲備及財政儲備，並推動金融業適度多元發展，包括債券市場、財富管理及綠色金融。',
          'The Authority kept the pataca linked to the Hong Kong dollar, managed the foreign exchange and fiscal reserves prudently, and supported the appropriate diversification of the financial sector, including the bond market, wealth management and green finance.',
          'A Autoridade manteve a indexação da pataca ao dólar de Hong Kong, geriu com prudência as reservas cambial e financeira e apoiou a diversificação adequada do sector financeiro, incluindo o mercado obrigacionista, a gestão de patrimónios e as finanças verdes.',
        ),
      },
      { kind: 'paragraph', text: summary },
      { kind: 'heading', text: tx('主要數字', 'Key figures', 'Principais indicadores') },
      {
        kind: 'table',
        header: [tx('項目（百萬澳門元）', 'Item (MOP million)', 'Rubrica (milhões de patacas)'), String(year - 1), String(year), tx('變動 %', 'Change %', 'Variação %')],
        rows: [
          [tx('廣義貨幣 M2', 'Broad money M2', 'Massa monetária M2'), figure(before.m2), figure(f.m2), figure(change(f.m2, before.m2))],
          [tx('存款總額', 'Total deposits', 'Total dos depósitos'), figure(deposits(before)), figure(deposits(f)), figure(change(deposits(f), deposits(before)))],
          [tx('貸款總額', 'Total loans', 'Total do crédito'), figure(loans(before)), figure(loans(f)), figure(change(loans(f), loans(before)))],
          [tx('外匯儲備', 'Foreign exchange reserves', 'Reservas cambiais'), figure(before.fxReserves), figure(f.fxReserves), figure(change(f.fxReserves, before.fxReserves))],
        ],
        widths: [4, 2, 2, 1.4],
        align: ['left', 'right', 'right', 'right'],
      },
      { kind: 'heading', text: tx('銀行業', 'Banking', 'Sector bancário') },
      {
        kind: 'paragraph',
        text: {
          'zh-hant': `年底銀行業不良貸款比率為${figure(f.nplRatio)}%，資本充足率維持在國際標準以上。本局持續加強對信貸風險及流動性風險的監察。`,
          en: `The non-performing loan ratio of the banking sector was ${figure(f.nplRatio)}% at the year-end, and capital adequacy stayed above international standards. The Authority kept a close watch on credit and liquidity risks.`,
          pt: `O rácio de crédito malparado foi de ${figure(f.nplRatio)}% no fim do ano e a adequação de capital manteve-se acima dos padrões internacionais. A Autoridade acompanhou de perto os riscos de crédito e de liquidez.`,
        },
      },
      { kind: 'heading', text: tx('保險業', 'Insurance', 'Sector segurador') },
      {
        kind: 'paragraph',
        text: {
          'zh-hant': `全年毛保費為${figure(premiums.life + premiums.nonLife, 0)}百萬澳門元，其中人壽保險${figure(premiums.life, 0)}百萬澳門元，非人壽保險${figure(premiums.nonLife, 0)}百萬澳門元。`,
          en: `Gross premiums for the year were MOP ${figure(premiums.life + premiums.nonLife, 0)} million: MOP ${figure(premiums.life, 0)} million of life insurance and MOP ${figure(premiums.nonLife, 0)} million of non-life insurance.`,
          pt: `Os prémios brutos do ano foram de ${figure(premiums.life + premiums.nonLife, 0)} milhões de patacas: ${figure(premiums.life, 0)} milhões do ramo vida e ${figure(premiums.nonLife, 0)} milhões dos ramos não vida.`,
        },
      },
      { kind: 'note', text: tx('本年報的財務報表部分載於「財務報告」。', 'The financial statements are published separately under Financial Reports.', 'As demonstrações financeiras são publicadas separadamente em Relatórios Financeiros.') },
    ];
    const parts = { title, summary };
    out.push({
      slug: `annual-report-${year}`,
      catSlug: 'annual-reports',
      publishedAt: macao(released, '11:00'),
      data: { year, reportType: 'annual-report' },
      texts: entryTexts(parts),
      files: pdfFiles({ name: { 'zh-hant': `澳門金融管理局${year}年年報`, en: `amcm-annual-report-${year}` }, title, created: macao(released, '11:00'), blocks }, languagesOf(parts)),
    });
  }
  return out;
}

export function financialStatementEntries(): EntrySeed[] {
  const out: EntrySeed[] = [];
  for (let year: number = REPORT_YEARS.from; year <= REPORT_YEARS.to; year++) {
    const rnd = randomFor(`media:statements:${year}`);
    const f = figuresFor(year, 12);
    const totalAssets = f.fxReserves * (1.28 + rnd() * 0.05);
    // 2022: bond prices fell worldwide, and the investment return with them.
    const returnRate = year === 2022 ? 0.002 : 0.012 + rnd() * 0.012;
    const income = totalAssets * returnRate + 420;
    const expenses = 380 + (year - 2019) * 14 + rnd() * 20;
    const profit = income - expenses;
    const capital = totalAssets * 0.085;
    const released = workingDayFrom(year + 1, 4, 28);
    const title: Texts = { 'zh-hant': `${year}年度財務報表`, en: `Financial Statements ${year}`, pt: `Demonstrações Financeiras de ${year}` };
    const summary: Texts = {
      'zh-hant': `經獨立核數師審計的本局${year}年度財務報表。年度盈餘為${figure(profit, 0)}百萬澳門元，年底資產總額為${figure(totalAssets, 0)}百萬澳門元。`,
      en: `The Authority's financial statements for ${year}, audited by an independent auditor. The surplus for the year was MOP ${figure(profit, 0)} million, and total assets were MOP ${figure(totalAssets, 0)} million at the year-end.`,
      pt: `Demonstrações financeiras da Autoridade relativas a ${year}, auditadas por auditor independente. O excedente do exercício foi de ${figure(profit, 0)} milhões de patacas e o activo total de ${figure(totalAssets, 0)} milhões no fim do ano.`,
    };
    const blocks: DocBlock[] = [
      { kind: 'title', text: title },
      { kind: 'subtitle', text: { 'zh-hant': `截至${year}年12月31日止年度`, en: `For the year ended 31 December ${year}`, pt: `Exercício findo em 31 de Dezembro de ${year}` } },
      {
        kind: 'paragraph',
        text: tx(
          '核數師認為，財務報表在所有重大方面均真實公允地反映本局的財務狀況、經營成果及現金流量。',
          'In the opinion of the auditor, the financial statements give a true and fair view, in all material respects, of the financial position, results and cash flows of the Authority.',
          'Na opinião do auditor, as demonstrações financeiras apresentam de forma verdadeira e apropriada, em todos os aspectos materiais, a posição financeira, os resultados e os fluxos de caixa da Autoridade.',
        ),
      },
      { kind: 'heading', text: tx('資產負債表摘要', 'Summary balance sheet', 'Balanço resumido') },
      {
        kind: 'table',
        header: [tx('項目', 'Item', 'Rubrica'), tx('百萬澳門元', 'MOP million', 'Milhões de patacas')],
        rows: [
          [tx('外匯儲備資產', 'Foreign exchange reserve assets', 'Activos da reserva cambial'), figure(f.fxReserves)],
          [tx('其他資產', 'Other assets', 'Outros activos'), figure(totalAssets - f.fxReserves)],
          [tx('資產總額', 'Total assets', 'Activo total'), figure(totalAssets)],
          [tx('負債總額', 'Total liabilities', 'Passivo total'), figure(totalAssets - capital)],
          [tx('資本及儲備', 'Capital and reserves', 'Capital e reservas'), figure(capital)],
        ],
        widths: [4, 2],
        align: ['left', 'right'],
      },
      { kind: 'heading', text: tx('收支表摘要', 'Summary income statement', 'Demonstração de resultados resumida') },
      {
        kind: 'table',
        header: [tx('項目', 'Item', 'Rubrica'), tx('百萬澳門元', 'MOP million', 'Milhões de patacas')],
        rows: [
          [tx('投資及營運收入', 'Investment and operating income', 'Proveitos de investimento e exploração'), figure(income)],
          [tx('營運支出', 'Operating expenses', 'Custos de exploração'), figure(expenses)],
          [tx('年度盈餘', 'Surplus for the year', 'Excedente do exercício'), figure(profit)],
        ],
        widths: [4, 2],
        align: ['left', 'right'],
      },
      { kind: 'note', text: tx('完整財務報表及附註載於政府公報。', 'The full statements and their notes are published in the Official Gazette.', 'As demonstrações completas e respectivas notas são publicadas no Boletim Oficial.') },
    ];
    const parts = { title, summary };
    out.push({
      slug: `financial-statements-${year}`,
      catSlug: 'financial-reports',
      publishedAt: macao(released, '11:00'),
      data: { year, reportType: 'financial-statements' },
      texts: entryTexts(parts),
      files: pdfFiles({ name: { 'zh-hant': `澳門金融管理局${year}年度財務報表`, en: `amcm-financial-statements-${year}` }, title, created: macao(released, '11:00'), blocks }, languagesOf(parts)),
    });
  }
  return out;
}

const PAPERS: { slug: string; date: string; title: Texts; abstract: Texts; findings: Texts[] }[] = [
  {
    slug: 'research-mortgage-lending-property-prices',
    date: '2026-08-14',
    title: tx('住宅按揭貸款與樓價：澳門的經驗', 'Mortgage Lending and Property Prices: Evidence from Macao'),
    abstract: tx('本文分析2015年至2025年澳門住宅按揭貸款與樓價的關係，並評估逆周期審慎措施的效果。', 'The paper studies how residential mortgage lending and property prices moved together in Macao from 2015 to 2025, and assesses the effect of countercyclical macroprudential measures.'),
    findings: [
      tx('按揭成數上限有效抑制了樓價上升期的信貸增長。', 'Loan-to-value caps restrained credit growth while prices rose.'),
      tx('樓價下跌期間，放寬措施對新造貸款的刺激作用有限。', 'Easing the caps while prices fell did little to lift new lending.'),
    ],
  },
  {
    slug: 'research-renminbi-business',
    date: '2025-11-20',
    title: tx('澳門人民幣業務的發展與前景', 'Renminbi Business in Macao: Developments and Prospects'),
    abstract: tx('本文回顧澳門人民幣存款、跨境貿易結算及人民幣債券發行的發展，並探討澳門作為中葡人民幣清算平台的角色。', 'The paper reviews renminbi deposits, cross-border trade settlement and renminbi bond issuance in Macao, and discusses its role as a renminbi clearing platform for Portuguese-speaking countries.'),
    findings: [
      tx('跨境貿易人民幣結算量近五年年均增長逾一成。', 'Renminbi trade settlement grew by more than a tenth a year over five years.'),
      tx('債券市場為人民幣資金提供了新的投資渠道。', 'The bond market gave renminbi funds new investment outlets.'),
    ],
  },
  {
    slug: 'research-climate-risk-banks',
    date: '2025-05-30',
    title: tx('澳門銀行業的氣候相關金融風險', 'Climate-related Financial Risks for Macao Banks'),
    abstract: tx('本文以情景分析評估颱風及海平面上升對澳門銀行業抵押品價值及信貸質素的影響。', 'Using scenario analysis, the paper estimates how typhoons and rising sea levels could affect collateral values and credit quality in Macao banks.'),
    findings: [
      tx('低窪地區物業抵押貸款面對較高實體風險。', 'Loans secured on property in low-lying areas carry higher physical risk.'),
      tx('整體資本緩衝足以承受嚴峻情景下的損失。', 'Capital buffers are sufficient to absorb losses in the severe scenario.'),
    ],
  },
  {
    slug: 'research-digital-payments',
    date: '2024-12-09',
    title: tx('澳門電子支付的普及與消費者行為', 'Adoption of Electronic Payments in Macao and Consumer Behaviour'),
    abstract: tx('本文以聚合支付交易數據分析澳門居民使用電子支付的模式及其對現金需求的影響。', 'Based on transaction data of the aggregated payment platform, the paper analyses how residents use electronic payments and how this affects the demand for cash.'),
    findings: [
      tx('小額零售交易的電子支付佔比持續上升。', 'The electronic share of small retail payments keeps rising.'),
      tx('節日期間的現金需求仍然明顯。', 'Demand for cash remains marked around festivals.'),
    ],
  },
  {
    slug: 'research-bond-market',
    date: '2024-04-25',
    title: tx('澳門債券市場發展的路徑', 'Developing the Bond Market in Macao'),
    abstract: tx('本文比較區內債券市場的基礎設施，提出澳門債券市場在發行、託管及交易方面的發展建議。', 'The paper compares bond market infrastructure in the region and proposes steps for issuance, custody and trading in Macao.'),
    findings: [tx('中央證券託管系統是市場發展的關鍵基礎設施。', 'A central securities depository is the key piece of infrastructure.')],
  },
  {
    slug: 'research-output-gap',
    date: '2023-10-16',
    title: tx('澳門產出缺口的估算', 'Estimating the Output Gap of Macao'),
    abstract: tx('本文以多種方法估算澳門的潛在產出及產出缺口，並討論旅遊業波動對估算的影響。', "The paper estimates Macao's potential output and output gap with several methods, and discusses how tourism swings affect the estimates."),
    findings: [tx('不同方法對疫情期間產出缺口的估算差異較大。', 'Estimates for the pandemic years differ widely between methods.')],
  },
];

export function researchPaperEntries(): EntrySeed[] {
  return PAPERS.map((p) => {
    const parts = { title: p.title, summary: p.abstract };
    const blocks: DocBlock[] = [
      { kind: 'title', text: p.title },
      { kind: 'subtitle', text: { 'zh-hant': `研究報告 · ${dayName(p.date)['zh-hant']}`, en: `Research paper · ${dayName(p.date).en}` } },
      { kind: 'heading', text: tx('摘要', 'Abstract') },
      { kind: 'paragraph', text: p.abstract },
      { kind: 'heading', text: tx('主要結論', 'Main findings') },
      ...p.findings.map((f, i): DocBlock => ({ kind: 'paragraph', text: { 'zh-hant': `${i + 1}. ${f['zh-hant']}`, en: `${i + 1}. ${f.en}` } })),
      { kind: 'note', text: tx('本報告所表達的意見屬作者個人意見，不代表本局立場。', 'The views expressed are those of the authors and not necessarily those of the Authority.') },
    ];
    return {
      slug: p.slug,
      catSlug: 'research-papers',
      publishedAt: macao(p.date, '15:00'),
      data: { year: Number(p.date.slice(0, 4)) },
      texts: entryTexts(parts),
      files: pdfFiles({ name: { 'zh-hant': p.title['zh-hant'], en: p.slug }, title: p.title, created: macao(p.date, '15:00'), blocks }, languagesOf(parts)),
    };
  });
}

export function quarterlyReviewEntries(): EntrySeed[] {
  const quarters = quarterlyFigures().slice(-8);
  return quarters.map((q) => {
    const name = quarterName(q.year, q.quarter);
    const endMonth = q.quarter * 3;
    const f = figuresFor(q.year, endMonth);
    const start = figuresFor(endMonth === 3 ? q.year - 1 : q.year, endMonth === 3 ? 12 : endMonth - 3);
    const released = workingDayFrom(endMonth >= 10 ? q.year + 1 : q.year, endMonth >= 10 ? (endMonth + 3) % 12 : endMonth + 3, 10);
    const title: Texts = { 'zh-hant': `金融季刊 — ${name['zh-hant']}`, en: `Quarterly Financial Review — ${name.en}` };
    const summary: Texts = {
      'zh-hant': `本季廣義貨幣${change(f.m2, start.m2) >= 0 ? '增長' : '減少'}${Math.abs(change(f.m2, start.m2))}%，本地私人貸款${change(f.domesticLoans, start.domesticLoans) >= 0 ? '增長' : '減少'}${Math.abs(change(f.domesticLoans, start.domesticLoans))}%。`,
      en: `Broad money ${change(f.m2, start.m2) >= 0 ? 'grew' : 'fell'} by ${Math.abs(change(f.m2, start.m2))}% in the quarter and domestic lending to the private sector ${change(f.domesticLoans, start.domesticLoans) >= 0 ? 'grew' : 'fell'} by ${Math.abs(change(f.domesticLoans, start.domesticLoans))}%.`,
    };
    const parts = { title, summary };
    const blocks: DocBlock[] = [
      { kind: 'title', text: title },
      { kind: 'heading', text: tx('經濟及金融概況', 'Economic and financial overview') },
      { kind: 'paragraph', text: summary },
      {
        kind: 'paragraph',
        text: tx('旅遊業持續復甦帶動本地需求，但外圍利率高企及物業市場調整繼續影響信貸需求。', 'The continuing recovery of tourism lifted domestic demand, while high interest rates abroad and the adjustment of the property market kept weighing on credit demand.'),
      },
      {
        kind: 'table',
        header: [tx('指標', 'Indicator'), tx('季初', 'Start of quarter'), tx('季末', 'End of quarter'), tx('變動 %', 'Change %')],
        rows: [
          [tx('廣義貨幣 M2（百萬澳門元）', 'Broad money M2 (MOP million)'), figure(start.m2), figure(f.m2), figure(change(f.m2, start.m2))],
          [tx('本地私人貸款（百萬澳門元）', 'Domestic loans (MOP million)'), figure(start.domesticLoans), figure(f.domesticLoans), figure(change(f.domesticLoans, start.domesticLoans))],
          [tx('外匯儲備（百萬澳門元）', 'FX reserves (MOP million)'), figure(start.fxReserves), figure(f.fxReserves), figure(change(f.fxReserves, start.fxReserves))],
        ],
        widths: [4, 2, 2, 1.4],
        align: ['left', 'right', 'right', 'right'],
      },
    ];
    return {
      slug: `quarterly-review-${q.year}-q${q.quarter}`,
      catSlug: 'quarterly-review',
      publishedAt: macao(released, '15:00'),
      data: { year: q.year, period: `${q.year}-Q${q.quarter}` },
      texts: entryTexts(parts),
      files: pdfFiles({ name: { 'zh-hant': `金融季刊-${q.year}年第${q.quarter}季`, en: `quarterly-review-${q.year}-q${q.quarter}` }, title, created: macao(released, '15:00'), blocks }, languagesOf(parts)),
    };
  });
}
