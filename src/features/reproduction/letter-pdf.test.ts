import { describe, expect, it } from 'vitest';
import { renderDecisionLetter, type DecisionLetter } from './letter-pdf.ts';

const letter: DecisionLetter = {
  lang: 'en',
  decision: 'approved',
  reference: 'RP-2026-000001-K',
  applicantName: 'Harbour Prints Ltd.',
  contactPerson: 'Chan Tai Man',
  receivedAt: new Date('2026-10-01T02:00:00Z'),
  decidedAt: new Date('2026-10-05T06:30:00Z'),
  items: ['MOP 100 banknote, 2005 series, front'],
  notes: 'The word SPECIMEN across the image.',
};

describe('the decision letter', () => {
  it('is the same bytes for the same decision, whenever it is drawn (the seed’s letters are deterministic)', async () => {
    const first = await renderDecisionLetter(letter);
    // PDF dates have one-second precision: a clock-dated document would differ after this.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const again = await renderDecisionLetter(letter);
    expect(first.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(again.equals(first)).toBe(true);
  });
});
