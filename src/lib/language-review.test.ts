import { describe, expect, it } from 'vitest';
import { approval, approvalChanges, fourEyes, withdrawal, withdrawalChanges, type LanguageReviewState, type ReviewRefusals } from './language-review.ts';

class Refused extends Error {}
const refuse: ReviewRefusals = {
  fourEyes: () => new Refused('fourEyes'),
  field: (field, reason) => new Refused(`${field}:${reason}`),
};
const publisher = { id: 'p', roles: ['publisher'] };
const admin = { id: 'a', roles: ['administrator'] };
const state = (s: string, version: number | null = 2, submittedBy: string | null = 'e'): LanguageReviewState => ({ state: s, version, submittedBy });
const texts: Record<number, { authorId: string | null; text: Record<string, string> }> = { 2: { authorId: 'e', text: { 'zh-hant': '標題', en: 'Title' } } };
const submitted = async (version: number, lang: string) => {
  const v = texts[version];
  return v && { authorId: v.authorId, text: v.text[lang] };
};

describe('the four-eyes rule', () => {
  it('lets anyone approve a text they neither wrote nor submitted, with no reason kept', () => {
    expect(fourEyes(publisher, false, '  ', refuse)).toEqual({ ownText: false, reason: '' });
  });
  it('refuses one’s own text to all but an administrator, and an administrator without a reason', () => {
    expect(() => fourEyes(publisher, true, 'Urgent', refuse)).toThrow('fourEyes');
    expect(() => fourEyes(admin, true, '  ', refuse)).toThrow('reason:reasonRequired');
    expect(fourEyes(admin, true, ' Urgent ', refuse)).toEqual({ ownText: true, reason: 'Urgent' });
  });
});

describe('an approval', () => {
  it('answers what goes out per language, from the submitted version', async () => {
    const states = new Map([['zh-hant', state('submitted')], ['en', state('submitted')]]);
    const result = await approval(publisher, ['zh-hant', 'en'], states, submitted, null, refuse);
    expect([...result.texts]).toEqual([['zh-hant', '標題'], ['en', 'Title']]);
    expect(result.ownText).toBe(false);
  });
  it('refuses a language not submitted, or whose version lacks it', async () => {
    await expect(approval(publisher, ['zh-hant'], new Map([['zh-hant', state('draft')]]), submitted, null, refuse)).rejects.toThrow('languages:notSubmitted');
    await expect(approval(publisher, ['zh-hant'], new Map([['zh-hant', state('submitted', null)]]), submitted, null, refuse)).rejects.toThrow('languages:notSubmitted');
    await expect(approval(publisher, ['pt'], new Map([['pt', state('submitted')]]), submitted, null, refuse)).rejects.toThrow('languages:noText');
    await expect(approval(publisher, ['en'], new Map([['en', state('submitted', 9)]]), submitted, null, refuse)).rejects.toThrow('languages:noText');
  });
  it('counts the text as one’s own when one wrote the version or submitted the language', async () => {
    await expect(approval({ id: 'e', roles: ['publisher'] }, ['en'], new Map([['en', state('submitted', 2, 'x')]]), submitted, null, refuse)).rejects.toThrow('fourEyes');
    await expect(approval(publisher, ['en'], new Map([['en', state('submitted', 2, 'p')]]), submitted, 'Urgent', refuse)).rejects.toThrow('fourEyes');
    const own = await approval({ id: 'e', roles: ['administrator'] }, ['en'], new Map([['en', state('submitted')]]), submitted, 'Urgent', refuse);
    expect(own).toMatchObject({ ownText: true, reason: 'Urgent' });
  });
  it('is audited with its languages, versions, minute and the reason of one without a second review', () => {
    const states = new Map([['en', state('submitted', 3)]]);
    expect(approvalChanges(['en'], states, null, { ownText: false, reason: '' })).toEqual({ languages: { after: ['en'] }, versions: { after: { en: 3 } } });
    expect(approvalChanges(['en', 'pt'], states, new Date('2026-11-29T10:00:00Z'), { ownText: true, reason: 'Urgent' })).toEqual({
      languages: { after: ['en', 'pt'] },
      versions: { after: { en: 3, pt: null } },
      at: { after: '2026-11-29T10:00:00.000Z' },
      withoutSecondReview: { after: true },
      reason: { after: 'Urgent' },
    });
  });
});

describe('a withdrawal', () => {
  it('takes off languages on the site and calls off scheduled ones', () => {
    const states = new Map([['zh-hant', state('published')], ['en', state('scheduled')], ['pt', state('published')]]);
    expect(withdrawal(['zh-hant', 'en'], states, refuse)).toEqual({ scheduled: ['en'], live: ['zh-hant'] });
  });
  it('refuses a language that is neither on the site nor scheduled', () => {
    for (const s of ['draft', 'submitted', 'unpublished', 'archived']) expect(() => withdrawal(['en'], new Map([['en', state(s)]]), refuse)).toThrow('languages:notPublished');
    expect(() => withdrawal(['en'], new Map(), refuse)).toThrow('languages:notPublished');
  });
  it('is audited with its languages and minute', () => {
    expect(withdrawalChanges(['en'], null)).toEqual({ languages: { after: ['en'] } });
    expect(withdrawalChanges(['en'], new Date('2026-11-29T10:00:00Z'))).toEqual({ languages: { after: ['en'] }, at: { after: '2026-11-29T10:00:00.000Z' } });
  });
});
