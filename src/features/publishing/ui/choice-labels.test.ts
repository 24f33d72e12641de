import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MODULE_SPECS } from '../modules.ts';
import { CHOICE_LABELS, CHOICE_TEXT } from './choice-labels.ts';

interface Json {
  $defs?: Record<string, Json>;
  $ref?: string;
  enum?: unknown[];
  properties?: Record<string, Json>;
  anyOf?: Json[];
  items?: Json;
  additionalProperties?: Json | boolean;
}

/**
 * Every choice field (name and values) the data forms can show: the enums among a
 * schema's properties, nested groups, alternatives, list items (a statistic's
 * frequency, a list of choices) and record values included.
 */
export function choices(schema: z.ZodType): [string, string[]][] {
  const root = z.toJSONSchema(schema, { unrepresentable: 'any' }) as Json;
  const out: [string, string[]][] = [];
  const walk = (key: string, s: Json | undefined) => {
    if (!s) return;
    if (s.$ref) walk(key, root.$defs?.[s.$ref.replace('#/$defs/', '')]);
    if (s.enum) out.push([key, s.enum.map(String)]);
    for (const b of s.anyOf ?? []) walk(key, b);
    walk(key, s.items);
    if (typeof s.additionalProperties === 'object') walk(key, s.additionalProperties);
    for (const [k, p] of Object.entries(s.properties ?? {})) walk(k, p);
  };
  walk('', root);
  return out;
}

describe('labels of the data forms’ choices', () => {
  const fields = Object.values(MODULE_SPECS).flatMap((spec) => [...choices(spec.data), ...(spec.textData ? choices(spec.textData) : [])]);

  it('finds the choice fields (the news topic among them), inside lists too (a calendar statistic’s frequency)', () => {
    expect(fields.find(([k]) => k === 'topic')?.[1]).toContain('monetary-statistics');
    expect(fields.find(([k]) => k === 'frequency')?.[1]).toEqual(['monthly', 'quarterly', 'yearly']);
    expect(choices(z.object({ tags: z.array(z.enum(['a', 'b'])), byKey: z.record(z.string(), z.enum(['c'])) }))).toEqual([
      ['tags', ['a', 'b']],
      ['byKey', ['c']],
    ]);
  });

  it('has a label for every value of every module’s choice fields, in zh-hant, en and pt', () => {
    const missing = fields.flatMap(([key, values]) => values.filter((v) => !CHOICE_LABELS[key]?.[v]?.every((l) => l.trim())).map((v) => `${key}.${v}`));
    expect(missing).toEqual([]);
    for (const lang of ['zh-hant', 'en', 'pt'] as const) expect(CHOICE_TEXT[lang]['content.value.topic.monetary-statistics']).toBeTruthy();
    expect(CHOICE_TEXT.en['content.value.topic.monetary-statistics']).toBe('Monetary statistics');
    expect(CHOICE_TEXT.pt['content.value.status.in-force']).toBe('Em vigor');
    expect(CHOICE_TEXT['zh-hant']['content.value.frequency.quarterly']).toBe('每季');
  });
});
