/**
 * The interface text of the home feature, in the four languages.
 * `en` is the source of truth: its keys are the message keys and the comment above
 * each says translators where the text shows and what its `{placeholders}` are.
 * zh-hant, zh-hans must hold every key (a missing one fails the type check); pt may
 * leave keys out and then shows English. Composed with the other features'
 * by src/features/messages.ts; see src/i18n/README.md.
 */
import { defineCatalogue } from '#src/i18n/catalogue.ts';
import type { SourceMessages, Translations } from '#src/i18n/types.ts';

export const en = {
  /** Accessible name of the home page banner carousel. */
  'home.carouselLabel': 'Highlights',
  /** Accessible name of one carousel slide; {count} is its position, {max} the number of slides. */
  'home.slideLabel': '{count} of {max}',
  /** Carousel button: previous slide. */
  'home.previousSlide': 'Previous slide',
  /** Carousel button: next slide. */
  'home.nextSlide': 'Next slide',
  /** Carousel button that stops the automatic rotation. */
  'home.stopRotation': 'Stop automatic slide show',
  /** Carousel button that starts the automatic rotation again. */
  'home.startRotation': 'Start automatic slide show',
  /** Accessible name of the featured services slider beside the carousel. */
  'home.sideSliderLabel': 'Featured services',
  /** Heading of the useful information list on the home page. */
  'home.sideListTitle': 'Useful information',
  /** Heading of the latest news block on the home page. */
  'home.newsTitle': 'Latest news',
  /** Text in the home news block when there is no news. */
  'home.newsEmpty': 'There is no news at the moment.',
  /** Link from the home news block to the full news list. */
  'home.moreNews': 'More news',
  /** Badge of a pinned (featured) news item on the home page. */
  'home.pinned': 'Featured',
  /** Heading of the quick links block on the home page. */
  'home.quickLinksTitle': 'Quick links',
  /** Heading of the block of site sections on the home page. */
  'home.sectionsTitle': 'Explore the site',
  /** Note on the banner preview page saying it shows how the banner appears on the home page. */
  'home.bannerPreviewNote': 'This is how the banner appears on the home page.',
} as const satisfies SourceMessages;

export const zhHant: Translations<typeof en> = {
  'home.carouselLabel': '焦點',
  'home.slideLabel': '第 {count} 項，共 {max} 項',
  'home.previousSlide': '上一項',
  'home.nextSlide': '下一項',
  'home.stopRotation': '停止自動輪播',
  'home.startRotation': '開始自動輪播',
  'home.sideSliderLabel': '專題服務',
  'home.sideListTitle': '實用資訊',
  'home.newsTitle': '最新消息',
  'home.newsEmpty': '暫時沒有消息。',
  'home.moreNews': '更多消息',
  'home.pinned': '置頂',
  'home.quickLinksTitle': '快速連結',
  'home.sectionsTitle': '網站導覽',
  'home.bannerPreviewNote': '以下為橫額在主頁上的顯示效果。',
};

export const zhHans: Translations<typeof en> = {
  'home.carouselLabel': '焦点',
  'home.slideLabel': '第 {count} 项，共 {max} 项',
  'home.previousSlide': '上一项',
  'home.nextSlide': '下一项',
  'home.stopRotation': '停止自动轮播',
  'home.startRotation': '开始自动轮播',
  'home.sideSliderLabel': '专题服务',
  'home.sideListTitle': '实用信息',
  'home.newsTitle': '最新消息',
  'home.newsEmpty': '暂时没有消息。',
  'home.moreNews': '更多消息',
  'home.pinned': '置顶',
  'home.quickLinksTitle': '快速链接',
  'home.sectionsTitle': '网站导览',
  'home.bannerPreviewNote': '以下为横幅在主页上的显示效果。',
};

// Portuguese is partial (SPEC §1): a key left out shows the English text.
export const pt: Partial<Translations<typeof en>> = {
  'home.carouselLabel': 'Destaques',
  'home.slideLabel': '{count} de {max}',
  'home.previousSlide': 'Diapositivo anterior',
  'home.nextSlide': 'Diapositivo seguinte',
  'home.stopRotation': 'Parar a apresentação automática',
  'home.startRotation': 'Iniciar a apresentação automática',
  'home.sideSliderLabel': 'Serviços em destaque',
  'home.sideListTitle': 'Informação útil',
  'home.newsTitle': 'Últimas notícias',
  'home.newsEmpty': 'De momento não há notícias.',
  'home.moreNews': 'Mais notícias',
  'home.pinned': 'Em destaque',
  'home.quickLinksTitle': 'Ligações rápidas',
  'home.sectionsTitle': 'Explorar o sítio',
  'home.bannerPreviewNote': 'É assim que o destaque aparece na página inicial.',
};

/** The home feature's catalogue: its server code speaks through it (src/i18n/catalogue.ts). */
export const homeText = defineCatalogue({ en, zhHant, zhHans, pt });
