/**
 * The inline script right after the home page's notice and pop-up: hides the
 * notices and opens the first pop-up the visitor has not closed in this session,
 * while the page is still being parsed. Done only by the shell's module script
 * (site/client/dialogs.ts), which runs after the document and its modules have
 * loaded, the pop-up opened about half a second after the first paint under
 * Lighthouse's mobile throttling and was the page's largest paint (issue 17);
 * a dismissed notice showed until then and its hiding moved the page up.
 *
 * The module script still does the same (it is a no-op when this ran) and
 * everything else: closing, the next pop-up, the focus. Allowed by its CSP hash,
 * computed once per process.
 */
import { createHash } from 'node:crypto';
import { NOTICE_KEY, POPUP_KEY } from '#src/features/site/client/dialog-keys.ts';

/** Plain ES2017 without imports: it runs before any module. Storage may be disabled. */
export const EARLY_DIALOGS_SCRIPT = `(function(){function seen(k){try{var v=JSON.parse(sessionStorage.getItem(k)||"[]");return Array.isArray(v)?v:[]}catch(e){return[]}}var n=seen(${JSON.stringify(NOTICE_KEY)}),p=seen(${JSON.stringify(POPUP_KEY)});document.querySelectorAll("[data-notice]").forEach(function(e){e.hidden=n.indexOf(e.getAttribute("data-notice"))>=0});var d=Array.prototype.find.call(document.querySelectorAll("dialog[data-popup]"),function(e){return p.indexOf(e.getAttribute("data-popup"))<0});if(d&&!d.open&&d.showModal)d.showModal()})();`;

export const EARLY_DIALOGS_HASH = `sha256-${createHash('sha256').update(EARLY_DIALOGS_SCRIPT, 'utf8').digest('base64')}` as const;
