/**
 * News on the compulsory medical civil liability insurance (the legal regime for
 * medical incidents): the yearly list of insurers that offer the insurance,
 * renewal reminders for healthcare providers and the yearly statistics.
 */
import { csvFile } from './files.ts';
import { dateEn, datePt, dateZh, leadOf, macao, numEn, numPt, paragraphs, rng, weekday, type NewsItem } from './common.ts';

function medical(slug: string, publishedAt: Date, texts: Pick<NewsItem, 'zh' | 'en' | 'pt'>, extra: Partial<NewsItem> = {}): NewsItem {
  const lead = <T extends { content?: string | null; summary?: string | null }>(t: T): T => ({ ...t, summary: t.summary ?? leadOf(t.content ?? '') });
  return { slug, cat: 'medical-malpractice', publishedAt, data: { topic: 'medical-liability' }, zh: lead(texts.zh), en: lead(texts.en), pt: texts.pt ? lead(texts.pt) : undefined, ...extra };
}

function insurerLists(): NewsItem[] {
  const items: NewsItem[] = [];
  for (let y = 2019; y <= 2026; y++) {
    const rnd = rng(`medical-insurers:${String(y)}`);
    const count = 7 + Math.floor(rnd() * 3);
    const published = weekday(macao(y, 1, 5 + Math.floor(rnd() * 10), 15));
    items.push(
      medical(`medical-liability-insurers-${String(y)}`, published, {
        en: {
          title: `Insurers offering compulsory medical liability insurance in ${String(y)}`,
          content: paragraphs(
            `${String(count)} authorised insurers offer the compulsory medical civil liability insurance in ${String(y)}. The list, with the contact details of each insurer’s department handling this insurance, is attached.`,
            'Healthcare providers, whether institutions or individual professionals, must keep the insurance in force while they practise. The sum insured may not be lower than the statutory minimum for their professional category, and insurers must use the approved policy wording.',
            'Providers are advised to compare the premiums and services of different insurers, and to check that the policy covers all the services they provide.',
          ),
        },
        zh: {
          title: `${String(y)}年提供醫療民事責任強制保險的保險公司`,
          content: paragraphs(
            `${String(y)}年共有${String(count)}間獲許可的保險公司提供醫療民事責任強制保險。載有各保險公司負責部門聯絡資料的名單已附於本消息。`,
            '醫療服務提供者，無論是醫療機構或個人醫務人員，在執業期間均須維持保險有效。保險金額不得低於其專業類別的法定最低金額，保險公司亦須使用經核准的保單條款。',
            '建議醫療服務提供者比較不同保險公司的保費及服務，並確認保單涵蓋其提供的所有醫療服務。',
          ),
        },
        pt:
          y % 2 === 1
            ? {
                title: `Seguradoras que exploram o seguro obrigatório de responsabilidade civil médica em ${String(y)}`,
                content: paragraphs(
                  `Em ${String(y)}, ${String(count)} seguradoras autorizadas exploram o seguro obrigatório de responsabilidade civil profissional dos prestadores de cuidados de saúde. A lista segue em anexo.`,
                  'Os prestadores de cuidados de saúde devem manter o seguro em vigor durante o exercício da actividade, com um capital seguro não inferior ao mínimo legal.',
                ),
              }
            : undefined,
      }, {
        files: [
          csvFile(`medical-liability-insurers-${String(y)}.csv`, [
            ['保險公司 Insurer', '查詢電話 Enquiry line', '承保類別 Cover'],
            ...Array.from({ length: count }, (_, i) => [`獲許可保險公司 Authorised insurer ${String.fromCharCode(65 + i)}`, `(853) 28${String(10 + i * 7).padStart(2, '0')} ${String(1000 + Math.floor(rnd() * 8999))}`, i % 3 === 0 ? '機構及個人 Institutions and individuals' : '個人 Individuals']),
          ]),
        ],
      }),
    );
  }
  return items;
}

function renewalReminders(): NewsItem[] {
  return [2020, 2021, 2022, 2023, 2024, 2025, 2026].map((y, index) => {
    const rnd = rng(`medical-renewal:${String(y)}`);
    const published = weekday(macao(y, 11 + (y === 2026 ? -1 : 0), 2 + Math.floor(rnd() * 10), 11));
    const deadline = macao(y, 12, 31, 12);
    return medical(
      `medical-liability-renewal-reminder-${String(y)}`,
      published,
      {
        en: {
          title: `Reminder: renew your medical liability insurance before ${dateEn(deadline)}`,
          content: paragraphs(
            `Many compulsory medical civil liability policies expire at the end of the year. Healthcare providers whose policies expire on ${dateEn(deadline)} should arrange renewal now, so that they are not left without cover.`,
            'Practising without valid insurance is an administrative offence and may lead to a fine. The health authorities check the insurance when licences are renewed.',
            'Insurers have been asked to send renewal notices at least 30 days before expiry and to issue certificates of insurance promptly after payment.',
          ),
        },
        zh: {
          title: `提示：請於${dateZh(deadline)}前續保醫療民事責任保險`,
          content: paragraphs(
            `不少醫療民事責任強制保險的保單於年底到期。保單於${dateZh(deadline)}到期的醫療服務提供者應盡早安排續保，以免出現保障空檔。`,
            '在沒有有效保險的情況下執業屬行政違法行為，可被科處罰款。衞生當局會在續發執照時核查保險。',
            '金管局已要求保險公司最遲於保單到期前30天發出續保通知，並在收到保費後盡快發出保險證明。',
          ),
        },
        pt:
          index % 3 === 0
            ? {
                title: `Lembrete: renove o seguro de responsabilidade civil médica antes de ${datePt(deadline)}`,
                content: paragraphs(
                  `Muitas apólices do seguro obrigatório de responsabilidade civil médica caducam no final do ano. Os prestadores cujas apólices terminam em ${datePt(deadline)} devem tratar já da renovação.`,
                  'O exercício da actividade sem seguro válido constitui infracção administrativa.',
                ),
              }
            : undefined,
      },
      { isTop: y === 2026 },
    );
  });
}

function yearlyStatistics(): NewsItem[] {
  return [2019, 2020, 2021, 2022, 2023, 2024, 2025].map((y) => {
    const rnd = rng(`medical-stats:${String(y)}`);
    const published = weekday(macao(y + 1, 3, 10 + Math.floor(rnd() * 12), 16));
    const policies = Math.round(5200 + (y - 2019) * 310 + rnd() * 200);
    const premiums = 48 + (y - 2019) * 4.5 + rnd() * 6;
    const claims = 3 + Math.floor(rnd() * 9);
    const paid = 1.2 + rnd() * 5.5;
    return medical(`medical-liability-statistics-${String(y)}`, published, {
      en: {
        title: `Compulsory medical liability insurance: statistics for ${String(y)}`,
        content: paragraphs(
          `${numEn(policies, 0)} compulsory medical civil liability policies were in force at the end of ${String(y)}, with gross premiums of MOP ${numEn(premiums)} million for the year.`,
          `Insurers received ${String(claims)} claims during the year and paid MOP ${numEn(paid)} million in compensation, including payments on claims made in earlier years.`,
          'Most policies were taken out by individual professionals; institutions accounted for a smaller number of policies but a larger share of premiums.',
        ),
      },
      zh: {
        title: `${String(y)}年醫療民事責任強制保險統計`,
        content: paragraphs(
          `截至${String(y)}年底，有效的醫療民事責任強制保險保單共${numEn(policies, 0)}份，全年毛保費為${numEn(premiums)}百萬澳門元。`,
          `保險公司全年接獲${String(claims)}宗索償，支付賠償${numEn(paid)}百萬澳門元，當中包括以往年度索償的賠付。`,
          '大部分保單由個人醫務人員投保；醫療機構的保單數目較少，但佔保費的比重較大。',
        ),
      },
      pt:
        y % 3 === 0
          ? {
              title: `Seguro obrigatório de responsabilidade civil médica: estatísticas de ${String(y)}`,
              content: paragraphs(
                `No final de ${String(y)} estavam em vigor ${numPt(policies, 0)} apólices, com prémios brutos de ${numPt(premiums)} milhões de patacas no ano.`,
                `As seguradoras receberam ${String(claims)} participações e pagaram ${numPt(paid)} milhões de patacas em indemnizações.`,
              ),
            }
          : undefined,
    });
  });
}

export function medicalLiabilityNews(): NewsItem[] {
  return [...insurerLists(), ...renewalReminders(), ...yearlyStatistics()];
}
