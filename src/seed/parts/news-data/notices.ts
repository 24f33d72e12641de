/**
 * Notices: Lunar New Year banknote exchange, service arrangements in typhoons
 * and rainstorms, the insurance intermediaries' qualifying examination, public
 * consultations and tenders.
 */
import type { EntryText } from '#src/seed/entries-writer.ts';
import { pdfFile } from './files.ts';
import { dateEn, datePt, dateZh, leadOf, macao, monthEn, monthPt, monthZh, paragraphs, rng, weekday, type NewsItem } from './common.ts';

function notice(slug: string, publishedAt: Date, topic: NewsItem['data']['topic'], texts: { zh: EntryText; en: EntryText; pt?: EntryText | undefined }, extra: Partial<NewsItem> = {}): NewsItem {
  const lead = (t: EntryText): EntryText => ({ ...t, summary: t.summary ?? leadOf(t.content ?? '') });
  return { slug, cat: 'notices', publishedAt, data: { topic }, zh: lead(texts.zh), en: lead(texts.en), pt: texts.pt ? lead(texts.pt) : undefined, ...extra };
}

const DAY = 86_400_000;
const LUNAR_NEW_YEAR: [number, number, number][] = [
  [2019, 2, 5],
  [2020, 1, 25],
  [2021, 2, 12],
  [2022, 2, 1],
  [2023, 1, 22],
  [2024, 2, 10],
  [2025, 1, 29],
  [2026, 2, 17],
];

function banknoteExchange(): NewsItem[] {
  return LUNAR_NEW_YEAR.map(([y, m, d], index) => {
    const newYear = macao(y, m, d, 0);
    const from = new Date(newYear.getTime() - 21 * DAY);
    const to = new Date(newYear.getTime() - 2 * DAY);
    const rnd = rng(`banknotes:${String(y)}`);
    const limit = [10, 20, 30][Math.floor(rnd() * 3)] ?? 20;
    const pandemic = y === 2021 || y === 2022;
    return notice(`lunar-new-year-banknote-exchange-${String(y)}`, weekday(new Date(macao(y, m, d, 11).getTime() - 28 * DAY)), 'currency', {
      en: {
        title: `Exchange of new banknotes for the Lunar New Year ${String(y)}`,
        content: paragraphs(
          `The two note-issuing banks will exchange new banknotes for the Lunar New Year at their designated branches from ${dateEn(from)} to ${dateEn(to)}, during business hours. Each person may exchange up to ${String(limit)} notes of each denomination of MOP 10, MOP 20, MOP 50 and MOP 100 per visit.`,
          pandemic
            ? 'To reduce crowding, exchanges are by appointment through the banks’ mobile applications. Visitors must wear a mask and follow the health measures in force at the branches.'
            : 'To reduce waiting times, the public is encouraged to book an appointment through the banks’ mobile applications, and to consider sending red packets electronically.',
          'Please keep new banknotes clean and uncreased, and do not staple, fold or write on them, so that they can stay in circulation longer.',
        ),
      },
      zh: {
        title: `${String(y)}年農曆新年新鈔兌換安排`,
        content: paragraphs(
          `兩間發鈔銀行將於${dateZh(from)}至${dateZh(to)}的營業時間內，在指定分行提供農曆新年新鈔兌換服務。每人每次可兌換10元、20元、50元及100元面額的新鈔各最多${String(limit)}張。`,
          pandemic ? '為減少人群聚集，兌換服務須透過銀行手機應用程式預約。到分行時須佩戴口罩，並遵守分行的防疫措施。' : '為縮短輪候時間，市民可透過銀行手機應用程式預約，並可考慮以電子方式派發利是。',
          '請愛護新鈔，切勿釘裝、摺疊或在鈔票上書寫，以延長鈔票的流通壽命。',
        ),
      },
      pt:
        index % 2 === 0
          ? {
              title: `Troca de notas novas para o Ano Novo Lunar de ${String(y)}`,
              content: paragraphs(
                `Os dois bancos emissores trocam notas novas para o Ano Novo Lunar nas suas agências designadas, de ${datePt(from)} a ${datePt(to)}, durante o horário de expediente. Cada pessoa pode trocar até ${String(limit)} notas de cada valor facial (10, 20, 50 e 100 patacas) por visita.`,
                'Solicita-se ao público que conserve as notas em bom estado e não as agrafe, dobre ou escreva nelas.',
              ),
            }
          : undefined,
    });
  });
}

const STORMS = [
  { date: [2019, 8, 1, 7], signal: 8, en: 'Typhoon Wipha', zh: '颱風「韋帕」', pt: 'tufão Wipha' },
  { date: [2020, 8, 19, 6], signal: 10, en: 'Typhoon Higos', zh: '颱風「海高斯」', pt: 'tufão Higos' },
  { date: [2021, 10, 13, 7], signal: 8, en: 'Typhoon Kompasu', zh: '颱風「圓規」', pt: 'tufão Kompasu' },
  { date: [2022, 7, 2, 7], signal: 8, en: 'Typhoon Chaba', zh: '颱風「暹芭」', pt: 'tufão Chaba' },
  { date: [2022, 8, 25, 6], signal: 8, en: 'Typhoon Ma-on', zh: '颱風「馬鞍」', pt: 'tufão Ma-on' },
  { date: [2023, 7, 17, 7], signal: 8, en: 'Typhoon Talim', zh: '颱風「泰利」', pt: 'tufão Talim' },
  { date: [2023, 9, 1, 6], signal: 10, en: 'Typhoon Saola', zh: '颱風「蘇拉」', pt: 'tufão Saola' },
  { date: [2024, 9, 6, 7], signal: 8, en: 'Typhoon Yagi', zh: '颱風「摩羯」', pt: 'tufão Yagi' },
  { date: [2025, 7, 20, 6], signal: 10, en: 'Typhoon Wipha', zh: '颱風「韋帕」', pt: 'tufão Wipha' },
  { date: [2025, 9, 24, 6], signal: 10, en: 'Typhoon Ragasa', zh: '颱風「樺加沙」', pt: 'tufão Ragasa' },
  { date: [2026, 6, 12, 8], signal: 0, en: 'the black rainstorm warning', zh: '黑色暴雨警告', pt: 'sinal de chuva intensa negro' },
] as const;

function stormArrangements(): NewsItem[] {
  return STORMS.map((s, index) => {
    const [y, m, d, h] = s.date;
    const rain = s.signal === 0;
    const signalEn = rain ? 'the black rainstorm warning is in force' : `Tropical Cyclone Signal No. 8 or above is hoisted for ${s.en}`;
    const signalZh = rain ? '黑色暴雨警告生效期間' : `因${s.zh}懸掛八號或以上熱帶氣旋信號期間`;
    const signalPt = rain ? 'estiver em vigor o sinal de chuva intensa negro' : `estiver içado o sinal n.º 8 ou superior de tempestade tropical (${s.pt})`;
    return notice(
      `service-arrangements-${String(y)}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
      macao(y, m, d, h, 30),
      'service-arrangements',
      {
        en: {
          title: rain ? 'Service arrangements during the black rainstorm warning' : `Service arrangements during ${s.en}`,
          content: paragraphs(
            `While ${signalEn}, the AMCM’s public reception counters and the commemorative coin collection point are closed. Services resume two hours after the signal or warning is cancelled, if that is during office hours.`,
            'Banks will close their branches during the same period, but automated teller machines, online banking and mobile payment services remain available. Insurers have been asked to keep their claims hotlines open and to handle claims for damage caused by the storm promptly.',
            `${s.signal === 10 ? 'Insurers have activated their contingency plans for catastrophic events. ' : ''}Policyholders who need help with a claim may call the AMCM’s insurance enquiry line once services resume. The public should stay indoors and follow the instructions of the civil protection authorities.`,
          ),
        },
        zh: {
          title: rain ? '黑色暴雨警告期間的服務安排' : `${s.zh}期間的服務安排`,
          content: paragraphs(
            `${signalZh}，金管局的公共接待櫃檯及紀念幣領取處暫停服務。信號或警告除下後兩小時，如屬辦公時間，服務將恢復。`,
            '同一期間各銀行分行暫停營業，但自動櫃員機、網上銀行及流動支付服務照常運作。金管局已要求保險公司保持索償熱線暢通，並盡快處理因風暴造成損失的索償。',
            `${s.signal === 10 ? '保險公司已啟動應對巨災事件的應變計劃。' : ''}保單持有人如在索償方面需要協助，可於服務恢復後致電金管局保險查詢熱線。市民應留在室內，並遵從民防部門的指示。`,
          ),
        },
        pt:
          index % 3 === 0
            ? {
                title: rain ? 'Funcionamento dos serviços durante o sinal de chuva intensa negro' : `Funcionamento dos serviços durante o ${s.pt}`,
                content: paragraphs(
                  `Enquanto ${signalPt}, os balcões de atendimento ao público da AMCM encerram. Os serviços são retomados duas horas após o cancelamento do sinal, se for dentro do horário de expediente.`,
                  'As caixas automáticas, os serviços bancários em linha e os pagamentos móveis continuam disponíveis. As seguradoras devem manter as linhas de participação de sinistros em funcionamento.',
                ),
              }
            : undefined,
      },
      { isTop: index === STORMS.length - 1 },
    );
  });
}

function examinations(): NewsItem[] {
  const items: NewsItem[] = [];
  for (let y = 2019; y <= 2026; y++) {
    for (const [sitting, month] of [
      [1, 4],
      [2, 10],
    ] as const) {
      if (y === 2020 && sitting === 1) continue;
      const rnd = rng(`exam:${String(y)}-${String(sitting)}`);
      const published = weekday(macao(y, month - 2, 3 + Math.floor(rnd() * 10), 10));
      const examDay = weekday(macao(y, month, 10 + Math.floor(rnd() * 12), 9, 30));
      const closes = new Date(published.getTime() + (21 + Math.floor(rnd() * 7)) * DAY);
      const fee = y >= 2023 ? 300 : 250;
      items.push(
        notice(`intermediary-examination-${String(y)}-${String(sitting)}`, published, 'examination', {
          en: {
            title: `Qualifying examination for insurance intermediaries — ${monthEn(y, month)}`,
            content: paragraphs(
              `The AMCM will hold the qualifying examination for insurance intermediaries on ${dateEn(examDay)}. Candidates may sit the papers on insurance principles and practice, long-term (life) insurance, general insurance and investment-linked insurance, in Chinese or English.`,
              `Applications are accepted online from today until ${dateEn(closes)}. The fee is MOP ${String(fee)} per paper. Candidates must be at least 18 years old and have completed secondary education, and must bring their identity document to the examination.`,
              'Results are sent to candidates within four weeks of the examination. A pass is one of the requirements for registration as an insurance agent, broker or salesperson; it is not in itself a licence to sell insurance.',
            ),
          },
          zh: {
            title: `保險中介人資格考試（${monthZh(y, month)}）`,
            content: paragraphs(
              `金管局將於${dateZh(examDay)}舉行保險中介人資格考試。考生可選考保險原理及實務、長期（人壽）保險、一般保險及投資相連保險等科目，並可選擇以中文或英文應考。`,
              `報名即日起至${dateZh(closes)}於網上辦理，每科報名費為${String(fee)}澳門元。考生須年滿18歲並具中學學歷，應考時須攜帶身份證明文件。`,
              '考試成績將於考試後四星期內通知考生。考試合格是登記為保險代理人、經紀人或推銷員的條件之一，但並不等同取得銷售保險的牌照。',
            ),
          },
          pt:
            y % 2 === 0 && sitting === 2
              ? {
                  title: `Exame de qualificação para mediadores de seguros — ${monthPt(y, month)}`,
                  content: paragraphs(
                    `A AMCM realiza o exame de qualificação para mediadores de seguros em ${datePt(examDay)}. As candidaturas são aceites em linha até ${datePt(closes)}; a taxa é de ${String(fee)} patacas por prova.`,
                    'A aprovação no exame é um dos requisitos para o registo como mediador de seguros, mas não constitui, por si só, autorização para vender seguros.',
                  ),
                }
              : undefined,
        }),
      );
    }
  }
  return items;
}

const CONSULTATIONS = [
  { date: [2019, 10, 18], weeks: 8, en: 'the revision of the Financial System Act', zh: '修訂《金融體系法律制度》', pt: 'a revisão do Regime Jurídico do Sistema Financeiro', file: 'consultation-financial-system-act-2019.pdf' },
  { date: [2020, 11, 13], weeks: 6, en: 'the draft law on insurance intermediaries', zh: '保險中介業務法律草案', pt: 'a proposta de lei da actividade de mediação de seguros', file: 'consultation-insurance-intermediaries-2020.pdf' },
  { date: [2021, 7, 9], weeks: 6, en: 'the draft guideline on outsourcing by insurers', zh: '保險公司外判指引草案', pt: 'o projecto de instrução sobre subcontratação pelas seguradoras', file: '' },
  { date: [2023, 3, 24], weeks: 8, en: 'amendments to the deposit protection regime', zh: '修訂存款保障制度', pt: 'a alteração do regime de garantia de depósitos', file: 'consultation-deposit-protection-2023.pdf' },
  { date: [2024, 6, 7], weeks: 6, en: 'the draft guideline on operational resilience', zh: '營運韌性指引草案', pt: 'o projecto de instrução sobre resiliência operacional', file: '' },
  { date: [2026, 4, 17], weeks: 8, en: 'the regulation of stored-value payment instruments', zh: '規範儲值支付工具', pt: 'a regulamentação dos instrumentos de pagamento de valor armazenado', file: 'consultation-stored-value-2026.pdf' },
] as const;

function consultations(): NewsItem[] {
  return CONSULTATIONS.map((c, index) => {
    const [y, m, d] = c.date;
    const published = weekday(macao(y, m, d, 15));
    const closes = new Date(published.getTime() + c.weeks * 7 * DAY);
    const enTitle = `Public consultation on ${c.en}`;
    return notice(
      `consultation-${String(y)}-${String(m).padStart(2, '0')}`,
      published,
      'consultation',
      {
        en: {
          title: enTitle,
          content: paragraphs(
            `The AMCM invites comments from the public and the financial sector on ${c.en}. The consultation document explains the proposals, the reasons for them and the questions on which views are sought.`,
            `The consultation runs until ${dateEn(closes)}. Comments may be sent by e-mail, by post or delivered in person to the AMCM, in Chinese, Portuguese or English. Two briefing sessions for the industry will be held during the consultation period.`,
            'The AMCM will consider all comments received and publish a summary of them with its conclusions. Unless a respondent asks otherwise, comments may be published with the respondent’s name.',
          ),
        },
        zh: {
          title: `就${c.zh}展開公開諮詢`,
          content: paragraphs(
            `金管局現就${c.zh}諮詢公眾及金融業界的意見。諮詢文件闡述了有關建議、建議的理由以及徵詢意見的問題。`,
            `諮詢期至${dateZh(closes)}止。意見可透過電郵、郵寄或親身遞交予金管局，可使用中文、葡文或英文。諮詢期內將為業界舉辦兩場簡介會。`,
            '金管局將考慮收到的所有意見，並公佈意見摘要及總結。除非回應者另有要求，意見或會連同回應者名稱一併公佈。',
          ),
        },
        pt:
          index % 2 === 0
            ? {
                title: `Consulta pública sobre ${c.pt}`,
                content: paragraphs(
                  `A AMCM convida o público e o sector financeiro a apresentar comentários sobre ${c.pt}. A consulta decorre até ${datePt(closes)}.`,
                  'Os comentários podem ser enviados por correio electrónico, por correio ou entregues pessoalmente na AMCM, em chinês, português ou inglês.',
                ),
              }
            : undefined,
      },
      {
        isTop: index === CONSULTATIONS.length - 1,
        ...(c.file
          ? {
              files: [
                pdfFile(c.file, `Consultation document: ${c.en}`, [
                  `The Monetary Authority of Macao (AMCM) invites comments on ${c.en}.`,
                  `Comments should reach the AMCM by ${dateEn(closes)}.`,
                  'Part 1 sets out the background and the objectives of the proposals. Part 2 describes the main proposals. Part 3 lists the questions on which views are sought.',
                  'Address: Monetary Authority of Macao, Calcada do Gaio, Macao.',
                ], published),
              ],
            }
          : {}),
      },
    );
  });
}

const TENDERS = [
  { date: [2020, 2, 21], en: 'cleaning services for the AMCM’s premises for 2020–2022', zh: '2020至2022年度金管局辦公大樓清潔服務', closesIn: 30 },
  { date: [2022, 5, 13], en: 'a security operations centre service', zh: '資訊安全運作中心服務', closesIn: 35 },
  { date: [2024, 3, 8], en: 'the replacement of data centre equipment', zh: '更換數據中心設備', closesIn: 40 },
  { date: [2025, 8, 15], en: 'the design and printing of the AMCM Annual Report 2025', zh: '設計及印製金管局2025年年報', closesIn: 28 },
] as const;

function tenders(): NewsItem[] {
  return TENDERS.map((t) => {
    const [y, m, d] = t.date;
    const published = weekday(macao(y, m, d, 10));
    const closes = weekday(new Date(published.getTime() + t.closesIn * DAY));
    return notice(`tender-${String(y)}-${String(m).padStart(2, '0')}`, published, 'procurement', {
      en: {
        title: `Public tender for ${t.en}`,
        content: paragraphs(
          `The AMCM invites tenders for ${t.en}. The tender programme and the specifications may be consulted and copied at the AMCM’s reception counter during office hours, or downloaded from the procurement section of this website.`,
          `Tenders must be delivered to the AMCM by 5:00 p.m. on ${dateEn(closes)}, together with the provisional guarantee set out in the tender programme. Tenders will be opened in public at 10:00 a.m. on the next working day.`,
        ),
      },
      zh: {
        title: `${t.zh}公開招標`,
        content: paragraphs(
          `金管局現就${t.zh}進行公開招標。招標方案及承投規則可於辦公時間內在金管局接待處查閱及複印，或於本網站採購資訊欄目下載。`,
          `投標書須於${dateZh(closes)}下午5時前遞交至金管局，並須附同招標方案所訂的臨時擔保。開標儀式將於下一個工作日上午10時公開舉行。`,
        ),
      },
    });
  });
}

export function notices(): NewsItem[] {
  return [...banknoteExchange(), ...stormArrangements(), ...examinations(), ...consultations(), ...tenders()];
}
