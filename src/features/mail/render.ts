/**
 * One layout for every e-mail the site sends, in the four languages, as HTML and
 * plain text from the same blocks: `renderMail({ lang, title, paragraphs, links,
 * footer })` → `{ subject, text, html }`, ready for `enqueueMail`.
 *
 * The HTML is a single table-free column with inline styles (mail clients ignore
 * style sheets), `lang` and `dir` set so screen readers pick the right voice, and
 * every value escaped. Links are written out in full in the text version.
 */
import { mailText } from './messages.ts';
import { escapeHtml } from '#src/lib/html.ts';
import type { Language } from '#src/lib/i18n/languages.ts';

/** The escaper lives in src/lib (the node layer uses it too); mail callers keep importing it from here. */
export { escapeHtml };

export interface MailLink {
  label: string;
  href: string;
}

export interface MailContent {
  lang: Language;
  /** Subject and heading. */
  title: string;
  /** Paragraphs of plain text (escaped in HTML; a blank line between them in text). */
  paragraphs: string[];
  /** Buttons/links after the paragraphs (absolute URLs). */
  links?: MailLink[];
  /** Small print under the message (e.g. why they receive it, how to unsubscribe). */
  footer?: string[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const HTML_LANG: Record<Language, string> = { 'zh-hant': 'zh-Hant-MO', 'zh-hans': 'zh-Hans', en: 'en', pt: 'pt-MO' };

function safeHref(href: string): string {
  // Only web links: a javascript: or data: URL in a mail would be an attack.
  const url = new URL(href);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`renderMail: link must be http(s): ${href}`);
  return url.toString();
}

export function renderMail(content: MailContent): RenderedMail {
  const { lang, title } = content;
  const links = (content.links ?? []).map((link) => ({ label: link.label, href: safeHref(link.href) }));
  const footer = [...(content.footer ?? []), mailText.t(lang, 'mail.automatic')];
  const sender = mailText.t(lang, 'mail.footer');

  const text = [
    title,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...links.flatMap((l) => [`${l.label}:`, l.href, '']),
    '-- ',
    sender,
    ...footer,
    '',
  ].join('\n');

  const p = (body: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${body}</p>`;
  const html = `<!doctype html>
<html lang="${HTML_LANG[lang]}" dir="ltr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f4;color:#1a1a1a;font-family:Arial,'Microsoft JhengHei','PingFang TC',sans-serif">
<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff">
<p style="margin:0 0 16px;font-size:14px;color:#555">${escapeHtml(sender)}</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escapeHtml(title)}</h1>
${content.paragraphs.map((para) => p(escapeHtml(para))).join('\n')}
${links
  .map(
    (l) =>
      `<p style="margin:0 0 16px"><a href="${escapeHtml(l.href)}" style="display:inline-block;padding:12px 20px;background:#00536e;color:#ffffff;text-decoration:underline;font-size:16px">${escapeHtml(l.label)}</a></p>`,
  )
  .join('\n')}
<hr style="border:0;border-top:1px solid #ddd;margin:24px 0 16px">
${footer.map((line) => `<p style="margin:0 0 8px;font-size:13px;color:#555">${escapeHtml(line)}</p>`).join('\n')}
</div>
</body>
</html>
`;
  return { subject: title, text, html };
}
