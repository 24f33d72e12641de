/** The sessionStorage keys of the home notice and pop-up (SPEC §9 session keys): the ids the visitor closed in this session. */
export const NOTICE_KEY = 'amcm.notice';
export const POPUP_KEY = 'amcm.popup';
