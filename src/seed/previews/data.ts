/**
 * Drafts for the preview routes (SPEC §2): editorial revisions of seeded entries,
 * written in traditional Chinese, English and, for some, Portuguese (simplified
 * Chinese is derived). They state no facts about real people or institutions
 * beyond what the published entries already say.
 */
export interface PreviewDraft {
  /** The entry module (entries.module). */
  module: 'holiday' | 'graphic' | 'annual-event' | 'recruitment';
  /** The slug of the published entry the draft revises. */
  slug: string;
  title: { 'zh-hant': string; en: string; pt?: string };
  content: { 'zh-hant': string; en: string; pt?: string };
}

export const PREVIEW_DRAFTS: readonly PreviewDraft[] = [
  {
    module: 'holiday',
    slug: 'christmas-eve-2026',
    title: {
      'zh-hant': '聖誕節前夕（草稿：櫃檯服務說明）',
      en: 'Christmas Eve (draft: note on counter services)',
      pt: 'Véspera de Natal (rascunho: nota sobre o atendimento ao público)',
    },
    content: {
      'zh-hant': '<p>本草稿補充當日公眾櫃檯服務的說明，核准後才會公佈。</p>',
      en: '<p>This draft adds a note on the public counter services on this day. It is published only once approved.</p>',
      pt: '<p>Este rascunho acrescenta uma nota sobre o atendimento ao público neste dia. Só é publicado depois de aprovado.</p>',
    },
  },
  {
    module: 'graphic',
    slug: 'deposits-by-currency',
    title: {
      'zh-hant': '存款的貨幣結構（草稿：新增說明）',
      en: 'Deposits by Currency (draft: added explanation)',
    },
    content: {
      'zh-hant': '<p>本草稿在圖表下加入各貨幣佔比變動的文字說明，方便使用螢幕閱讀器的讀者。</p>',
      en: '<p>This draft adds a written account of the changes in each currency’s share under the chart, for readers who use a screen reader.</p>',
    },
  },
  {
    module: 'annual-event',
    slug: 'financial-forum-2026',
    title: {
      'zh-hant': '2026澳門國際金融論壇（草稿：活動回顧）',
      en: 'Macao International Financial Forum 2026 (draft: review of the event)',
      pt: 'Fórum Financeiro Internacional de Macau 2026 (rascunho: balanço do evento)',
    },
    content: {
      'zh-hant': '<p>本草稿在活動結束後加入回顧：各場討論的重點及簡報下載連結，待講者確認後公佈。</p>',
      en: '<p>This draft adds a review after the event: the main points of each session and links to the presentations, to be published once the speakers have confirmed them.</p>',
      pt: '<p>Este rascunho acrescenta um balanço depois do evento: os pontos principais de cada sessão e as ligações para as apresentações, a publicar depois da confirmação dos oradores.</p>',
    },
  },
  {
    module: 'recruitment',
    slug: 'rec-2026-12-it-security',
    title: {
      'zh-hant': '資訊安全專員（草稿：延長報名期）',
      en: 'Information Security Specialist (draft: application period extended)',
    },
    content: {
      'zh-hant': '<p>本草稿將報名期延長兩星期，其他條件不變，核准後公佈。</p>',
      en: '<p>This draft extends the application period by two weeks; the other terms are unchanged. It is published once approved.</p>',
    },
  },
];
