import { describe, expect, it } from 'vitest';
import { foldText, nameQueryPlan, searchColumns, tokensOf } from './fold.ts';
import { licenceFromSlug, licenceSlug } from './contract.ts';
import { fileNameFrom } from './client.ts';

describe('folding for the register search', () => {
  it('folds Traditional and Simplified Chinese to one form, and Latin without case or accents', () => {
    expect(foldText('陳麗華')).toBe(foldText('陈丽华'));
    expect(foldText('  Maria da CONCEIÇÃO  ')).toBe('maria da conceicao');
  });

  it('indexes every Chinese character and pair, and the start of each Latin word', () => {
    const { searchName, searchTokens } = searchColumns('CHAN TAI MAN', '陳大文');
    expect(searchName).toBe('chan tai man 陈大文');
    expect(searchTokens).toEqual(expect.arrayContaining(['陈', '大', '文', '陈大', '大文', 'c', 'ch', 't', 'ta', 'm', 'ma']));
    expect(searchTokens).not.toContain('陈文');
    expect(tokensOf('a')).toEqual(['a']);
  });

  it('plans short queries on tokens and longer ones on the substring', () => {
    expect(nameQueryPlan(foldText('陳'))).toEqual({ tokens: ['陈'], like: null });
    expect(nameQueryPlan(foldText('陳大'))).toEqual({ tokens: ['陈大'], like: null });
    expect(nameQueryPlan(foldText('陳大文'))).toEqual({ tokens: ['陈大', '大文'], like: '陈大文' });
    expect(nameQueryPlan('ch')).toEqual({ tokens: ['ch'], like: null });
    expect(nameQueryPlan('chan')).toEqual({ tokens: [], like: 'chan' });
  });
});

describe('licence URLs and download names', () => {
  it('maps a licence number to a path segment and back', () => {
    expect(licenceSlug('APS-00123/19')).toBe('APS-00123-19');
    expect(licenceFromSlug('aps-00123-19')).toBe('APS-00123/19');
  });

  it('reads the UTF-8 file name of Content-Disposition', () => {
    const header = `attachment; filename="_________-2026-10-31.xlsx"; filename*=UTF-8''${encodeURIComponent('保險中介人登記資料-2026-10-31.xlsx')}`;
    expect(fileNameFrom(header, 'x.xlsx')).toBe('保險中介人登記資料-2026-10-31.xlsx');
    expect(fileNameFrom('attachment; filename="a.pdf"', 'x.pdf')).toBe('a.pdf');
    expect(fileNameFrom(null, 'x.pdf')).toBe('x.pdf');
  });
});
