/** The browser's attachment checks say what the server's do (same list, same names), and report each refused file. */
import { describe, expect, it } from 'vitest';
import { pickMessages } from '#src/features/messages.ts';
import { ALLOWED_EXTENSIONS, DEFAULT_UPLOAD_LIMITS, isValidFileName } from '../uploads.ts';
import { addAttachments, ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES, ATTACHMENT_NAME_PATTERN, ATTACHMENT_UI_KEYS } from './attachment-rules.ts';

const messages = pickMessages('en', ATTACHMENT_UI_KEYS);
const f = (name: string, size = 10) => ({ name, size });

describe('attachment rules in the browser', () => {
  it('allow exactly the server’s types and names', () => {
    expect([...ATTACHMENT_EXTENSIONS]).toEqual([...ALLOWED_EXTENSIONS]);
    expect(ATTACHMENT_MAX_FILES).toBe(DEFAULT_UPLOAD_LIMITS.maxFiles);
    expect(ATTACHMENT_MAX_BYTES).toBe(DEFAULT_UPLOAD_LIMITS.maxFileBytes);
    for (const name of ['a.pdf', 'A_b-1.DOCX', '單據.pdf', 'a b.pdf', 'a.pdf.exe', '../a.pdf', '.pdf', 'a', `${'x'.repeat(101)}.pdf`]) {
      expect(ATTACHMENT_NAME_PATTERN.test(name), name).toBe(isValidFileName(name));
    }
  });
  it('keep good files and refuse each bad one with its own message', () => {
    const result = addAttachments([f('one.pdf')], [f('two.png'), f('單據.pdf'), f('virus.exe'), f('empty.txt', 0), f('big.pdf', 5 * 1024 * 1024 + 1), f('one.pdf'), f('three.gif')], 3, messages);
    expect(result.files.map((x) => x.name)).toEqual(['one.pdf', 'two.png', 'three.gif']);
    expect(result.problems).toEqual([
      'Attachment name invalid: “單據.pdf”. Use only English letters, digits, underscore and hyphen, with one extension.',
      expect.stringContaining('“virus.exe” is not of an allowed type'),
      'The file “empty.txt” is empty.',
      'The file “big.pdf” is larger than 5 MB.',
      'Duplicate file upload: “one.pdf”.',
    ]);
    expect(addAttachments(result.files, [f('four.txt')], 3, messages).problems).toEqual(['At most 3 files can be attached.']);
  });
  it('refuse the same content under another name when the contents were read, and keep different contents of one name apart', () => {
    const scan = f('scan.pdf');
    const renamed = f('scan_copy.pdf');
    const other = f('letter.pdf');
    const digests = new Map([
      [scan, 'aa'],
      [renamed, 'aa'],
      [other, 'bb'],
    ]);
    const result = addAttachments([scan], [renamed, other], 5, messages, digests);
    expect(result.files).toEqual([scan, other]);
    expect(result.problems).toEqual(['Duplicate file upload: “scan_copy.pdf”.']);
    // Without the contents (no Web Crypto), only the name and size can tell.
    expect(addAttachments([scan], [renamed], 5, messages).files).toEqual([scan, renamed]);
  });
});
