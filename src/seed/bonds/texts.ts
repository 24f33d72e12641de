/**
 * The words of the bond seed: instrument descriptions and the bond information
 * items (issuance and listing announcements, ongoing disclosures, redemption
 * notices) in Traditional Chinese, English and, for issuers with a Portuguese
 * name, Portuguese. Written as the issuer's notices are published by the AMCM.
 */
import type { GeneratedBond } from './generate-bonds.ts';
import { AGENCY_NAMES } from './issuers-data.ts';

const ZH_CURRENCY = { MOP: '澳門元', CNY: '人民幣', HKD: '港元', USD: '美元' } as const;
const PT_MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const parts = (day: string) => day.split('-').map(Number) as [number, number, number];
export const zhDate = (day: string) => {
  const [y, m, d] = parts(day);
  return `${String(y)}年${String(m)}月${String(d)}日`;
};
export const enDate = (day: string) => {
  const [y, m, d] = parts(day);
  return `${String(d)} ${EN_MONTHS[m - 1] ?? ''} ${String(y)}`;
};
export const ptDate = (day: string) => {
  const [y, m, d] = parts(day);
  return `${String(d)} de ${PT_MONTHS[m - 1] ?? ''} de ${String(y)}`;
};

export const enAmount = (b: GeneratedBond) => `${b.currency} ${Number(b.issueSize).toLocaleString('en-US')}`;
export const ptAmount = (b: GeneratedBond) => `${b.currency} ${Number(b.issueSize).toLocaleString('en-US').replace(/,/g, '.')}`;
export function zhAmount(b: GeneratedBond): string {
  const n = Number(b.issueSize);
  const text = n >= 100_000_000 ? `${String(n / 100_000_000)}億` : `${String(n / 10_000)}萬`;
  return `${ZH_CURRENCY[b.currency]}${text}元`;
}
const rate = (b: GeneratedBond) => `${String(Number(b.couponRate))}%`;
const ptRate = (b: GeneratedBond) => `${String(Number(b.couponRate)).replace('.', ',')}%`;
const maturityYear = (b: GeneratedBond) => b.maturityDate.slice(0, 4);
const years = (b: GeneratedBond) => b.tenorMonths / 12;

function enKind(b: GeneratedBond): string {
  if (b.subordinated) return 'Subordinated Tier 2 Notes';
  return b.typeSlug === 'green' ? 'Green Notes' : 'Notes';
}
function zhKind(b: GeneratedBond): string {
  if (b.subordinated) return '二級資本債券';
  return b.typeSlug === 'green' ? '綠色債券' : '債券';
}

export const instrumentText = {
  zh: (b: GeneratedBond) => `${maturityYear(b)}年到期${zhAmount(b)}${rate(b)}${zhKind(b)}`,
  en: (b: GeneratedBond) => `${enAmount(b)} ${rate(b)} ${enKind(b)} due ${maturityYear(b)}`,
  pt: (b: GeneratedBond) =>
    `${b.typeSlug === 'green' ? 'Obrigações verdes' : 'Obrigações'} de ${ptAmount(b)} à taxa de ${ptRate(b)}, com vencimento em ${maturityYear(b)}`,
};

const PAYMENT = {
  zh: { annual: '每年付息一次', 'semi-annual': '每半年付息一次', quarterly: '每季付息一次', 'at-maturity': '到期一次還本付息' },
  en: { annual: 'annually', 'semi-annual': 'semi-annually', quarterly: 'quarterly', 'at-maturity': 'at maturity, with the principal' },
  pt: { annual: 'anual', 'semi-annual': 'semestral', quarterly: 'trimestral', 'at-maturity': 'no vencimento' },
} as const;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function termsTable(caption: string, rows: [string, string][]): string {
  return `<table><caption>${escape(caption)}</caption><tbody>${rows.map(([k, v]) => `<tr><th scope="row">${escape(k)}</th><td>${escape(v)}</td></tr>`).join('')}</tbody></table>`;
}

const zhRating = (b: GeneratedBond) => (b.rating && b.ratingAgency ? `${b.rating}（${AGENCY_NAMES[b.ratingAgency].zh}）` : '未評級');
const enRating = (b: GeneratedBond) => (b.rating && b.ratingAgency ? `${b.rating} (${AGENCY_NAMES[b.ratingAgency].en})` : 'Unrated');

function zhTerms(b: GeneratedBond): string {
  return termsTable(instrumentText.zh(b), [
    ['債券編號', b.bondNumber],
    ['國際證券識別編碼', b.isin],
    ['實際發行規模', zhAmount(b)],
    ['票面利率', `年利率${rate(b)}，${PAYMENT.zh[b.interestPayment]}`],
    ['發行日', zhDate(b.issueDate)],
    ['起息日', zhDate(b.valueDate)],
    ['到期日', zhDate(b.maturityDate)],
    ['期限', `${String(years(b))}年`],
    ['信用評級', zhRating(b)],
  ]);
}
function enTerms(b: GeneratedBond): string {
  return termsTable(instrumentText.en(b), [
    ['Bond number', b.bondNumber],
    ['ISIN', b.isin],
    ['Actual issue size', enAmount(b)],
    ['Coupon', `${rate(b)} a year, paid ${PAYMENT.en[b.interestPayment]}`],
    ['Issue date', enDate(b.issueDate)],
    ['Value date', enDate(b.valueDate)],
    ['Maturity date', enDate(b.maturityDate)],
    ['Tenor', `${String(years(b))} year${years(b) === 1 ? '' : 's'}`],
    ['Credit rating', enRating(b)],
  ]);
}
function ptTerms(b: GeneratedBond): string {
  return termsTable(instrumentText.pt(b), [
    ['Número da obrigação', b.bondNumber],
    ['ISIN', b.isin],
    ['Montante efectivamente emitido', ptAmount(b)],
    ['Taxa de cupão', `${ptRate(b)} ao ano, pagamento ${PAYMENT.pt[b.interestPayment]}`],
    ['Data de emissão', ptDate(b.issueDate)],
    ['Data-valor', ptDate(b.valueDate)],
    ['Data de vencimento', ptDate(b.maturityDate)],
  ]);
}

const ZH_DISCLAIMER = '<p>本資訊按發行人提供的資料刊登。刊登不代表澳門金融管理局對有關債券或發行人作出任何認可，亦不構成買賣有關債券的建議。投資者應細閱發行文件並考慮本身情況。</p>';
const EN_DISCLAIMER =
  '<p>This information is published as provided by the issuer. Its publication does not mean that the AMCM endorses the bonds or the issuer, and it is not a recommendation to buy or sell them. Investors should read the offering documents and consider their own circumstances.</p>';
const PT_DISCLAIMER =
  '<p>Esta informação é publicada tal como fornecida pelo emitente. A sua publicação não significa que a AMCM aprove as obrigações ou o emitente, nem constitui recomendação de compra ou venda.</p>';

const ZH_GREEN = '<p>募集資金淨額將用於發行人綠色債券框架下的合資格綠色項目，包括可再生能源、清潔交通及可持續水資源管理，有關框架已取得第二方意見。</p>';
const EN_GREEN =
  "<p>The net proceeds will finance or refinance eligible green projects in renewable energy, clean transport and sustainable water management under the issuer's green bond framework, which has received a second-party opinion.</p>";

export interface ItemText {
  title: string;
  summary: string;
  content: string;
}
export interface ItemTexts {
  'zh-hant': ItemText;
  en: ItemText;
  pt?: ItemText;
}

/** "a", "a and b", "a, b and c" (and the Chinese equivalent). */
const series = (items: string[], comma: string, and: string) => (items.length > 1 ? `${items.slice(0, -1).join(comma)}${and}${items.at(-1) ?? ''}` : (items[0] ?? ''));
const zhTenors = (bonds: GeneratedBond[]) => series(bonds.map((b) => `${String(years(b))}年期`), '、', '及');
const enTenors = (bonds: GeneratedBond[]) => series(bonds.map((b) => `${String(years(b))}-year`), ', ', ' and ');

export function issuanceTexts(bonds: GeneratedBond[]): ItemTexts {
  const first = bonds[0] as GeneratedBond;
  const issuer = first.issuer;
  const green = bonds.some((b) => b.typeSlug === 'green');
  const zhTitle = `${issuer.zh}發行${zhTenors(bonds)}${ZH_CURRENCY[first.currency]}${green ? '綠色' : ''}債券公告`;
  const enTitle = `${issuer.en}: issue of ${enTenors(bonds)} ${first.currency} ${green ? 'green ' : ''}bonds`;
  const texts: ItemTexts = {
    'zh-hant': {
      title: zhTitle,
      summary: `${issuer.zh}將於${zhDate(first.issueDate)}在澳門發行${series(bonds.map(zhAmount), '、', '及')}債券。`,
      content: `<p>${escape(issuer.zh)}（「發行人」）通知澳門金融管理局，將於${zhDate(first.issueDate)}在澳門發行下列債券，起息日為${zhDate(first.valueDate)}。債券將於本地中央證券託管系統登記及結算，並擬於澳門債券市場上市。</p>${green ? ZH_GREEN : ''}${bonds.map(zhTerms).join('')}${ZH_DISCLAIMER}`,
    },
    en: {
      title: enTitle,
      summary: `${issuer.en} will issue ${series(bonds.map(enAmount), ', ', ' and ')} of bonds in Macao on ${enDate(first.issueDate)}.`,
      content: `<p>${escape(issuer.en)} (the "issuer") has informed the AMCM that it will issue the following bonds in Macao on ${enDate(first.issueDate)}, with value date ${enDate(first.valueDate)}. The bonds will be registered and settled through the central securities depository in Macao and are to be listed on Macao's bond market.</p>${green ? EN_GREEN : ''}${bonds.map(enTerms).join('')}${EN_DISCLAIMER}`,
    },
  };
  if (issuer.pt) {
    texts.pt = {
      title: `${issuer.pt}: emissão de obrigações em ${first.currency}`,
      summary: `${issuer.pt} emite obrigações em Macau em ${ptDate(first.issueDate)}.`,
      content: `<p>${escape(issuer.pt)} informou a AMCM de que emite as seguintes obrigações em Macau em ${ptDate(first.issueDate)}, com data-valor em ${ptDate(first.valueDate)}. As obrigações são registadas e liquidadas através do sistema central de depósito de valores mobiliários de Macau.</p>${bonds.map(ptTerms).join('')}${PT_DISCLAIMER}`,
    };
  }
  return texts;
}

export function listingTexts(bonds: GeneratedBond[], listedOn: string): ItemTexts {
  const first = bonds[0] as GeneratedBond;
  const issuer = first.issuer;
  return {
    'zh-hant': {
      title: `${issuer.zh}${ZH_CURRENCY[first.currency]}債券上市公告`,
      summary: `${issuer.zh}發行的${bonds.length > 1 ? `${String(bonds.length)}隻` : ''}債券於${zhDate(listedOn)}在澳門債券市場上市。`,
      content: `<p>${escape(issuer.zh)}發行的下列債券已於本地中央證券託管系統完成登記，並於${zhDate(listedOn)}在澳門債券市場上市交易。</p><ul>${bonds.map((b) => `<li>${escape(instrumentText.zh(b))}（債券編號 ${b.bondNumber}，ISIN ${b.isin}）</li>`).join('')}</ul>${ZH_DISCLAIMER}`,
    },
    en: {
      title: `Listing of ${first.currency} bonds of ${issuer.en}`,
      summary: `${bonds.length > 1 ? `${String(bonds.length)} bonds` : 'A bond'} of ${issuer.en} listed on Macao's bond market on ${enDate(listedOn)}.`,
      content: `<p>The following bonds of ${escape(issuer.en)} have been registered with the central securities depository in Macao and were listed for trading on Macao's bond market on ${enDate(listedOn)}.</p><ul>${bonds.map((b) => `<li>${escape(instrumentText.en(b))} (bond number ${b.bondNumber}, ISIN ${b.isin})</li>`).join('')}</ul>${EN_DISCLAIMER}`,
    },
  };
}

export function interestTexts(b: GeneratedBond, from: string, to: string): ItemTexts {
  const issuer = b.issuer;
  return {
    'zh-hant': {
      title: `${issuer.zh}${instrumentText.zh(b)}付息公告`,
      summary: `${b.bondNumber}將於${zhDate(to)}支付利息。`,
      content: `<p>${escape(issuer.zh)}將於${zhDate(to)}就${escape(instrumentText.zh(b))}（ISIN ${b.isin}）支付${zhDate(from)}至${zhDate(to)}期間的利息，年利率${rate(b)}。登記日為付息日前一個營業日，利息將經本地中央證券託管系統支付予債券持有人。</p>${ZH_DISCLAIMER}`,
    },
    en: {
      title: `${issuer.en}: interest payment on ${instrumentText.en(b)}`,
      summary: `Interest on ${b.bondNumber} is paid on ${enDate(to)}.`,
      content: `<p>${escape(issuer.en)} will pay interest on its ${escape(instrumentText.en(b))} (ISIN ${b.isin}) for the period from ${enDate(from)} to ${enDate(to)} at ${rate(b)} a year on ${enDate(to)}. The record date is the business day before the payment date; interest is paid to holders through the central securities depository in Macao.</p>${EN_DISCLAIMER}`,
    },
  };
}

export function ratingTexts(b: GeneratedBond, on: string): ItemTexts {
  const issuer = b.issuer;
  const agency = b.ratingAgency ? AGENCY_NAMES[b.ratingAgency] : { zh: '', en: '' };
  return {
    'zh-hant': {
      title: `${issuer.zh}${instrumentText.zh(b)}信用評級確認公告`,
      summary: `${agency.zh}確認${b.bondNumber}的評級為${b.rating ?? ''}。`,
      content: `<p>${escape(agency.zh)}於${zhDate(on)}完成年度評估，確認${escape(issuer.zh)}${escape(instrumentText.zh(b))}（ISIN ${b.isin}）的長期信用評級為${b.rating ?? ''}，展望穩定。</p>${ZH_DISCLAIMER}`,
    },
    en: {
      title: `${issuer.en}: rating of ${instrumentText.en(b)} affirmed`,
      summary: `${agency.en} affirmed the ${b.rating ?? ''} rating of ${b.bondNumber}.`,
      content: `<p>On ${enDate(on)}, after its annual review, ${escape(agency.en)} affirmed the long-term rating of ${b.rating ?? ''} of the ${escape(instrumentText.en(b))} of ${escape(issuer.en)} (ISIN ${b.isin}). The outlook is stable.</p>${EN_DISCLAIMER}`,
    },
  };
}

export function redemptionTexts(b: GeneratedBond, on: string, early: boolean): ItemTexts {
  const issuer = b.issuer;
  const texts: ItemTexts = {
    'zh-hant': {
      title: `${issuer.zh}${instrumentText.zh(b)}${early ? '提前贖回' : '到期兌付'}公告`,
      summary: `${b.bondNumber}將於${zhDate(on)}${early ? '提前全數贖回' : '到期兌付'}。`,
      content: `<p>${escape(issuer.zh)}將於${zhDate(on)}按面值${early ? '行使贖回權提前全數贖回' : '兌付'}${escape(instrumentText.zh(b))}（ISIN ${b.isin}），連同應計利息。債券兌付後將於澳門債券市場除牌。</p>${ZH_DISCLAIMER}`,
    },
    en: {
      title: `${issuer.en}: ${early ? 'early redemption' : 'redemption at maturity'} of ${instrumentText.en(b)}`,
      summary: `${b.bondNumber} is ${early ? 'redeemed early' : 'repaid'} on ${enDate(on)}.`,
      content: `<p>${escape(issuer.en)} will ${early ? 'exercise its call option and redeem all outstanding' : 'redeem its'} ${escape(instrumentText.en(b))} (ISIN ${b.isin}) at par on ${enDate(on)}, together with accrued interest. The bonds will be delisted from Macao's bond market after redemption.</p>${EN_DISCLAIMER}`,
    },
  };
  if (issuer.pt) {
    texts.pt = {
      title: `${issuer.pt}: reembolso de ${instrumentText.pt(b)}`,
      summary: `${b.bondNumber} é reembolsada em ${ptDate(on)}.`,
      content: `<p>${escape(issuer.pt)} reembolsa ao valor nominal as ${escape(instrumentText.pt(b))} (ISIN ${b.isin}) em ${ptDate(on)}, com os juros corridos.</p>${PT_DISCLAIMER}`,
    };
  }
  return texts;
}
