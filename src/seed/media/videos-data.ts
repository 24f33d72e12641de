/**
 * Videos. Each entry has a short WebM clip (./videos/, made once from its poster
 * by scripts/make-demo-videos.ts and committed: see ./videos/README.md), a poster,
 * WebVTT captions per language and the transcript, which the page plays in place
 * with the browser's player. The clip lasts as long as the captions.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Language } from '#src/lib/i18n/languages.ts';
import { posterSvg, SVG_MIME, type PosterMotif } from '#src/seed/media/generate/svg.ts';
import { VTT_MIME, webVtt, type Cue } from '#src/seed/media/generate/vtt.ts';
import { toSimplified } from '#src/server/text/chinese.ts';
import type { EntryFileSeed, EntrySeed } from '#src/seed/entries-writer.ts';
import { tx, type Texts } from '#src/seed/types.ts';
import { entryTexts, languagesOf, macao, type HandLanguage } from './texts.ts';

/**
 * Where the videos are watched when the file is not hosted here. Left empty in
 * the demo content: no channel address is known for certain, and an invented one
 * must not be published; the CMS sets it per video.
 */
export const OFFICIAL_CHANNEL_URL: string | null = null;

interface VideoSpec {
  slug: string;
  cat: 'financial-education' | 'anti-fraud' | 'currency' | 'events';
  date: string;
  motif: PosterMotif;
  title: Texts;
  summary: Texts;
  /** Each line: seconds it starts at, then its text. */
  lines: [number, Texts][];
  end: number;
}

const VIDEOS: VideoSpec[] = [
  {
    slug: 'phone-scams',
    cat: 'anti-fraud',
    date: '2026-09-18',
    motif: 'shield',
    title: tx('小心電話騙案：三個問題保障你的積蓄', 'Phone Scams: Three Questions That Protect Your Savings', 'Burlas Telefónicas: Três Perguntas que Protegem as Suas Poupanças'),
    summary: tx('騙徒冒充銀行職員或執法人員致電，要求轉賬或提供驗證碼。掛線前先問自己三個問題。', 'Fraudsters call pretending to be bank staff or police and ask for a transfer or a verification code. Ask yourself three questions before you act.', 'Os burlões telefonam fazendo-se passar por funcionários bancários ou agentes da autoridade e pedem transferências ou códigos. Faça três perguntas antes de agir.'),
    lines: [
      [0, tx('你接到一個電話，對方自稱是銀行職員，說你的帳戶出現異常。', 'You get a call. The caller says they work for your bank and that something is wrong with your account.', 'Recebe uma chamada. Quem liga diz ser do seu banco e que há um problema na sua conta.')],
      [6, tx('第一個問題：對方有沒有要求你提供驗證碼或密碼？銀行絕不會這樣做。', 'First question: are they asking for a verification code or a password? Your bank never will.', 'Primeira pergunta: pedem-lhe um código de verificação ou uma senha? O seu banco nunca o faz.')],
      [13, tx('第二個問題：對方有沒有催促你立即轉賬到「安全帳戶」？', 'Second question: are they rushing you to move money to a "safe account"?', 'Segunda pergunta: pressionam-no a transferir dinheiro para uma "conta segura"?')],
      [19, tx('第三個問題：你能否掛線後，用銀行卡背面的電話號碼回撥核實？', 'Third question: can you hang up and call back on the number on the back of your card?', 'Terceira pergunta: pode desligar e ligar de volta para o número no verso do seu cartão?')],
      [26, tx('只要其中一個答案令你起疑，請立即掛線，並致電銀行或報警。', 'If any answer makes you doubt, hang up at once and call your bank or the police.', 'Se alguma resposta o deixar em dúvida, desligue e contacte o banco ou a polícia.')],
      [32, tx('澳門金融管理局提醒你：先核實，後轉賬。', 'A reminder from the Monetary Authority of Macao: check first, transfer later.', 'Um lembrete da Autoridade Monetária de Macau: confirme primeiro, transfira depois.')],
    ],
    end: 37,
  },
  {
    slug: 'banknote-security-features',
    cat: 'currency',
    date: '2026-05-08',
    motif: 'coin',
    title: tx('認識澳門紙幣的防偽特徵', 'Security Features of Macao Banknotes', 'Elementos de Segurança das Notas de Macau'),
    summary: tx('一摸、二看、三轉動：三個步驟辨別真偽紙幣。', 'Feel, look and tilt: three steps to tell a genuine banknote.', 'Tocar, observar e inclinar: três passos para reconhecer uma nota verdadeira.'),
    lines: [
      [0, tx('辨別紙幣真偽，只需三個步驟：一摸、二看、三轉動。', 'Checking a banknote takes three steps: feel, look and tilt.', 'Verificar uma nota exige três passos: tocar, observar e inclinar.')],
      [6, tx('一摸：真鈔的主要圖案以凹版印刷，用手觸摸有明顯凹凸感。', 'Feel: the main design is printed in intaglio, so it feels raised to the touch.', 'Tocar: o desenho principal é impresso em talhe-doce e sente-se em relevo.')],
      [13, tx('二看：把紙幣對著光，可以看到水印及完整的對印圖案。', 'Look: hold the note against the light to see the watermark and the see-through register.', 'Observar: contra a luz, vê-se a marca de água e o registo frente-verso.')],
      [20, tx('三轉動：轉動紙幣，防偽線及光變油墨的顏色會改變。', 'Tilt: turn the note and the security thread and colour-shifting ink change colour.', 'Inclinar: ao rodar a nota, o fio de segurança e a tinta opticamente variável mudam de cor.')],
      [27, tx('如懷疑收到偽鈔，請盡快交給警方或銀行處理，切勿再次使用。', 'If you think you have received a counterfeit, hand it to the police or a bank. Do not pass it on.', 'Se suspeitar de uma nota falsa, entregue-a à polícia ou a um banco. Não a volte a usar.')],
    ],
    end: 34,
  },
  {
    slug: 'deposit-protection-explained',
    cat: 'financial-education',
    date: '2025-11-26',
    motif: 'chart',
    title: tx('存款保障是甚麼？', 'What Is Deposit Protection?', 'O que é a Garantia de Depósitos?'),
    summary: tx('存款保障制度如何在銀行倒閉時保障存戶，以及哪些存款受保障。', 'How the deposit protection scheme protects depositors if a bank fails, and which deposits are covered.', 'Como o regime de garantia de depósitos protege os depositantes em caso de falência de um banco e que depósitos abrange.'),
    lines: [
      [0, tx('在澳門，存款保障制度為存戶在銀行的存款提供保障。', "In Macao, the deposit protection scheme protects depositors' money in banks.", 'Em Macau, o regime de garantia de depósitos protege o dinheiro dos depositantes nos bancos.')],
      [7, tx('如果銀行倒閉，每名存戶在每間銀行的合資格存款可獲賠償，直至法定上限。', 'If a bank fails, each depositor is compensated for eligible deposits in that bank, up to the legal limit.', 'Se um banco falir, cada depositante é reembolsado dos depósitos elegíveis nesse banco, até ao limite legal.')],
      [15, tx('一般的儲蓄、往來及定期存款都受保障；債券及投資產品則不受保障。', 'Ordinary savings, current and time deposits are covered; bonds and investment products are not.', 'Depósitos à ordem, de poupança e a prazo estão abrangidos; obrigações e produtos de investimento não.')],
      [23, tx('你不需要申請，亦不需要付費，保障自動適用。', 'You do not need to apply or pay: the protection applies automatically.', 'Não precisa de se inscrever nem pagar: a garantia aplica-se automaticamente.')],
      [29, tx('詳情請瀏覽存款保障基金網站或向銀行查詢。', 'For details, visit the Deposit Protection Fund website or ask your bank.', 'Para mais informações, consulte o sítio do Fundo de Garantia de Depósitos ou o seu banco.')],
    ],
    end: 35,
  },
  {
    slug: 'insurance-cooling-off',
    cat: 'financial-education',
    date: '2025-06-12',
    motif: 'people',
    title: tx('買保險前要知道的四件事', 'Four Things to Know Before You Buy Insurance'),
    summary: tx('了解需要、核實中介人牌照、細閱保單條款及冷靜期安排。', 'Know your needs, check the intermediary’s licence, read the policy terms and know your cooling-off period.'),
    lines: [
      [0, tx('買保險之前，有四件事要知道。', 'Before you buy insurance, there are four things to know.')],
      [4, tx('第一，清楚自己的保障需要及可負擔的保費。', 'One: know what cover you need and what premium you can afford.')],
      [10, tx('第二，在本局網站的保險中介人登記資料核實中介人的牌照。', "Two: check the intermediary's licence in the register of insurance intermediaries on our website.")],
      [17, tx('第三，細閱保單條款，特別是不保事項及退保費用。', 'Three: read the policy terms, especially the exclusions and surrender charges.')],
      [23, tx('第四，人壽保險設有冷靜期，在冷靜期內取消保單可取回已繳保費。', 'Four: life policies have a cooling-off period, during which you can cancel and get your premium back.')],
    ],
    end: 31,
  },
  {
    slug: 'qr-code-payments',
    cat: 'anti-fraud',
    date: '2024-12-03',
    motif: 'shield',
    title: tx('安全使用二維碼支付', 'Paying Safely with QR Codes', 'Pagar com Segurança com Códigos QR'),
    summary: tx('付款前核對商戶名稱及金額，小心被覆蓋的二維碼。', 'Check the merchant name and amount before you pay, and watch out for QR codes stuck over the real one.', 'Confirme o nome do comerciante e o montante antes de pagar e cuidado com códigos QR sobrepostos.'),
    lines: [
      [0, tx('二維碼支付方便快捷，但付款前請花兩秒核對。', 'QR code payments are quick, but take two seconds to check before you pay.', 'Os pagamentos com código QR são rápidos, mas confirme antes de pagar.')],
      [6, tx('核對畫面上的商戶名稱是否與店舖一致。', 'Check that the merchant name on screen matches the shop.', 'Confirme que o nome do comerciante no ecrã corresponde à loja.')],
      [11, tx('留意二維碼貼紙有否被覆蓋或更換。', 'Look out for QR stickers that have been covered or replaced.', 'Esteja atento a autocolantes QR tapados ou substituídos.')],
      [16, tx('不要掃描來歷不明訊息中的二維碼，亦不要在連結中輸入密碼。', 'Do not scan QR codes in unexpected messages, or enter passwords after a link.', 'Não leia códigos QR de mensagens inesperadas nem introduza senhas após um link.')],
      [23, tx('如發現可疑交易，請立即聯絡你的支付機構。', 'If you see a suspicious payment, contact your payment provider at once.', 'Se detectar um pagamento suspeito, contacte de imediato o seu prestador de pagamentos.')],
    ],
    end: 29,
  },
  {
    slug: 'financial-literacy-week-2026',
    cat: 'events',
    date: '2026-10-20',
    motif: 'people',
    title: tx('2026金融知識週開幕', 'Opening of Financial Literacy Week 2026'),
    summary: tx('本局與銀行公會、保險公會合辦金融知識週，為市民提供講座及互動攤位。', 'The Authority, the bankers’ and the insurers’ associations held Financial Literacy Week with talks and hands-on stands for the public.'),
    lines: [
      [0, tx('2026金融知識週今日開幕，主題是「理財有計劃，生活更安心」。', 'Financial Literacy Week 2026 opened today with the theme "Plan your money, live with peace of mind".')],
      [7, tx('一連七日的活動包括講座、互動攤位及中學生理財比賽。', 'The seven days bring talks, hands-on stands and a money-management contest for secondary school students.')],
      [14, tx('專題講座涵蓋退休儲蓄、保險保障及防騙知識。', 'Talks cover saving for retirement, insurance cover and avoiding fraud.')],
      [20, tx('市民可於本局網站查閱活動日程及報名。', 'The programme and registration are on the Authority’s website.')],
    ],
    end: 26,
  },
];

export const WEBM_MIME = 'video/webm';

/** What scripts/make-demo-videos.ts needs to make a clip: its poster and its length. */
export function demoClipSpecs(): { slug: string; poster: string; seconds: number }[] {
  return VIDEOS.map((spec, index) => ({ slug: spec.slug, poster: posterOf(spec, index), seconds: spec.end }));
}

const posterOf = (spec: VideoSpec, index: number) => posterSvg(spec.motif, index % 2 ? '#b8860b' : '#5b8fa8');

// Resolved through package.json's `imports`, so it reads the committed clip from the
// source tree in every mode (vitest, the seed script, the built server's first start).
const clip = (slug: string) => readFileSync(createRequire(import.meta.url).resolve(`#src/seed/media/videos/${slug}.webm`));

const BCP47: Record<Language, string> = { 'zh-hant': 'zh-Hant', 'zh-hans': 'zh-Hans', en: 'en', pt: 'pt' };

function cuesIn(spec: VideoSpec, lang: Language): Cue[] {
  return spec.lines.map(([start, text], i) => {
    const end = spec.lines[i + 1]?.[0] ?? spec.end;
    const value = lang === 'zh-hans' ? toSimplified(text['zh-hant']) : lang === 'pt' ? (text.pt ?? text.en) : text[lang];
    return { start, end, text: value };
  });
}

/** The transcript as the entry's content, one paragraph per caption line. */
function transcript(spec: VideoSpec, lang: HandLanguage): string {
  return spec.lines.map(([, text]) => `<p>${lang === 'pt' ? (text.pt ?? text.en) : text[lang]}</p>`).join('\n');
}

export function videoEntries(): EntrySeed[] {
  return VIDEOS.map((spec, index) => {
    const hasPt = spec.title.pt !== undefined;
    const content: Texts = { 'zh-hant': transcript(spec, 'zh-hant'), en: transcript(spec, 'en'), ...(hasPt ? { pt: transcript(spec, 'pt') } : {}) };
    const parts = { title: spec.title, summary: spec.summary, content };
    const files: EntryFileSeed[] = [
      { name: `${spec.slug}.webm`, mime: WEBM_MIME, kind: 'video', lang: null, content: clip(spec.slug) },
      { name: `${spec.slug}-poster.svg`, mime: SVG_MIME, kind: 'poster', lang: null, content: Buffer.from(posterOf(spec, index)) },
      ...languagesOf(parts).map((lang) => ({
        name: `${spec.slug}.${lang}.vtt`,
        mime: VTT_MIME,
        kind: 'captions' as const,
        lang,
        content: Buffer.from(webVtt(cuesIn(spec, lang), BCP47[lang])),
      })),
    ];
    return {
      slug: spec.slug,
      catSlug: spec.cat,
      publishedAt: macao(spec.date, '12:00'),
      url: OFFICIAL_CHANNEL_URL,
      data: { durationSeconds: spec.end },
      texts: entryTexts(parts),
      files,
    };
  });
}
