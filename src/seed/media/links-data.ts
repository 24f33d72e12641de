/** Friendship links: government, regulators in the region, Portuguese-speaking countries, international bodies. */
import type { EntrySeed } from '#src/seed/entries-writer.ts';
import { tx, type Texts } from '#src/seed/types.ts';
import { entryTexts, macao } from './texts.ts';

type LinkCat = 'macao-government' | 'regional-authorities' | 'portuguese-speaking' | 'international-organisations';

const LINKS: [LinkCat, string, Texts][] = [
  ['macao-government', 'https://www.gov.mo', tx('澳門特別行政區政府入口網站', 'Macao SAR Government Portal', 'Portal do Governo da RAEM')],
  ['macao-government', 'https://www.dsf.gov.mo', tx('財政局', 'Financial Services Bureau', 'Direcção dos Serviços de Finanças')],
  ['macao-government', 'https://www.dsec.gov.mo', tx('統計暨普查局', 'Statistics and Census Service', 'Direcção dos Serviços de Estatística e Censos')],
  ['macao-government', 'https://www.gif.gov.mo', tx('金融情報辦公室', 'Financial Intelligence Office', 'Gabinete de Informação Financeira')],
  ['macao-government', 'https://www.consumer.gov.mo', tx('消費者委員會', 'Consumer Council', 'Conselho de Consumidores')],
  ['macao-government', 'https://bo.io.gov.mo', tx('印務局 — 澳門特別行政區公報', 'Printing Bureau — Official Gazette of the Macao SAR', 'Imprensa Oficial — Boletim Oficial da RAEM')],
  ['regional-authorities', 'http://www.pbc.gov.cn', tx('中國人民銀行', "People's Bank of China", 'Banco Popular da China')],
  ['regional-authorities', 'https://www.nfra.gov.cn', tx('國家金融監督管理總局', 'National Financial Regulatory Administration', 'Administração Nacional de Regulação Financeira')],
  ['regional-authorities', 'https://www.safe.gov.cn', tx('國家外匯管理局', 'State Administration of Foreign Exchange', 'Administração Estatal de Divisas')],
  ['regional-authorities', 'https://www.hkma.gov.hk', tx('香港金融管理局', 'Hong Kong Monetary Authority', 'Autoridade Monetária de Hong Kong')],
  ['regional-authorities', 'https://www.ia.org.hk', tx('保險業監管局', 'Insurance Authority (Hong Kong)', 'Autoridade de Seguros de Hong Kong')],
  ['regional-authorities', 'https://www.sfc.hk', tx('證券及期貨事務監察委員會', 'Securities and Futures Commission (Hong Kong)')],
  ['portuguese-speaking', 'https://www.bportugal.pt', tx('葡萄牙銀行', 'Banco de Portugal', 'Banco de Portugal')],
  ['portuguese-speaking', 'https://www.asf.com.pt', tx('葡萄牙保險及退休基金監管局', 'Portuguese Insurance and Pension Funds Supervisory Authority', 'Autoridade de Supervisão de Seguros e Fundos de Pensões')],
  ['portuguese-speaking', 'https://www.bcb.gov.br', tx('巴西中央銀行', 'Central Bank of Brazil', 'Banco Central do Brasil')],
  ['portuguese-speaking', 'https://www.bna.ao', tx('安哥拉國家銀行', 'National Bank of Angola', 'Banco Nacional de Angola')],
  ['portuguese-speaking', 'https://www.bancomoc.mz', tx('莫桑比克銀行', 'Bank of Mozambique', 'Banco de Moçambique')],
  ['international-organisations', 'https://www.bis.org', tx('國際結算銀行', 'Bank for International Settlements', 'Banco de Pagamentos Internacionais')],
  ['international-organisations', 'https://www.imf.org', tx('國際貨幣基金組織', 'International Monetary Fund', 'Fundo Monetário Internacional')],
  ['international-organisations', 'https://www.fsb.org', tx('金融穩定理事會', 'Financial Stability Board', 'Conselho de Estabilidade Financeira')],
  ['international-organisations', 'https://www.iaisweb.org', tx('國際保險監督官協會', 'International Association of Insurance Supervisors', 'Associação Internacional de Supervisores de Seguros')],
  ['international-organisations', 'https://www.iopsweb.org', tx('國際退休金監管機構組織', 'International Organisation of Pension Supervisors')],
  ['international-organisations', 'https://www.emeap.org', tx('東亞及太平洋地區中央銀行會議', 'Executives’ Meeting of East Asia-Pacific Central Banks (EMEAP)')],
  ['international-organisations', 'https://www.seacen.org', tx('東南亞中央銀行組織', 'The SEACEN Centre')],
];

export function linkEntries(): EntrySeed[] {
  return LINKS.map(([cat, url, title], index) => {
    return {
      slug: new URL(url).hostname.replace(/^www\./, '').replace(/\./g, '-'),
      catSlug: cat,
      publishedAt: macao('2024-01-02', '09:00'),
      sortOrder: index,
      url,
      texts: entryTexts({ title }),
    };
  });
}
