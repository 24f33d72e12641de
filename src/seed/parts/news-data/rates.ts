/**
 * Base rate announcements. Under the link of the pataca to the Hong Kong dollar
 * (and through it to the US dollar) the AMCM's base rate follows changes in the
 * US federal funds target range, announced the morning after the Federal
 * Reserve's decision. SPEC §9: the texts state the change in basis points and
 * the new percentage.
 */
import { leadOf, macao, numEn, numPt, paragraphs, pick, rng, type NewsItem } from './common.ts';

interface RateChange {
  date: [number, number, number];
  previous: number;
  current: number;
  /** The new federal funds target range, in percent. */
  fed: [number, number];
}

export const CHANGES: RateChange[] = [
  { date: [2019, 8, 1], previous: 2.75, current: 2.5, fed: [2.0, 2.25] },
  { date: [2019, 9, 19], previous: 2.5, current: 2.25, fed: [1.75, 2.0] },
  { date: [2019, 10, 31], previous: 2.25, current: 2.0, fed: [1.5, 1.75] },
  { date: [2020, 3, 4], previous: 2.0, current: 1.5, fed: [1.0, 1.25] },
  { date: [2020, 3, 16], previous: 1.5, current: 0.5, fed: [0, 0.25] },
  { date: [2022, 3, 17], previous: 0.5, current: 0.75, fed: [0.25, 0.5] },
  { date: [2022, 5, 5], previous: 0.75, current: 1.25, fed: [0.75, 1.0] },
  { date: [2022, 6, 16], previous: 1.25, current: 2.0, fed: [1.5, 1.75] },
  { date: [2022, 7, 28], previous: 2.0, current: 2.75, fed: [2.25, 2.5] },
  { date: [2022, 9, 22], previous: 2.75, current: 3.5, fed: [3.0, 3.25] },
  { date: [2022, 11, 3], previous: 3.5, current: 4.25, fed: [3.75, 4.0] },
  { date: [2022, 12, 15], previous: 4.25, current: 4.75, fed: [4.25, 4.5] },
  { date: [2023, 2, 2], previous: 4.75, current: 5.0, fed: [4.5, 4.75] },
  { date: [2023, 3, 23], previous: 5.0, current: 5.25, fed: [4.75, 5.0] },
  { date: [2023, 5, 4], previous: 5.25, current: 5.5, fed: [5.0, 5.25] },
  { date: [2023, 7, 27], previous: 5.5, current: 5.75, fed: [5.25, 5.5] },
  { date: [2024, 9, 19], previous: 5.75, current: 5.25, fed: [4.75, 5.0] },
  { date: [2024, 11, 8], previous: 5.25, current: 5.0, fed: [4.5, 4.75] },
  { date: [2024, 12, 19], previous: 5.0, current: 4.75, fed: [4.25, 4.5] },
  { date: [2025, 9, 18], previous: 4.75, current: 4.5, fed: [4.0, 4.25] },
  { date: [2025, 10, 30], previous: 4.5, current: 4.25, fed: [3.75, 4.0] },
  { date: [2025, 12, 11], previous: 4.25, current: 4.0, fed: [3.5, 3.75] },
  { date: [2026, 6, 18], previous: 4.0, current: 3.75, fed: [3.25, 3.5] },
  { date: [2026, 9, 17], previous: 3.75, current: 3.5, fed: [3.0, 3.25] },
];

const rate = (n: number) => numEn(n, 2);
const ratePt = (n: number) => numPt(n, 2);

function announcement(change: RateChange, latest: boolean): NewsItem {
  const [y, m, d] = change.date;
  const rnd = rng(`base-rate:${String(y)}-${String(m)}-${String(d)}`);
  const bp = Math.round((change.current - change.previous) * 100);
  const up = bp > 0;
  const abs = String(Math.abs(bp));
  const fed = `${rate(change.fed[0])}%–${rate(change.fed[1])}%`;
  const published = macao(y, m, d, 9, 30);
  const en = {
    title: `AMCM ${up ? 'raises' : 'lowers'} the base rate by ${abs} basis points to ${rate(change.current)}%`,
    content: paragraphs(
      `Following the decision of the US Federal Reserve to ${up ? 'raise' : 'lower'} the target range for the federal funds rate to ${fed}, the Monetary Authority of Macao (AMCM) announces that its base rate is ${up ? 'raised' : 'lowered'} by ${abs} basis points, from ${rate(change.previous)}% to ${rate(change.current)}%, with immediate effect.`,
      'The base rate is the reference for the interest rate of the AMCM’s liquidity facility for banks. Under the linked exchange rate system, in which the pataca is linked to the Hong Kong dollar at MOP 103 to HKD 100, the AMCM adjusts the base rate in step with changes in US dollar interest rates to maintain monetary and financial stability.',
      up
        ? pick(rnd, [
            'The AMCM reminds the public to consider the effect of higher interest rates on mortgage and other loan repayments, and to manage their finances prudently.',
            'Borrowers should assess carefully whether they can meet higher repayments before taking out new loans, in particular loans at floating rates.',
          ])
        : pick(rnd, [
            'The AMCM reminds the public that interest rates may rise again and that borrowers should assess their ability to repay carefully before taking out new loans.',
            'Lower interest rates do not remove the risks of borrowing: the public should take loans only within their means and keep an eye on future changes in rates.',
          ]),
      'The AMCM will continue to monitor developments in the international and local financial markets closely.',
    ),
  };
  const zh = {
    title: `金管局${up ? '上調' : '下調'}基本利率${abs}個基點至${rate(change.current)}%`,
    content: paragraphs(
      `鑑於美國聯邦儲備局${up ? '上調' : '下調'}聯邦基金利率目標區間至${fed}，澳門金融管理局（金管局）宣佈即時將基本利率${up ? '上調' : '下調'}${abs}個基點，由${rate(change.previous)}%調整至${rate(change.current)}%。`,
      '基本利率是金管局向銀行提供流動資金安排的參考利率。在聯繫匯率制度下，澳門元與港元以103澳門元兌100港元掛鈎，金管局會因應美元利率的變動相應調整基本利率，以維持貨幣及金融穩定。',
      up
        ? pick(rnd, ['金管局提醒市民留意利率上升對樓宇按揭及其他貸款還款的影響，審慎理財。', '借款人在申請新貸款前，特別是浮動利率貸款，應審慎評估自身能否承擔較高的還款額。'])
        : pick(rnd, ['金管局提醒市民，利率日後可能再次上升，借款人在申請新貸款前應審慎評估自身的還款能力。', '利率下調並不代表借貸沒有風險，市民應量入為出，並留意利率日後的變化。']),
      '金管局將繼續密切留意國際及本地金融市場的發展。',
    ),
  };
  const pt =
    rnd() < 0.5
      ? {
          title: `AMCM ${up ? 'sobe' : 'desce'} a taxa de base em ${abs} pontos base, para ${ratePt(change.current)}%`,
          content: paragraphs(
            `Na sequência da decisão da Reserva Federal dos Estados Unidos de ${up ? 'subir' : 'descer'} o intervalo-alvo da taxa dos fundos federais para ${ratePt(change.fed[0])}%–${ratePt(change.fed[1])}%, a Autoridade Monetária de Macau (AMCM) anuncia que a sua taxa de base ${up ? 'sobe' : 'desce'} ${abs} pontos base, de ${ratePt(change.previous)}% para ${ratePt(change.current)}%, com efeitos imediatos.`,
            'No regime de câmbios indexados, em que a pataca está ligada ao dólar de Hong Kong à taxa de 103 patacas por 100 dólares de Hong Kong, a AMCM ajusta a taxa de base de acordo com a evolução das taxas de juro do dólar americano, para preservar a estabilidade monetária e financeira.',
            'A AMCM continuará a acompanhar de perto a evolução dos mercados financeiros internacionais e locais.',
          ),
        }
      : undefined;
  return {
    slug: `base-rate-${String(y)}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    cat: 'press-releases',
    publishedAt: published,
    isTop: latest,
    data: { topic: 'base-rate', baseRate: { previous: change.previous, current: change.current, changeBp: bp } },
    zh: { ...zh, summary: leadOf(zh.content) },
    en: { ...en, summary: leadOf(en.content) },
    pt: pt ? { ...pt, summary: leadOf(pt.content) } : undefined,
  };
}

export function baseRateAnnouncements(): NewsItem[] {
  return CHANGES.map((change, index) => announcement(change, index === CHANGES.length - 1));
}
