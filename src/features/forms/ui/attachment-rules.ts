/**
 * The SPEC §5 attachment rules the browser can check before sending (name, type by
 * extension, size, count, the same file twice), so a visitor hears about a bad file
 * when choosing it. The server checks them all again, and more (content signatures,
 * SHA-256 duplicates) in ../uploads.ts; `attachment-rules.test.ts` keeps the two lists equal.
 */
import { format } from './messages.ts';

/** SPEC §5: allowed file types (the same list as the server's ALLOWED_EXTENSIONS). */
export const ATTACHMENT_EXTENSIONS = ['bmp', 'png', 'jpeg', 'jpg', 'gif', 'txt', 'doc', 'docx', 'pdf', 'xls', 'xlsx', 'ppt', 'pptx', 'zip', 'rar', 'rtf'] as const;
/** English letters, digits, `_`, `-`, one extension. */
export const ATTACHMENT_NAME_PATTERN = /^[A-Za-z0-9_-]{1,100}\.([A-Za-z0-9]{1,10})$/;
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Files one form takes at most (the server's `DEFAULT_UPLOAD_LIMITS.maxFiles`). */
export const ATTACHMENT_MAX_FILES = 10;

/** Message keys of the attachment checks (server texts of the kit: forms.upload.*). */
export const ATTACHMENT_UI_KEYS = ['forms.upload.badName', 'forms.upload.badType', 'forms.upload.tooLarge', 'forms.upload.empty', 'forms.upload.duplicate', 'forms.upload.tooMany', 'forms.upload.remove'] as const;
export type AttachmentMessages = Readonly<Record<(typeof ATTACHMENT_UI_KEYS)[number], string>>;

export interface FileLike {
  name: string;
  size: number;
  lastModified?: number;
}

/**
 * Adds `added` to `current` under the rules: the files kept, and one message per file
 * refused. `digests` (SHA-256 of each file's content, when the browser could read them)
 * makes the same content under another name a duplicate too, as the server counts it.
 */
export function addAttachments<F extends FileLike>(
  current: readonly F[],
  added: readonly F[],
  maxFiles: number,
  messages: AttachmentMessages,
  digests?: ReadonlyMap<F, string>,
): { files: F[]; problems: string[] } {
  const files = [...current];
  const problems: string[] = [];
  const sameContent = (a: F, b: F) => {
    const [x, y] = [digests?.get(a), digests?.get(b)];
    return x !== undefined && x === y;
  };
  for (const file of added) {
    const ext = ATTACHMENT_NAME_PATTERN.exec(file.name)?.[1]?.toLowerCase();
    if (!ext) problems.push(format(messages['forms.upload.badName'], { name: file.name }));
    else if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext)) problems.push(format(messages['forms.upload.badType'], { name: file.name, values: ATTACHMENT_EXTENSIONS.join(', ') }));
    else if (file.size === 0) problems.push(format(messages['forms.upload.empty'], { name: file.name }));
    else if (file.size > ATTACHMENT_MAX_BYTES) problems.push(format(messages['forms.upload.tooLarge'], { name: file.name, max: 5 }));
    else if (files.some((f) => (f.name === file.name && f.size === file.size) || sameContent(f, file))) problems.push(format(messages['forms.upload.duplicate'], { name: file.name }));
    else if (files.length >= maxFiles) problems.push(format(messages['forms.upload.tooMany'], { max: maxFiles }));
    else files.push(file);
  }
  return { files, problems };
}
