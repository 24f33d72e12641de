/**
 * Speeches of the AMCM's Chairman: the New Year reception for the financial
 * sector every year, and the opening of the annual insurance forum. The review
 * of each year and the priorities follow what happened in that year.
 */
import type { EntryText } from '#src/seed/entries-writer.ts';
import { leadOf, macao, paragraphs, rng, weekday, type NewsItem } from './common.ts';

interface YearContext {
  review: { en: string; zh: string; pt: string };
  priorities: { en: string; zh: string; pt: string };
}

/** The year reviewed at the reception held early in the following year. */
const YEARS: Record<number, YearContext> = {
  2018: {
    review: {
      en: 'Despite trade tensions and volatile markets, Macao’s banking and insurance sectors grew steadily last year. Deposits and loans increased, asset quality stayed good and the insurance sector recorded double-digit growth in premiums.',
      zh: '去年雖然面對貿易摩擦及市場波動，澳門銀行及保險業仍穩步發展，存款及貸款均有增長，資產質素保持良好，保險業毛保費錄得雙位數增長。',
      pt: 'Apesar das tensões comerciais e da volatilidade dos mercados, os sectores bancário e segurador de Macau cresceram de forma sustentada no ano passado.',
    },
    priorities: {
      en: 'This year we will take forward the financial measures of the Greater Bay Area development plan, develop the bond market and modernise our laws, beginning with the revision of the Financial System Act.',
      zh: '今年，我們將推進大灣區發展規劃的金融措施，發展債券市場，並以修訂《金融體系法律制度》為起點，完善金融法規。',
      pt: 'Este ano vamos dar seguimento às medidas financeiras do plano de desenvolvimento da Grande Baía, desenvolver o mercado obrigacionista e modernizar a legislação.',
    },
  },
  2019: {
    review: {
      en: 'Last year saw the first issue of sovereign bonds in Macao and steady progress in cooperation within the Greater Bay Area. Our banks remained well capitalised and liquid, and the pataca was stable throughout the year.',
      zh: '去年，國家首次在澳門發行國債，大灣區金融合作穩步推進。本澳銀行資本充足、流動性充裕，澳門元全年保持穩定。',
      pt: 'O ano passado ficou marcado pela primeira emissão de obrigações soberanas em Macau e por progressos na cooperação na Grande Baía.',
    },
    priorities: {
      en: 'This year we will build the infrastructure of the bond market, promote green finance and strengthen our defences against money laundering and financial fraud.',
      zh: '今年，我們將建設債券市場基礎設施，推動綠色金融，並加強防範清洗黑錢及金融詐騙的工作。',
      pt: 'Este ano vamos construir as infra-estruturas do mercado obrigacionista, promover as finanças verdes e reforçar a prevenção do branqueamento de capitais.',
    },
  },
  2020: {
    review: {
      en: 'The epidemic made last year one of the most difficult in Macao’s economic history. Banks supported businesses and households with payment holidays and guaranteed loans for small and medium-sized enterprises, and the financial system remained sound and stable.',
      zh: '疫情令去年成為澳門經濟史上最困難的年份之一。銀行以延遲還款及中小企擔保貸款等措施支援企業及家庭，金融體系保持穩健。',
      pt: 'A epidemia fez do ano passado um dos mais difíceis da história económica de Macau. Os bancos apoiaram empresas e famílias, e o sistema financeiro manteve-se sólido.',
    },
    priorities: {
      en: 'Our priority this year is to keep supporting the recovery while watching credit risk closely. We will also speed up the digitalisation of financial services, including mobile payments.',
      zh: '今年的首要工作是繼續支持經濟復蘇，同時密切監察信貸風險，並加快金融服務數字化，包括推廣流動支付。',
      pt: 'A nossa prioridade este ano é continuar a apoiar a recuperação, acompanhando de perto o risco de crédito.',
    },
  },
  2021: {
    review: {
      en: 'Last year we launched Simple Pay and the Cross-boundary Wealth Management Connect, and the central securities depository for bonds began operation. The recovery was uneven, and the quality of loans to the sectors most affected needs continued attention.',
      zh: '去年，我們推出「聚易用」及「跨境理財通」，債券中央證券託管系統亦投入運作。經濟復蘇步伐不一，受影響較大行業的貸款質素仍需持續關注。',
      pt: 'No ano passado lançámos o Simple Pay e a ligação transfronteiriça de gestão de património, e entrou em funcionamento a central de valores mobiliários.',
    },
    priorities: {
      en: 'This year we will complete the new Financial System Act, improve the supervision of insurance intermediaries and support the Guangdong-Macao In-Depth Cooperation Zone in Hengqin.',
      zh: '今年，我們將完成新的《金融體系法律制度》，完善保險中介人的監管，並支持橫琴粵澳深度合作區的建設。',
      pt: 'Este ano vamos concluir o novo Regime Jurídico do Sistema Financeiro e apoiar a Zona de Cooperação Aprofundada em Hengqin.',
    },
  },
  2022: {
    review: {
      en: 'Last year was marked by a new wave of the epidemic at home and the fastest rise in US interest rates in decades. Higher rates added to the burden on borrowers, and non-performing loans increased, but banks’ capital buffers remained strong.',
      zh: '去年本澳再受疫情衝擊，美國亦以數十年來最快的步伐加息。利率上升加重了借款人的負擔，不良貸款有所增加，但銀行的資本緩衝依然充足。',
      pt: 'O ano passado ficou marcado por uma nova vaga da epidemia e pela subida mais rápida das taxas de juro norte-americanas em décadas.',
    },
    priorities: {
      en: 'As the economy reopens, we will help viable businesses through the transition, manage credit risk prudently and work with the Government on the diversification of the economy, including modern financial services.',
      zh: '隨着經濟重新開放，我們將協助有發展前景的企業渡過過渡期，審慎管理信貸風險，並配合政府推動經濟適度多元，包括發展現代金融業。',
      pt: 'Com a reabertura da economia, vamos apoiar as empresas viáveis, gerir o risco de crédito com prudência e contribuir para a diversificação económica.',
    },
  },
  2023: {
    review: {
      en: 'Last year the economy recovered strongly as visitors returned. Bank failures overseas were a reminder of the importance of liquidity and of supervision, and Macao’s banks came through the turbulence with no material impact.',
      zh: '去年隨着旅客回流，經濟強勁復蘇。海外銀行倒閉事件提醒我們流動性及監管的重要性，本澳銀行業在市場動盪中未受重大影響。',
      pt: 'No ano passado a economia recuperou fortemente com o regresso dos visitantes, e os bancos de Macau atravessaram a turbulência internacional sem impacto significativo.',
    },
    priorities: {
      en: 'This year we will put the new Financial System Act into practice, strengthen operational resilience and cyber security, and develop wealth management and bond business as part of the modern financial services industry.',
      zh: '今年，我們將落實新的《金融體系法律制度》，加強營運韌性及網絡安全，並發展財富管理及債券業務，推動現代金融業發展。',
      pt: 'Este ano vamos aplicar o novo Regime Jurídico do Sistema Financeiro, reforçar a resiliência operacional e a cibersegurança, e desenvolver a gestão de património.',
    },
  },
  2024: {
    review: {
      en: 'Last year interest rates began to fall and the financial sector continued to grow. Fraud, however, became more sophisticated, with fake websites, impersonation calls and even videos generated by artificial intelligence.',
      zh: '去年利率開始回落，金融業持續增長。然而詐騙手法日趨複雜，包括虛假網站、冒充電話，甚至以人工智能生成的影片。',
      pt: 'No ano passado as taxas de juro começaram a descer e o sector financeiro continuou a crescer, mas a fraude tornou-se mais sofisticada.',
    },
    priorities: {
      en: 'This year fighting fraud is a priority: we will require stronger checks on payments, work with the police and telecommunications operators, and step up public education.',
      zh: '今年打擊詐騙是工作重點：我們將要求加強支付前的核查，與警方及電訊營運商合作，並加強公眾教育。',
      pt: 'Este ano o combate à fraude é prioritário: vamos exigir controlos mais rigorosos dos pagamentos e reforçar a educação do público.',
    },
  },
  2025: {
    review: {
      en: 'Last year the first pataca green bond was issued by a local company, cooperation with Hengqin deepened, and the asset quality of banks began to improve. Two severe typhoons tested the contingency plans of banks and insurers, which worked well.',
      zh: '去年，本地企業發行首筆澳門元綠色債券，與橫琴的合作進一步深化，銀行資產質素開始改善。兩個強颱風考驗了銀行及保險公司的應變計劃，有關計劃運作良好。',
      pt: 'No ano passado foi emitida a primeira obrigação verde em patacas, aprofundou-se a cooperação com Hengqin e a qualidade dos activos bancários começou a melhorar.',
    },
    priorities: {
      en: 'This year we will link our fast payment system with Hong Kong, consult on the regulation of stored-value payment instruments and support the financial objectives of the country’s next five-year plan.',
      zh: '今年，我們將推動本澳與香港快速支付系統的互聯，就規範儲值支付工具進行諮詢，並配合國家新一個五年規劃的金融發展目標。',
      pt: 'Este ano vamos ligar o nosso sistema de pagamentos rápidos ao de Hong Kong e consultar o público sobre os instrumentos de pagamento de valor armazenado.',
    },
  },
};

/** Each language: title, paragraphs and, optionally, a summary (else the first paragraph, which is the greeting). */
type SpeechText = [string, string[], string?];

function speech(key: string, date: Date, texts: { en: SpeechText; zh: SpeechText; pt?: SpeechText | undefined }): NewsItem {
  const toText = ([title, body, summary]: SpeechText): EntryText => {
    const content = paragraphs(...body);
    return { title, content, summary: summary ?? leadOf(content) };
  };
  return { slug: key, cat: 'speeches', publishedAt: date, data: { topic: 'speech' }, en: toText(texts.en), zh: toText(texts.zh), pt: texts.pt ? toText(texts.pt) : undefined };
}

function newYearReceptions(): NewsItem[] {
  return Object.entries(YEARS).map(([yearText, context]) => {
    const reviewed = Number(yearText);
    const year = reviewed + 1;
    const rnd = rng(`reception:${String(year)}`);
    const date = weekday(macao(year, 1, 10 + Math.floor(rnd() * 12), 18, 30));
    const withPt = year % 2 === 0;
    return speech(`new-year-reception-speech-${String(year)}`, date, {
      en: [
        `Speech by the Chairman at the New Year reception for the financial sector ${String(year)}`,
        [
          'Distinguished guests, ladies and gentlemen, good evening. On behalf of the Monetary Authority of Macao, I wish you all a happy and healthy New Year, and thank you for your support of our work over the past year.',
          context.review.en,
          context.priorities.en,
          'None of this is possible without the professionalism of the people who work in our financial institutions. Let us continue to serve Macao together, with integrity and prudence. Thank you.',
        ],
        `The Chairman reviewed the financial sector in ${String(reviewed)} and set out the AMCM’s priorities for ${String(year)}. ${context.priorities.en}`,
      ],
      zh: [
        `主席在${String(year)}年金融界新春酒會上的致辭`,
        [
          '各位嘉賓、各位朋友：晚上好！我謹代表澳門金融管理局，祝願大家新年快樂、身體健康，並感謝各位在過去一年對本局工作的支持。',
          context.review.zh,
          context.priorities.zh,
          '這一切有賴金融機構從業人員的專業精神。讓我們繼續以誠信和審慎的態度，攜手服務澳門。謝謝大家！',
        ],
        `主席回顧${String(reviewed)}年金融業的發展，並介紹金管局${String(year)}年的工作重點。${context.priorities.zh}`,
      ],
      pt: withPt
        ? [
            `Discurso do Presidente na recepção de Ano Novo ao sector financeiro ${String(year)}`,
            [
              'Ilustres convidados, minhas senhoras e meus senhores, boa noite. Em nome da Autoridade Monetária de Macau, desejo a todos um feliz Ano Novo e agradeço o vosso apoio ao longo do último ano.',
              context.review.pt,
              context.priorities.pt,
              'Continuemos a servir Macau em conjunto, com integridade e prudência. Muito obrigado.',
            ],
            `O Presidente fez o balanço do sector financeiro em ${String(reviewed)} e apresentou as prioridades da AMCM para ${String(year)}. ${context.priorities.pt}`,
          ]
        : undefined,
    });
  });
}

const FORUMS = [
  { year: 2019, en: 'insurance and an ageing population', zh: '保險業與人口老化' },
  { year: 2021, en: 'digital distribution of insurance', zh: '保險的數字化銷售' },
  { year: 2022, en: 'protecting policyholders in difficult times', zh: '在困難時期保障保單持有人' },
  { year: 2023, en: 'the Greater Bay Area and cross-boundary insurance services', zh: '大灣區與跨境保險服務' },
  { year: 2024, en: 'climate risk and catastrophe insurance', zh: '氣候風險與巨災保險' },
  { year: 2025, en: 'trust and conduct in insurance sales', zh: '保險銷售的誠信與操守' },
] as const;

function insuranceForums(): NewsItem[] {
  return FORUMS.map((f) => {
    const rnd = rng(`forum:${String(f.year)}`);
    const date = weekday(macao(f.year, 11, 4 + Math.floor(rnd() * 20), 10, 30));
    return speech(`insurance-forum-opening-${String(f.year)}`, date, {
      en: [
        `Opening remarks by the Chairman at the Macao Insurance Forum ${String(f.year)}`,
        [
          `Good morning. Welcome to this year’s Macao Insurance Forum, whose theme is ${f.en}.`,
          'Insurance is a promise made today and kept, sometimes, decades later. Policyholders must be able to rely on that promise, which is why we supervise the solvency of insurers and the conduct of those who sell insurance.',
          'I encourage insurers and intermediaries to put the interests of customers first: explain products clearly, recommend only what suits the customer, and handle claims and complaints fairly and quickly. The AMCM will keep improving the rules, and will act firmly against misconduct.',
          'I wish the forum every success. Thank you.',
        ],
        `Opening the forum on ${f.en}, the Chairman called on insurers and intermediaries to put customers’ interests first and said the AMCM would act firmly against misconduct.`,
      ],
      zh: [
        `主席在${String(f.year)}年澳門保險論壇開幕式上的致辭`,
        [
          `各位早晨！歡迎出席今年的澳門保險論壇，今年的主題是「${f.zh}」。`,
          '保險是今天作出、有時要在數十年後才兌現的承諾。保單持有人必須能夠信賴這個承諾，這正是我們監管保險公司償付能力及保險銷售行為的原因。',
          '我鼓勵保險公司及中介人以客戶利益為先：清楚解釋產品，只推薦適合客戶的產品，並公平及迅速地處理索償和投訴。金管局將繼續完善規則，並對不當行為果斷執法。',
          '祝論壇圓滿成功。謝謝！',
        ],
        `主席在以「${f.zh}」為主題的論壇開幕式上，呼籲保險公司及中介人以客戶利益為先，並表示金管局將對不當行為果斷執法。`,
      ],
    });
  });
}

export function speeches(): NewsItem[] {
  return [...newYearReceptions(), ...insuranceForums()];
}
