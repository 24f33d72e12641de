/**
 * The one key catalogue. Every language file is checked against it by a test:
 * zh-hant, zh-hans and en must hold every key; pt may leave keys out and then falls
 * back to English, never to the raw key.
 */
export const MESSAGE_KEYS = [
  // API and errors
  'error.badRequest',
  'error.invalidParameter',
  'error.notFound',
  'error.methodNotAllowed',
  'error.internal',
  'error.unavailable',
  'error.tooManyRequests',
  'error.noticeTitle',
  // Validation (SPEC §5)
  'validation.required',
  'validation.format',
  'validation.number',
  'validation.tooShort',
  'validation.tooLong',
  'validation.unknownValue',
  'validation.mandatoryFields',
  // Selections
  'selection.otherSpecify',
  // Site
  'site.name',
  'site.shortName',
  'site.skipToContent',
  'site.home',
  'site.copyright',
  'site.mainNavigation',
  'site.footerNavigation',
  'site.languages',
  'site.lastRevised',
  'site.notFoundTitle',
  'site.notFoundBody',
  'site.backHome',
  'site.underConstructionTitle',
  'site.underConstructionBody',
  'site.sectionContents',
  'site.opensInNewWindow',
  'site.ptPartial',
  'site.previewBanner',
  'site.search',
  'site.searchPlaceholder',
  // Site shell
  'shell.phone',
  'shell.email',
  'shell.facebook',
  'shell.wechat',
  'shell.wechatTitle',
  'shell.wechatSearch',
  'shell.wechatScan',
  'shell.qrCode',
  'shell.close',
  'shell.searchLabel',
  'shell.searchEmpty',
  'shell.menu',
  'shell.submenu',
  'shell.breadcrumb',
  'shell.noticeLabel',
  'shell.dismissNotice',
  'shell.backToTop',
  'shell.articleTools',
  'shell.fontSize',
  'shell.fontSmall',
  'shell.fontMedium',
  'shell.fontLarge',
  'shell.print',
  'shell.showMore',
  'shell.showLess',
  'shell.cart',
  'shell.cartItems',
  'shell.loading',
  'entries.attachments',
] as const;

export type MessageKey = (typeof MESSAGE_KEYS)[number];
export type Messages = Record<MessageKey, string>;
export type PartialMessages = Partial<Messages>;
