import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderSubmissionPdf, type SubmissionCopy } from './copy-pdf.ts';

const copy = (over: Partial<SubmissionCopy> = {}): SubmissionCopy => ({
  lang: 'zh-hant',
  title: '複製或仿製澳門元紙幣及硬幣申請',
  reference: 'RP-2026-000042-K',
  submittedAt: new Date('2026-11-24T06:30:00Z'),
  sections: [
    {
      heading: '申請人',
      rows: [
        { label: '中文姓名', value: '陳大文' },
        // 张 and 币 are Simplified characters (Google Fonts' Noto Sans TC lacked them).
        { label: '聯絡人', value: '张小币' },
        { label: '地址', value: 'Avenida da Praia Grande, n.º 123, Edifício São João' },
        { label: '傳真', value: '' },
      ],
    },
  ],
  attachments: ['sample_front.pdf', 'sample_back.jpg'],
  ...over,
});

async function textOf(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

describe('PDF copy of a submission', () => {
  it('holds the title, reference, time, every answer as typed (Traditional, Simplified, accents) and the attachment names', async () => {
    const bytes = await renderSubmissionPdf(copy());
    const raw = bytes.toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    // One subset font embedded: Noto Sans CJK TC has the Simplified characters too.
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKtc-Regular/);
    expect(raw).not.toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKsc/);
    // 21.6 KB (20.7 KB with the Google Fonts TTFs before): unused subroutines take no room (fonts.ts).
    expect(bytes.length).toBeLessThan(40_000);
    const text = (await textOf(bytes)).replace(/\s+/g, '');
    for (const expected of ['複製或仿製澳門元紙幣及硬幣申請', 'RP-2026-000042-K', '陳大文', '张小币', 'Edifício São João'.replace(/\s+/g, ''), 'sample_front.pdf', 'sample_back.jpg', '——']) {
      expect(text).toContain(expected);
    }
    // 14:30 in Macao for 06:30 UTC.
    expect(text).toContain('14:30');
    expect(text).toMatch(/第1頁，共1頁/);
  });

  it('is written in the visitor language and numbers every page of a long copy', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => ({ label: `Line ${i + 1}`, value: `Banknote, 100 patacas, quantity ${i + 1}` }));
    const bytes = await renderSubmissionPdf(copy({ lang: 'en', title: 'Application to reproduce banknotes and coins', sections: [{ heading: 'Banknotes', rows }] }));
    const text = await textOf(bytes);
    expect(text).toContain('Reference number: RP-2026-000042-K');
    expect(text).toContain('quantity 120');
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it('is the same bytes for the same submission, whenever it is drawn', async () => {
    const first = await renderSubmissionPdf(copy());
    // PDF dates have one-second precision: a clock-dated document would differ after this.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await renderSubmissionPdf(copy())).equals(first)).toBe(true);
  });
});
