/**
 * Statistical press releases: monthly monetary statistics, quarterly foreign
 * exchange reserves and insurance statistics, half-yearly banking results.
 * The figures are random walks keyed by series name, so each release agrees with
 * the one before it (changes are computed from the published levels).
 */
import { csvFile, pdfFile } from './files.ts';
import {
  changeEn,
  changePt,
  changeZh,
  daysInMonth,
  leadOf,
  macao,
  millionsEn,
  millionsPt,
  millionsZh,
  monthEn,
  monthPt,
  monthZh,
  mopEn,
  mopPt,
  mopZh,
  numEn,
  numPt,
  ORDINAL_EN,
  ORDINAL_PT,
  ORDINAL_ZH,
  paragraphs,
  pct,
  pctPt,
  percentChange,
  pick,
  rng,
  round1,
  walk,
  weekday,
  yoyEn,
  yoyPt,
  yoyZh,
  type NewsItem,
} from './common.ts';

/** Month index 0 is December 2017; releases cover December 2018 to September 2026. */
const FIRST_YEAR = 2017;
const monthIndex = (y: number, m: number) => (y - FIRST_YEAR) * 12 + m - 12;
const MONTHS = monthIndex(2026, 9) + 1;

const M2 = walk('m2', MONTHS, 590, 0.0013, 0.008).map(round1);
const CURRENCY = walk('currency', MONTHS, 14.6, 0.001, 0.015).map(round1);
const M1 = walk('m1', MONTHS, 104, 0.001, 0.02).map(round1);
const NON_RESIDENT = walk('non-resident', MONTHS, 330, 0.002, 0.015).map(round1);
const PUBLIC = walk('public-sector', MONTHS, 212, 0.0005, 0.012).map(round1);
const DOMESTIC_LOANS = walk('domestic-loans', MONTHS, 468, 0.0008, 0.007).map(round1);
const EXTERNAL_LOANS = walk('external-loans', MONTHS, 476, 0.0025, 0.012).map(round1);
const SHARE_MOP = walk('share-mop', MONTHS, 24.2, 0.0006, 0.01);
const SHARE_HKD = walk('share-hkd', MONTHS, 45.1, -0.0005, 0.008);
const SHARE_RMB = walk('share-rmb', MONTHS, 8.9, 0.0004, 0.02);
const SHARE_USD = walk('share-usd', MONTHS, 18.7, 0.0008, 0.012);

const at = (list: readonly number[], i: number) => list[i] ?? 0;
const residentDeposits = (i: number) => round1(at(M2, i) - at(CURRENCY, i));
const totalDeposits = (i: number) => round1(residentDeposits(i) + at(NON_RESIDENT, i) + at(PUBLIC, i));

function monetaryRelease(y: number, m: number): NewsItem {
  const i = monthIndex(y, m);
  const p = i - 1;
  const rnd = rng(`monetary:${String(y)}-${String(m)}`);
  const ry = m === 12 ? y + 1 : y;
  const rm = m === 12 ? 1 : m + 1;
  const published = weekday(macao(ry, rm, Math.min(26 + Math.floor(rnd() * 4), daysInMonth(ry, rm)), 16));
  const m2 = at(M2, i);
  const m2Mom = percentChange(m2, at(M2, p));
  const m2Yoy = percentChange(m2, at(M2, i - 12));
  const m1 = at(M1, i);
  const m1Mom = percentChange(m1, at(M1, p));
  const quasiMom = percentChange(m2 - m1, at(M2, p) - at(M1, p));
  const dep = totalDeposits(i);
  const depMom = percentChange(dep, totalDeposits(p));
  const res = residentDeposits(i);
  const resMom = percentChange(res, residentDeposits(p));
  const nonRes = at(NON_RESIDENT, i);
  const nonResMom = percentChange(nonRes, at(NON_RESIDENT, p));
  const pub = at(PUBLIC, i);
  const pubMom = percentChange(pub, at(PUBLIC, p));
  const dl = at(DOMESTIC_LOANS, i);
  const dlMom = percentChange(dl, at(DOMESTIC_LOANS, p));
  const el = at(EXTERNAL_LOANS, i);
  const elMom = percentChange(el, at(EXTERNAL_LOANS, p));
  const ldrBefore = (at(DOMESTIC_LOANS, p) / residentDeposits(p)) * 100;
  const ldr = (dl / res) * 100;
  const shares = [at(SHARE_MOP, i), at(SHARE_HKD, i), at(SHARE_RMB, i), at(SHARE_USD, i)].map((s) => numEn(s));
  const sharesPt = [at(SHARE_MOP, i), at(SHARE_HKD, i), at(SHARE_RMB, i), at(SHARE_USD, i)].map((s) => numPt(s));
  const up = m2Mom >= 0;
  const variant = Math.floor(rnd() * 3);
  const ldrMove = ldr >= ldrBefore;

  const en = {
    title: [`Monetary statistics for ${monthEn(y, m)}`, `Broad money ${up ? 'up' : 'down'} ${pct(m2Mom)}% in ${monthEn(y, m)}`, `Monetary and financial statistics — ${monthEn(y, m)}`][variant] ?? '',
    content: paragraphs(
      `Broad money supply (M2) ${changeEn(m2Mom, mopEn(m2))} at the end of ${monthEn(y, m)}, ${yoyEn(m2Yoy)}. Within M2, M1 ${changeEn(m1Mom, mopEn(m1))}, and quasi-money ${Math.abs(quasiMom) < 0.05 ? 'was broadly unchanged' : `${quasiMom > 0 ? 'rose' : 'fell'} ${pct(quasiMom)}%`}.`,
      `Total deposits in the banking sector ${changeEn(depMom, mopEn(dep))}. Resident deposits ${changeEn(resMom, mopEn(res))}, non-resident deposits ${changeEn(nonResMom, mopEn(nonRes))} and public sector deposits ${changeEn(pubMom, mopEn(pub))}. Pataca, Hong Kong dollar, renminbi and US dollar deposits made up ${shares[0] ?? ''}%, ${shares[1] ?? ''}%, ${shares[2] ?? ''}% and ${shares[3] ?? ''}% of the total respectively.`,
      `Domestic loans to the private sector ${changeEn(dlMom, mopEn(dl))}, while external loans ${changeEn(elMom, mopEn(el))}. The loan-to-deposit ratio for the resident sector ${ldrMove ? 'rose' : 'fell'} from ${numEn(ldrBefore)}% at the end of the previous month to ${numEn(ldr)}%.`,
    ) +
      `\n<table><caption>Main monetary aggregates, end of ${monthEn(y, m)}</caption><thead><tr><th scope="col">Item</th><th scope="col">MOP billion</th><th scope="col">Month-on-month change (%)</th></tr></thead><tbody>` +
      `<tr><th scope="row">M1</th><td>${numEn(m1)}</td><td>${numEn(m1Mom)}</td></tr><tr><th scope="row">M2</th><td>${numEn(m2)}</td><td>${numEn(m2Mom)}</td></tr>` +
      `<tr><th scope="row">Total deposits</th><td>${numEn(dep)}</td><td>${numEn(depMom)}</td></tr><tr><th scope="row">Domestic loans to the private sector</th><td>${numEn(dl)}</td><td>${numEn(dlMom)}</td></tr></tbody></table>\n` +
      paragraphs(
        pick(rnd, [
          'Detailed figures are available in the Monetary and Financial Statistics section of this website.',
          'The full set of monetary statistics, with breakdowns by currency and by sector, is published in the statistics section of this website.',
          'The monthly bulletin with the complete tables will be available for download from the Research and Statistics section.',
        ]),
      ),
  };
  const zh = {
    title: [`${monthZh(y, m)}貨幣統計`, `${monthZh(y, m)}廣義貨幣供應按月${up ? '上升' : '下跌'}${pct(m2Mom)}%`, `${monthZh(y, m)}貨幣及金融統計`][variant] ?? '',
    content: paragraphs(
      `${monthZh(y, m)}底，廣義貨幣供應（M2）按月${changeZh(m2Mom, mopZh(m2))}，${yoyZh(m2Yoy)}。M2之中，M1${changeZh(m1Mom, mopZh(m1))}，準貨幣則${Math.abs(quasiMom) < 0.05 ? '與上月相若' : `${quasiMom > 0 ? '上升' : '下跌'}${pct(quasiMom)}%`}。`,
      `銀行體系存款總額${changeZh(depMom, mopZh(dep))}。其中居民存款${changeZh(resMom, mopZh(res))}，非居民存款${changeZh(nonResMom, mopZh(nonRes))}，公共部門存款${changeZh(pubMom, mopZh(pub))}。按幣種劃分，澳門元、港元、人民幣及美元存款分別佔存款總額的${shares[0] ?? ''}%、${shares[1] ?? ''}%、${shares[2] ?? ''}%及${shares[3] ?? ''}%。`,
      `本地私人部門貸款${changeZh(dlMom, mopZh(dl))}，對外貸款${changeZh(elMom, mopZh(el))}。居民部門的貸存比率由上月底的${numEn(ldrBefore)}%${ldrMove ? '上升' : '下降'}至${numEn(ldr)}%。`,
    ) +
      `\n<table><caption>${monthZh(y, m)}底主要貨幣總體數據</caption><thead><tr><th scope="col">項目</th><th scope="col">億澳門元</th><th scope="col">按月變動（%）</th></tr></thead><tbody>` +
      `<tr><th scope="row">M1</th><td>${numEn(m1 * 10, 0)}</td><td>${numEn(m1Mom)}</td></tr><tr><th scope="row">M2</th><td>${numEn(m2 * 10, 0)}</td><td>${numEn(m2Mom)}</td></tr>` +
      `<tr><th scope="row">存款總額</th><td>${numEn(dep * 10, 0)}</td><td>${numEn(depMom)}</td></tr><tr><th scope="row">本地私人部門貸款</th><td>${numEn(dl * 10, 0)}</td><td>${numEn(dlMom)}</td></tr></tbody></table>\n` +
      paragraphs(pick(rnd, ['詳細數據可瀏覽本網站「貨幣及金融統計」欄目。', '按幣種及部門劃分的完整貨幣統計數據已上載至本網站統計欄目。', '載有完整統計表的月報將於「研究及統計」欄目提供下載。'])),
  };
  const withPt = rnd() < 0.34;
  const pt = withPt
    ? {
        title: [`Estatísticas monetárias de ${monthPt(y, m)}`, `Massa monetária em sentido lato ${up ? 'sobe' : 'desce'} ${pctPt(m2Mom)}% em ${monthPt(y, m)}`, `Estatísticas monetárias e financeiras — ${monthPt(y, m)}`][variant] ?? '',
        content: paragraphs(
          `No final de ${monthPt(y, m)}, a massa monetária em sentido lato (M2) ${changePt(m2Mom, mopPt(m2))}, ${yoyPt(m2Yoy)}. Na M2, o agregado M1 ${changePt(m1Mom, mopPt(m1))}.`,
          `O total dos depósitos no sistema bancário ${changePt(depMom, mopPt(dep))}. Os depósitos de residentes ${changePt(resMom, mopPt(res))}, os de não residentes ${changePt(nonResMom, mopPt(nonRes))} e os do sector público ${changePt(pubMom, mopPt(pub))}. Os depósitos em patacas, dólares de Hong Kong, renminbi e dólares americanos representaram, respectivamente, ${sharesPt[0] ?? ''}%, ${sharesPt[1] ?? ''}%, ${sharesPt[2] ?? ''}% e ${sharesPt[3] ?? ''}% do total.`,
          `O crédito interno ao sector privado ${changePt(dlMom, mopPt(dl))}, enquanto o crédito ao exterior ${changePt(elMom, mopPt(el))}. O rácio entre empréstimos e depósitos do sector residente passou de ${numPt(ldrBefore)}%, no final do mês anterior, para ${numPt(ldr)}%.`,
          'Os dados pormenorizados estão disponíveis na secção de estatísticas monetárias e financeiras deste sítio.',
        ),
      }
    : undefined;

  const period = `${String(y)}-${String(m).padStart(2, '0')}`;
  const files =
    y >= 2024
      ? [
          csvFile(`monetary-statistics-${period}.csv`, [
            ['項目 Item', '單位 Unit', period, `${String(m === 1 ? y - 1 : y)}-${String(m === 1 ? 12 : m - 1).padStart(2, '0')}`, '按月變動 Change (%)'],
            ...(
              [
                ['M1', m1, at(M1, p)],
                ['M2', m2, at(M2, p)],
                ['流通貨幣 Currency in circulation', at(CURRENCY, i), at(CURRENCY, p)],
                ['存款總額 Total deposits', dep, totalDeposits(p)],
                ['居民存款 Resident deposits', res, residentDeposits(p)],
                ['非居民存款 Non-resident deposits', nonRes, at(NON_RESIDENT, p)],
                ['公共部門存款 Public sector deposits', pub, at(PUBLIC, p)],
                ['本地私人部門貸款 Domestic loans to the private sector', dl, at(DOMESTIC_LOANS, p)],
                ['對外貸款 External loans', el, at(EXTERNAL_LOANS, p)],
              ] as const
            ).map(([label, now, before]) => [label, '百萬澳門元 MOP million', (now * 1000).toFixed(0), (before * 1000).toFixed(0), percentChange(now, before).toFixed(1)]),
          ]),
        ]
      : undefined;

  return {
    slug: `monetary-statistics-${period}`,
    cat: 'press-releases',
    publishedAt: published,
    data: { topic: 'monetary-statistics', referencePeriod: period },
    zh: { ...zh, summary: leadOf(zh.content) },
    en: { ...en, summary: leadOf(en.content) },
    pt: pt ? { ...pt, summary: leadOf(pt.content) } : undefined,
    ...(files ? { files } : {}),
  };
}

/** Quarter index 0 is the fourth quarter of 2017. */
const QUARTERS = (2026 - 2017) * 4 + 1;
const quarterIndex = (y: number, q: number) => (y - 2017) * 4 + q - 4;
const RESERVES = walk('fx-reserves', QUARTERS + 1, 160.4, 0.0085, 0.012).map(round1);
const LIFE = walk('life-premiums', QUARTERS + 1, 4.8, 0.011, 0.07).map((v) => Math.round(v * 100) / 100);
const NON_LIFE = walk('non-life-premiums', QUARTERS + 1, 845, 0.008, 0.04).map((v) => Math.round(v));
/** USD 1 is about MOP 8.07 under the link to the Hong Kong dollar. */
const MOP_PER_USD = 8.07;

function reservesRelease(y: number, q: number): NewsItem {
  const qi = quarterIndex(y, q);
  const m = q * 3;
  const rnd = rng(`reserves:${String(y)}-Q${String(q)}`);
  const ry = m === 12 ? y + 1 : y;
  const rm = m === 12 ? 1 : m + 1;
  const published = weekday(macao(ry, rm, 14 + Math.floor(rnd() * 6), 16, 30));
  const r = at(RESERVES, qi);
  const qoq = percentChange(r, at(RESERVES, qi - 1));
  const yoy = percentChange(r, at(RESERVES, qi - 4));
  const usd = r / MOP_PER_USD;
  const times = r / at(CURRENCY, monthIndex(y, m));
  const ofM2 = (r / (at(M2, monthIndex(y, m)) * (at(SHARE_MOP, monthIndex(y, m)) / 100 + 0.04))) * 100;
  const prevM = m === 3 ? 12 : m - 3;
  const prevY = m === 3 ? y - 1 : y;
  const variant = Math.floor(rnd() * 2);
  const en = {
    title: [`Foreign exchange reserves at end-${monthEn(y, m)}`, `Macao's foreign exchange reserves at ${mopEn(r)}`][variant] ?? '',
    content: paragraphs(
      `According to preliminary estimates, Macao's foreign exchange reserves amounted to ${mopEn(r)} (about USD ${numEn(usd)} billion) at the end of ${monthEn(y, m)}. The reserves ${Math.abs(qoq) < 0.05 ? 'were broadly unchanged' : `${qoq > 0 ? 'rose' : 'fell'} ${pct(qoq)}%`} from the end of ${monthEn(prevY, prevM)} and were ${yoyEn(yoy)}.`,
      `The reserves were equivalent to ${numEn(times)} times the currency in circulation, or about ${numEn(ofM2, 0)}% of pataca M2.`,
      pick(rnd, [
        "The AMCM manages the reserves with safety, liquidity and reasonable returns as its objectives, investing mainly in high-quality fixed-income securities and deposits. The reserves underpin the stability of the pataca's link to the Hong Kong dollar.",
        'Movements in the reserves mainly reflect investment income and changes in the valuation of the assets held. The AMCM keeps a prudent investment policy, so that the reserves remain available to support the stability of the pataca.',
      ]),
    ),
  };
  const zh = {
    title: [`${monthZh(y, m)}底外匯儲備`, `${monthZh(y, m)}底澳門外匯儲備為${mopZh(r)}`][variant] ?? '',
    content: paragraphs(
      `根據初步統計，${monthZh(y, m)}底澳門的外匯儲備為${mopZh(r)}（約${numEn(usd * 10, 0)}億美元），較${monthZh(prevY, prevM)}底${Math.abs(qoq) < 0.05 ? '相若' : `${qoq > 0 ? '上升' : '下跌'}${pct(qoq)}%`}，${yoyZh(yoy)}。`,
      `外匯儲備相當於流通貨幣的${numEn(times)}倍，或澳門元廣義貨幣供應約${numEn(ofM2, 0)}%。`,
      pick(rnd, [
        '本局以安全、流動及合理回報為原則管理外匯儲備，主要投資於高質素的定息證券及存款，為澳門元與港元的聯繫提供穩固支持。',
        '外匯儲備的變動主要反映投資收益及所持資產的估值變化。本局繼續奉行審慎的投資政策，確保外匯儲備可隨時用於維持澳門元的穩定。',
      ]),
    ),
  };
  const pt =
    rnd() < 0.34
      ? {
          title: `Reservas cambiais no final de ${monthPt(y, m)}`,
          content: paragraphs(
            `Segundo as estimativas preliminares, as reservas cambiais de Macau ascendiam a ${mopPt(r)} (cerca de ${numPt(usd)} mil milhões de dólares americanos) no final de ${monthPt(y, m)}, ${yoyPt(yoy)}.`,
            `As reservas equivaliam a ${numPt(times)} vezes a moeda em circulação, ou a cerca de ${numPt(ofM2, 0)}% da M2 em patacas.`,
            'A AMCM gere as reservas segundo os princípios da segurança, da liquidez e de um retorno razoável, aplicando-as sobretudo em títulos de rendimento fixo de elevada qualidade e em depósitos.',
          ),
        }
      : undefined;
  const period = `${String(y)}-${String(m).padStart(2, '0')}`;
  return {
    slug: `fx-reserves-${period}`,
    cat: 'press-releases',
    publishedAt: published,
    data: { topic: 'fx-reserves', referencePeriod: period },
    zh: { ...zh, summary: leadOf(zh.content) },
    en: { ...en, summary: leadOf(en.content) },
    pt: pt ? { ...pt, summary: leadOf(pt.content) } : undefined,
  };
}

function insuranceRelease(y: number, q: number): NewsItem {
  const qi = quarterIndex(y, q);
  const rnd = rng(`insurance:${String(y)}-Q${String(q)}`);
  const rm = q * 3 + 2 > 12 ? q * 3 + 2 - 12 : q * 3 + 2;
  const ry = q * 3 + 2 > 12 ? y + 1 : y;
  const published = weekday(macao(ry, rm, 18 + Math.floor(rnd() * 9), 17));
  const life = at(LIFE, qi);
  const nonLife = at(NON_LIFE, qi);
  const total = life + nonLife / 1000;
  const yoy = percentChange(total, at(LIFE, qi - 4) + at(NON_LIFE, qi - 4) / 1000);
  const lifeYoy = percentChange(life, at(LIFE, qi - 4));
  const nonLifeYoy = percentChange(nonLife, at(NON_LIFE, qi - 4));
  const lifeShare = (life / total) * 100;
  const claims = total * (0.38 + rnd() * 0.12);
  const lifeClaims = claims * (0.78 + rnd() * 0.08);
  const motor = nonLife * (0.27 + rnd() * 0.05);
  const lifeInsurers = y >= 2022 ? 13 : 12;
  const nonLifeInsurers = y >= 2024 ? 13 : 12;
  const intermediaries = Math.round(6400 + (qi - 4) * 38 + rnd() * 60);
  const up = yoy >= 0;
  const variant = Math.floor(rnd() * 2);
  const ordinal = ORDINAL_EN[q - 1] ?? '';
  const en = {
    title: [`Insurance statistics for the ${ordinal} quarter of ${String(y)}`, `Gross premiums ${up ? 'up' : 'down'} ${pct(yoy)}% in the ${ordinal} quarter of ${String(y)}`][variant] ?? '',
    content: paragraphs(
      `Gross premiums written by insurers authorised in Macao amounted to ${mopEn(total)} in the ${ordinal} quarter of ${String(y)}, ${yoyEn(yoy)}. Life insurance premiums came to ${mopEn(life)} (${yoyEn(lifeYoy)}), or ${numEn(lifeShare)}% of the total, and non-life premiums to ${millionsEn(nonLife)} (${yoyEn(nonLifeYoy)}).`,
      `Claims and benefits paid totalled ${mopEn(claims)}, of which ${mopEn(lifeClaims)} was paid under life policies. Motor insurance remained the largest non-life line, with premiums of ${millionsEn(motor)}, followed by property and medical insurance.`,
      `At the end of the quarter, ${String(lifeInsurers + nonLifeInsurers)} insurers were authorised to operate in Macao (${String(lifeInsurers)} life and ${String(nonLifeInsurers)} non-life insurers), and ${numEn(intermediaries, 0)} insurance intermediaries were registered.`,
      'The quarterly insurance statistics, with figures by insurer and by line of business, are published in the Insurance Statistics section of this website.',
    ),
  };
  const zh = {
    title: [`${String(y)}年第${ORDINAL_ZH[q - 1] ?? ''}季保險業統計`, `${String(y)}年第${ORDINAL_ZH[q - 1] ?? ''}季毛保費${yoyZh(yoy)}`][variant] ?? '',
    content: paragraphs(
      `${String(y)}年第${ORDINAL_ZH[q - 1] ?? ''}季，在澳門獲許可經營的保險公司毛保費收入為${mopZh(total)}，${yoyZh(yoy)}。其中人壽保險毛保費為${mopZh(life)}（${yoyZh(lifeYoy)}），佔總額的${numEn(lifeShare)}%；非人壽保險毛保費為${millionsZh(nonLife)}（${yoyZh(nonLifeYoy)}）。`,
      `同期已支付的賠款及給付合共${mopZh(claims)}，其中人壽保險佔${mopZh(lifeClaims)}。汽車保險仍是最大的非人壽保險業務，毛保費為${millionsZh(motor)}，其次為財產保險及醫療保險。`,
      `截至季末，在澳門獲許可經營的保險公司共${String(lifeInsurers + nonLifeInsurers)}間，包括${String(lifeInsurers)}間人壽保險公司及${String(nonLifeInsurers)}間非人壽保險公司；已登記的保險中介人共${numEn(intermediaries, 0)}名。`,
      '按保險公司及業務類別劃分的季度保險統計，已載於本網站「保險業統計」欄目。',
    ),
  };
  const pt =
    rnd() < 0.34
      ? {
          title: `Estatísticas de seguros do ${ORDINAL_PT[q - 1] ?? ''} trimestre de ${String(y)}`,
          content: paragraphs(
            `No ${ORDINAL_PT[q - 1] ?? ''} trimestre de ${String(y)}, os prémios brutos das seguradoras autorizadas em Macau totalizaram ${mopPt(total)}, ${yoyPt(yoy)}. Os prémios do ramo vida somaram ${mopPt(life)}, ou ${numPt(lifeShare)}% do total, e os dos ramos não vida ${millionsPt(nonLife)}.`,
            `As indemnizações e prestações pagas atingiram ${mopPt(claims)}. O seguro automóvel continuou a ser o principal ramo não vida, com prémios de ${millionsPt(motor)}.`,
            `No final do trimestre estavam autorizadas ${String(lifeInsurers + nonLifeInsurers)} seguradoras (${String(lifeInsurers)} do ramo vida e ${String(nonLifeInsurers)} dos ramos não vida) e registados ${numPt(intermediaries, 0)} mediadores de seguros.`,
          ),
        }
      : undefined;
  const period = `${String(y)}-Q${String(q)}`;
  return {
    slug: `insurance-statistics-${period.toLowerCase()}`,
    cat: 'press-releases',
    publishedAt: published,
    data: { topic: 'insurance-statistics', referencePeriod: period },
    zh: { ...zh, summary: leadOf(zh.content) },
    en: { ...en, summary: leadOf(en.content) },
    pt: pt ? { ...pt, summary: leadOf(pt.content) } : undefined,
    files: [
      csvFile(`insurance-statistics-${period.toLowerCase()}.csv`, [
        ['項目 Item', '單位 Unit', period, `${String(y - 1)}-Q${String(q)}`, '按年變動 Change (%)'],
        ['人壽保險毛保費 Life gross premiums', '百萬澳門元 MOP million', (life * 1000).toFixed(0), (at(LIFE, qi - 4) * 1000).toFixed(0), lifeYoy.toFixed(1)],
        ['非人壽保險毛保費 Non-life gross premiums', '百萬澳門元 MOP million', nonLife.toFixed(0), at(NON_LIFE, qi - 4).toFixed(0), nonLifeYoy.toFixed(1)],
        ['毛保費總額 Total gross premiums', '百萬澳門元 MOP million', (total * 1000).toFixed(0), ((at(LIFE, qi - 4) + at(NON_LIFE, qi - 4) / 1000) * 1000).toFixed(0), yoy.toFixed(1)],
        ['賠款及給付 Claims and benefits paid', '百萬澳門元 MOP million', (claims * 1000).toFixed(0), '', ''],
      ]),
    ],
  };
}

/** Non-performing loan ratio by half-year, 2018H2 to 2026H1: low before 2020, rising with the pandemic, easing lately. */
const NPL = [0.3, 0.3, 0.5, 0.9, 1.3, 1.9, 2.8, 3.4, 4.1, 4.6, 5.1, 5.4, 5.2, 4.9, 4.7, 4.4];

function bankingResults(index: number): NewsItem {
  const y = 2018 + Math.floor((index + 1) / 2);
  const half = index % 2 === 0 ? 2 : 1;
  const rnd = rng(`banking:${String(y)}-H${String(half)}`);
  const published = half === 1 ? weekday(macao(y, 9, 10 + Math.floor(rnd() * 8), 17)) : weekday(macao(y + 1, 3, 10 + Math.floor(rnd() * 8), 17));
  const pandemic = y >= 2020 && y <= 2022;
  const profit = (pandemic ? 2.1 : 3.9) + rnd() * 2.2;
  const profitChange = (pandemic ? -1 : 1) * (3 + rnd() * 25);
  const assets = 1.95 + index * 0.032 + rnd() * 0.05;
  const car = 14.2 + rnd() * 2.4;
  const liquidity = 51 + rnd() * 14;
  const npl = NPL[index] ?? 4;
  const nplBefore = NPL[index - 1] ?? npl;
  const banks = 29 + Math.min(3, Math.floor(index / 5));
  const local = 10 + (index > 9 ? 1 : 0);
  const periodEn = half === 1 ? `the first half of ${String(y)}` : String(y);
  const periodZh = half === 1 ? `${String(y)}年上半年` : `${String(y)}年`;
  const periodPt = half === 1 ? `no primeiro semestre de ${String(y)}` : `em ${String(y)}`;
  const endEn = half === 1 ? `June ${String(y)}` : `December ${String(y)}`;
  const endZh = half === 1 ? `${String(y)}年6月底` : `${String(y)}年12月底`;
  const en = {
    title: `Banking sector results for ${periodEn}`,
    content: paragraphs(
      `Banks in Macao recorded after-tax profits of ${mopEn(profit)} in ${periodEn}, ${profitChange >= 0 ? 'up' : 'down'} ${numEn(Math.abs(profitChange))}% from a year earlier. ${pandemic ? 'Higher impairment charges on loans to sectors hit by the fall in visitor arrivals weighed on earnings.' : 'Net interest income improved as loans were repriced, while fee income from wealth management and cross-border services grew.'}`,
      `At the end of ${endEn}, total assets of the banking sector stood at MOP ${numEn(assets, 2)} trillion. The average capital adequacy ratio of locally incorporated banks was ${numEn(car)}%, well above the statutory minimum of 8%, and the average liquidity ratio was ${numEn(liquidity)}%. The non-performing loan ratio ${npl >= nplBefore ? 'rose' : 'fell'} to ${numEn(npl)}%.`,
      `${String(banks)} banks were authorised in Macao, ${String(local)} of them incorporated locally and ${String(banks - local)} branches of banks incorporated elsewhere. The AMCM will keep a close watch on asset quality and require banks to maintain prudent provisioning and sound capital buffers.`,
    ),
  };
  const zh = {
    title: `${periodZh}銀行業業績`,
    content: paragraphs(
      `${periodZh}，澳門銀行業錄得除稅後利潤${mopZh(profit)}，按年${profitChange >= 0 ? '上升' : '下跌'}${numEn(Math.abs(profitChange))}%。${pandemic ? '受訪澳旅客減少影響，相關行業貸款的減值撥備增加，拖累盈利表現。' : '隨着貸款重新定價，淨利息收入有所改善，財富管理及跨境業務的手續費收入亦有增長。'}`,
      `截至${endZh}，銀行業總資產為${numEn(assets * 10000, 0)}億澳門元。本地註冊銀行的平均資本充足率為${numEn(car)}%，遠高於8%的法定最低要求；平均流動性比率為${numEn(liquidity)}%。不良貸款比率${npl >= nplBefore ? '上升' : '下降'}至${numEn(npl)}%。`,
      `在澳門獲許可經營的銀行共${String(banks)}間，其中${String(local)}間為本地註冊銀行，${String(banks - local)}間為外地註冊銀行的分行。本局將繼續密切監察資產質素，要求銀行維持審慎的撥備及充足的資本緩衝。`,
    ),
  };
  const pt =
    rnd() < 0.34
      ? {
          title: `Resultados do sector bancário ${periodPt}`,
          content: paragraphs(
            `Os bancos de Macau registaram lucros líquidos de ${mopPt(profit)} ${periodPt}, ${profitChange >= 0 ? 'mais' : 'menos'} ${numPt(Math.abs(profitChange))}% do que um ano antes.`,
            `O rácio médio de solvabilidade dos bancos constituídos localmente era de ${numPt(car)}%, bem acima do mínimo legal de 8%, e o rácio de crédito malparado situava-se em ${numPt(npl)}%.`,
            `Estavam autorizados em Macau ${String(banks)} bancos, dos quais ${String(local)} constituídos localmente.`,
          ),
        }
      : undefined;
  const period = half === 1 ? `${String(y)}-H1` : String(y);
  return {
    slug: `banking-results-${period.toLowerCase()}`,
    cat: 'press-releases',
    publishedAt: published,
    data: { topic: 'banking-results', referencePeriod: period },
    zh: { ...zh, summary: leadOf(zh.content) },
    en: { ...en, summary: leadOf(en.content) },
    pt: pt ? { ...pt, summary: leadOf(pt.content) } : undefined,
    files: [
      pdfFile(
        `banking-results-${period.toLowerCase()}.pdf`,
        `Banking sector results for ${periodEn}`,
        [
          `After-tax profits: MOP ${numEn(profit, 2)} billion (${profitChange >= 0 ? '+' : '-'}${numEn(Math.abs(profitChange))}% year-on-year).`,
          `Total assets at end-${endEn}: MOP ${numEn(assets, 2)} trillion.`,
          `Capital adequacy ratio (locally incorporated banks): ${numEn(car)}%. Liquidity ratio: ${numEn(liquidity)}%. Non-performing loan ratio: ${numEn(npl)}%.`,
          `Authorised banks: ${String(banks)} (${String(local)} locally incorporated, ${String(banks - local)} branches).`,
          'Source: Monetary Authority of Macao, Banking Supervision Department. Figures are provisional and may be revised.',
        ],
        published,
      ),
    ],
  };
}

export function statisticalReleases(): NewsItem[] {
  const items: NewsItem[] = [];
  for (let y = 2018; y <= 2026; y++) {
    for (let m = 1; m <= 12; m++) {
      if ((y === 2018 && m < 12) || (y === 2026 && m > 9)) continue;
      items.push(monetaryRelease(y, m));
      if (m % 3 === 0) items.push(reservesRelease(y, m / 3));
    }
  }
  for (let y = 2018; y <= 2026; y++) {
    for (let q = 1; q <= 4; q++) {
      if ((y === 2018 && q < 4) || (y === 2026 && q > 2)) continue;
      items.push(insuranceRelease(y, q));
    }
  }
  for (let i = 0; i < NPL.length; i++) items.push(bankingResults(i));
  return items;
}
