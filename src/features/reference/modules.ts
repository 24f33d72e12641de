/** The `entries.module` names of the reference content (laws, FAQ, holidays, events, openings, templates). */
export const LAW_MODULE = 'law';
export const FAQ_MODULE = 'faq';
export const HOLIDAY_MODULE = 'holiday';
export const ANNUAL_EVENT_MODULE = 'annual-event';
export const CALENDAR_EVENT_MODULE = 'calendar-event';
export const RECRUITMENT_MODULE = 'recruitment';
export const TENDER_MODULE = 'tender';
export const MESSAGE_TEMPLATE_MODULE = 'message-template';

export const REFERENCE_MODULES = [
  LAW_MODULE,
  FAQ_MODULE,
  HOLIDAY_MODULE,
  ANNUAL_EVENT_MODULE,
  CALENDAR_EVENT_MODULE,
  RECRUITMENT_MODULE,
  TENDER_MODULE,
  MESSAGE_TEMPLATE_MODULE,
] as const;
