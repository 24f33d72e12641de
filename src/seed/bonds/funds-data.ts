/**
 * Foreign investment funds authorised for distribution in Macao (SPEC §3
 * Investment fund): umbrella funds (SICAVs, unit trusts, ICAVs) with their
 * sub-funds, by management company. Managers and umbrellas are plausible, not
 * real; the authorization dates are generated deterministically.
 */
import { randomFor } from '#src/seed/random.ts';

interface Text {
  zh: string;
  en: string;
}

interface ManagerSeed {
  key: string;
  manager: Text;
  umbrellas: Text[];
  /** Year the first sub-fund was authorised in Macao. */
  since: number;
}

const MANAGERS: readonly ManagerSeed[] = [
  { key: 'harbourline', manager: { zh: '港灣資產管理（盧森堡）有限公司', en: 'Harbourline Asset Management (Luxembourg) S.A.' }, umbrellas: [{ zh: '港灣環球基金', en: 'Harbourline Global Funds SICAV' }], since: 2008 },
  { key: 'meridian', manager: { zh: '子午線環球投資者（愛爾蘭）有限公司', en: 'Meridian Global Investors (Ireland) Limited' }, umbrellas: [{ zh: '子午線投資基金', en: 'Meridian Investment Funds ICAV' }, { zh: '子午線固定收益系列', en: 'Meridian Fixed Income Series plc' }], since: 2010 },
  { key: 'orient-pearl', manager: { zh: '東方明珠基金管理（香港）有限公司', en: 'Orient Pearl Fund Management (Hong Kong) Limited' }, umbrellas: [{ zh: '東方明珠單位信託', en: 'Orient Pearl Unit Trust' }], since: 2012 },
  { key: 'northstar', manager: { zh: '北極星投資管理歐洲有限公司', en: 'Northstar Investment Management Europe S.A.' }, umbrellas: [{ zh: '北極星基金', en: 'Northstar Funds SICAV' }], since: 2009 },
  { key: 'lusitania', manager: { zh: '盧西塔尼亞資產管理公司', en: 'Lusitânia Gestão de Activos, S.A.' }, umbrellas: [{ zh: '盧西塔尼亞國際基金', en: 'Lusitânia International Funds SICAV' }], since: 2014 },
  { key: 'silverbridge', manager: { zh: '銀橋資本管理（愛爾蘭）有限公司', en: 'Silverbridge Capital Management (Ireland) Limited' }, umbrellas: [{ zh: '銀橋環球系列', en: 'Silverbridge Global Series ICAV' }], since: 2016 },
  { key: 'jadeite', manager: { zh: '翡翠資產管理有限公司', en: 'Jadeite Asset Management Limited' }, umbrellas: [{ zh: '翡翠亞洲基金', en: 'Jadeite Asia Fund' }, { zh: '翡翠收益基金', en: 'Jadeite Income Fund' }], since: 2011 },
  { key: 'atlas-crown', manager: { zh: '阿特拉斯皇冠基金管理（盧森堡）有限公司', en: 'Atlas Crown Fund Management (Luxembourg) S.A.' }, umbrellas: [{ zh: '阿特拉斯皇冠投資基金', en: 'Atlas Crown Investment Fund SICAV' }], since: 2013 },
  { key: 'celestial', manager: { zh: '天穹投資管理（香港）有限公司', en: 'Celestial Investment Management (Hong Kong) Limited' }, umbrellas: [{ zh: '天穹基金系列', en: 'Celestial Fund Series' }], since: 2018 },
  { key: 'rhine-valley', manager: { zh: '萊茵谷資本投資有限公司', en: 'Rhine Valley Capital Investment GmbH' }, umbrellas: [{ zh: '萊茵谷環球基金', en: 'Rhine Valley Global Fund SICAV' }], since: 2015 },
  { key: 'evergreen-bay', manager: { zh: '長青灣資產管理（新加坡）有限公司', en: 'Evergreen Bay Asset Management (Singapore) Pte. Ltd.' }, umbrellas: [{ zh: '長青灣單位信託', en: 'Evergreen Bay Unit Trusts' }], since: 2017 },
  { key: 'kingsgate', manager: { zh: '君門投資（愛爾蘭）有限公司', en: 'Kingsgate Investments (Ireland) Limited' }, umbrellas: [{ zh: '君門環球基金', en: 'Kingsgate Global Funds plc' }], since: 2010 },
  { key: 'lotus-peak', manager: { zh: '蓮峰資產管理有限公司', en: 'Lotus Peak Asset Management Limited' }, umbrellas: [{ zh: '蓮峰中國基金', en: 'Lotus Peak China Funds' }], since: 2019 },
  { key: 'aurora-nordic', manager: { zh: '極光北歐基金管理有限公司', en: 'Aurora Nordic Fund Management S.A.' }, umbrellas: [{ zh: '極光可持續基金', en: 'Aurora Sustainable Funds SICAV' }], since: 2020 },
  { key: 'pacific-tide', manager: { zh: '太平洋潮汐投資管理（盧森堡）有限公司', en: 'Pacific Tide Investment Management (Luxembourg) S.A.' }, umbrellas: [{ zh: '太平洋潮汐基金', en: 'Pacific Tide Funds SICAV' }], since: 2012 },
  { key: 'granite-hill', manager: { zh: '花崗山資本（愛爾蘭）有限公司', en: 'Granite Hill Capital (Ireland) DAC' }, umbrellas: [{ zh: '花崗山投資系列', en: 'Granite Hill Investment Series ICAV' }], since: 2021 },
  { key: 'vista-mar', manager: { zh: '海景資產管理公司', en: 'Vista Mar Asset Management, S.A.' }, umbrellas: [{ zh: '海景國際基金', en: 'Vista Mar International SICAV' }], since: 2016 },
  { key: 'summit-ridge', manager: { zh: '峰嶺環球投資（香港）有限公司', en: 'Summit Ridge Global Investors (Hong Kong) Limited' }, umbrellas: [{ zh: '峰嶺信託基金', en: 'Summit Ridge Trust Funds' }], since: 2014 },
];

/** Sub-fund strategies an umbrella offers. */
const STRATEGIES: readonly Text[] = [
  { zh: '亞洲債券基金', en: 'Asian Bond Fund' },
  { zh: '亞洲高息債券基金', en: 'Asian High Yield Bond Fund' },
  { zh: '環球債券基金', en: 'Global Bond Fund' },
  { zh: '環球投資級別企業債券基金', en: 'Global Investment Grade Corporate Bond Fund' },
  { zh: '美元短期債券基金', en: 'US Dollar Short Duration Bond Fund' },
  { zh: '人民幣債券基金', en: 'Renminbi Bond Fund' },
  { zh: '新興市場債券基金', en: 'Emerging Markets Bond Fund' },
  { zh: '環球股票基金', en: 'Global Equity Fund' },
  { zh: '環球股票收益基金', en: 'Global Equity Income Fund' },
  { zh: '亞太股票基金', en: 'Asia Pacific Equity Fund' },
  { zh: '亞洲（日本除外）股票基金', en: 'Asia ex-Japan Equity Fund' },
  { zh: '中國股票基金', en: 'China Equity Fund' },
  { zh: '中國A股機遇基金', en: 'China A-Share Opportunities Fund' },
  { zh: '大中華股票基金', en: 'Greater China Equity Fund' },
  { zh: '香港股票基金', en: 'Hong Kong Equity Fund' },
  { zh: '日本股票基金', en: 'Japan Equity Fund' },
  { zh: '歐洲股票基金', en: 'European Equity Fund' },
  { zh: '美國股票基金', en: 'US Equity Fund' },
  { zh: '美國增長基金', en: 'US Growth Fund' },
  { zh: '環球科技基金', en: 'Global Technology Fund' },
  { zh: '環球醫療健康基金', en: 'Global Healthcare Fund' },
  { zh: '環球基建基金', en: 'Global Infrastructure Fund' },
  { zh: '環球房地產證券基金', en: 'Global Property Securities Fund' },
  { zh: '可持續環球股票基金', en: 'Sustainable Global Equity Fund' },
  { zh: '氣候轉型基金', en: 'Climate Transition Fund' },
  { zh: '環球多元資產收益基金', en: 'Global Multi-Asset Income Fund' },
  { zh: '亞洲多元資產基金', en: 'Asian Multi-Asset Fund' },
  { zh: '均衡增長基金', en: 'Balanced Growth Fund' },
  { zh: '美元貨幣市場基金', en: 'US Dollar Money Market Fund' },
  { zh: '港元貨幣市場基金', en: 'Hong Kong Dollar Money Market Fund' },
  { zh: '新興市場股票基金', en: 'Emerging Markets Equity Fund' },
  { zh: '印度股票基金', en: 'India Equity Fund' },
  { zh: '東盟股票基金', en: 'ASEAN Equity Fund' },
  { zh: '環球小型公司基金', en: 'Global Smaller Companies Fund' },
  { zh: '環球可換股債券基金', en: 'Global Convertible Bond Fund' },
  { zh: '黃金及貴金屬基金', en: 'Gold and Precious Metals Fund' },
];

export interface GeneratedFund {
  key: string;
  authorizationDate: string;
  fund: Text;
  subFund: Text;
  manager: Text;
}

/** Every authorised sub-fund, in order of authorization. */
export function generateFunds(): GeneratedFund[] {
  const funds: GeneratedFund[] = [];
  for (const m of MANAGERS) {
    for (const [u, umbrella] of m.umbrellas.entries()) {
      const rnd = randomFor(`funds:${m.key}:${String(u)}`);
      const count = 8 + Math.floor(rnd() * 12);
      const pool = [...STRATEGIES].sort(() => rnd() - 0.5).slice(0, count);
      const first = Date.UTC(m.since + u * 2, 0, 1);
      const last = Date.UTC(2026, 9, 15);
      for (const [i, strategy] of pool.entries()) {
        // The first few together when the umbrella came to Macao, the rest added over the years.
        const at = i < 3 ? first + Math.floor(rnd() * 60) * 86_400_000 : first + rnd() * (last - first);
        funds.push({
          key: `${m.key}-${String(u)}-${String(i)}`,
          authorizationDate: new Date(at).toISOString().slice(0, 10),
          fund: umbrella,
          subFund: { zh: `${umbrella.zh} — ${strategy.zh}`, en: `${umbrella.en.replace(/ (SICAV|ICAV|plc)$/, '')} – ${strategy.en}` },
          manager: m.manager,
        });
      }
    }
  }
  return funds.sort((a, b) => a.authorizationDate.localeCompare(b.authorizationDate) || a.key.localeCompare(b.key));
}
