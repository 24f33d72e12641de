import { describe, expect, it } from 'vitest';
import { moduleSpec } from '../modules.ts';
import { clientErrors, errorFieldId, languageOf } from './entry-errors.ts';

const calendar = { year: 2026, statistics: [{ key: 'cpi', frequency: 'monthly', releases: [{ period: '2026-01', date: '2026-02-20', time: '16:30' }] }, { key: 'm2', frequency: 'monthly', releases: [] as object[] }] };

describe('the editor’s field errors', () => {
  it('point at the field each is about', () => {
    expect(errorFieldId('data.statistics.1.releases.0.date')).toBe('data.statistics.1.releases.0.date');
    expect(errorFieldId('slug')).toBe('entry-slug');
    expect(errorFieldId('files.2.fileId')).toBe('file-2-kind');
    expect(languageOf('texts.pt.data.statisticNames.cpi')).toBe('pt');
    expect(languageOf('data.year')).toBeUndefined();
  });

  it('are found before saving, with the paths the server gives, in the data and each language', () => {
    const spec = moduleSpec('download');
    expect(clientErrors(spec, calendar, { en: { data: { statisticNames: { cpi: 'Consumer prices' } } } }).size).toBe(0);
    const bad = structuredClone(calendar);
    bad.statistics[1]!.releases.push({ period: '2026-02', date: '', time: '9:30' });
    const errors = clientErrors(spec, bad, { en: { data: { statisticNames: { cpi: 7 } } } });
    expect([...errors.keys()].sort()).toEqual(['data.statistics.1.releases.0.date', 'data.statistics.1.releases.0.time', 'texts.en.data.statisticNames.cpi']);
    expect([...errors.values()].every((m) => m === 'content.data.invalid')).toBe(true);
  });
});
