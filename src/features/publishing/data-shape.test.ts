import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dataErrors, jsonSchemaOf, parseData, shapeFor } from './data-shape.ts';
import { moduleSpec } from './modules.ts';
import { emptyValue } from './ui/list-ops.ts';

const download = moduleSpec('download').data;
const calendar = { year: 2026, statistics: [{ key: 'cpi', frequency: 'monthly', releases: [{ period: '2026-01', date: '2026-02-20', time: '16:30' }] }] };

describe('the shape a module’s data has', () => {
  it('reads a release calendar as a calendar and a document as a document', () => {
    expect(jsonSchemaOf(shapeFor(download, calendar)).required).toEqual(['year', 'statistics']);
    expect(jsonSchemaOf(shapeFor(download, { year: 2025, reportType: 'annual-report' })).properties).toHaveProperty('reportType');
    expect(jsonSchemaOf(shapeFor(download, {})).properties).toHaveProperty('reportType');
    // Statistics without a year are still a calendar (missing its year), not a document that drops them.
    expect(jsonSchemaOf(shapeFor(download, { statistics: [] })).required).toEqual(['year', 'statistics']);
  });

  it('gives a calendar’s bad date its path instead of passing it as a document without its statistics', () => {
    const bad = structuredClone(calendar);
    bad.statistics[0]!.releases[0]!.date = 'tomorrow';
    expect(parseData(download, bad).success).toBe(false);
    expect([...dataErrors(download, bad).keys()]).toEqual(['statistics.0.releases.0.date']);
    expect(parseData(download, calendar)).toEqual({ success: true, data: calendar });
  });

  it('starts each shape afresh as that shape (the editor’s choice of a new download’s kind)', () => {
    const options = (download as z.ZodUnion).options as readonly z.ZodType[];
    expect(moduleSpec('download').shapes).toHaveLength(options.length);
    for (const option of options) expect(shapeFor(download, emptyValue(jsonSchemaOf(option)))).toBe(option);
  });

  it('leaves a schema that is not a union as it is', () => {
    const s = z.object({ a: z.string() });
    expect(shapeFor(s, {})).toBe(s);
    expect([...dataErrors(s, {}).keys()]).toEqual(['a']);
  });
});
