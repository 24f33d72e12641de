/**
 * The inline script right after the home page's notice and pop-up: hides the
 * notices and opens the first pop-up the visitor has not closed in this session,
 * while the page is still being parsed.
 *
 * Why (issue 17): when only the shell's module script did this
 * (site/client/dialogs.ts, run once the document and its modules have loaded),
 * the pop-up, the home page's largest paint, opened about 450 ms after the first
 * paint in Chromium; and a notice the visitor had closed stayed on screen until
 * then, and hiding it moved the page up.
 *
 * The module script still does the same (nothing changes when this ran first) and
 * everything else: closing, the next pop-up, the focus. The CSP allows this
 * script by its hash, computed once per process.
 */
import { cspHash } from '#src/server/http/csp-hash.ts';
import { NOTICE_KEY, POPUP_KEY } from '#src/features/site/client/dialog-keys.ts';

/** Plain ES2017 without imports: it runs before any module. Storage may be disabled. */
export const EARLY_DIALOGS_SCRIPT = `(function(){function seen(k){try{var v=JSON.parse(sessionStorage.getItem(k)||"[]");return Array.isArray(v)?v:[]}catch(e){return[]}}var n=seen(${JSON.stringify(NOTICE_KEY)}),p=seen(${JSON.stringify(POPUP_KEY)});document.querySelectorAll("[data-notice]").forEach(function(e){e.hidden=n.indexOf(e.getAttribute("data-notice"))>=0});var d=Array.prototype.find.call(document.querySelectorAll("dialog[data-popup]"),function(e){return p.indexOf(e.getAttribute("data-popup"))<0});if(d&&!d.open&&d.showModal)d.showModal()})();`;

export const EARLY_DIALOGS_HASH = cspHash(EARLY_DIALOGS_SCRIPT);
