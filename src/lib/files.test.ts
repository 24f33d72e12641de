import { describe, expect, it } from 'vitest';
import { fileTypeLabel, formatFileSize } from './files.ts';

describe('file descriptions', () => {
  it('names the type from the extension, else from the MIME type', () => {
    expect(fileTypeLabel('report-2025.pdf', 'application/pdf')).toBe('PDF');
    expect(fileTypeLabel('data', 'text/csv')).toBe('CSV');
  });
  it('formats sizes in binary units for the language', () => {
    expect(formatFileSize(512, 'en')).toBe('512 B');
    expect(formatFileSize(1536, 'en')).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024, 'pt')).toBe('5,0 MB');
  });
});
