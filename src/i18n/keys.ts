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
] as const;

export type MessageKey = (typeof MESSAGE_KEYS)[number];
export type Messages = Record<MessageKey, string>;
export type PartialMessages = Partial<Messages>;
