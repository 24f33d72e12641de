import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGE_FILES, t } from '#src/features/messages.ts';
import { formsText } from './messages.ts';
import { LANGUAGES } from '#src/lib/i18n/languages.ts';
import { issuesFromZod } from '#src/server/http/zod-issues.ts';
import {
  FORM_MESSAGE_KEYS,
  address,
  agreed,
  chinese,
  choice,
  confirmed,
  email,
  english,
  idNum4,
  idNumber,
  link,
  mobile,
  multiLine,
  noTrim,
  optional,
  password,
  phone,
  position,
  required,
  timeEvent,
  uploadRequired,
  verificationCode,
  type FormMessageKey,
} from './validation.ts';

interface Row {
  rule: string;
  schema: z.ZodType;
  good: unknown[];
  bad: [unknown, FormMessageKey][];
}

const ROWS: Row[] = [
  { rule: 'required', schema: required(), good: ['a', ' x '], bad: [['', 'validation.required'], ['   ', 'validation.required'], [undefined, 'validation.required']] },
  // One rule for control characters (issue 36, src/lib/control-characters.ts): none on one line; tab and line breaks only in a multi-line field.
  { rule: 'required (one line)', schema: required(), good: ['a\n', 'São Paulo'], bad: [['a\u0007b', 'validation.controlCharacters'], ['a\u001b[31m', 'validation.controlCharacters'], ['a\tb', 'validation.controlCharacters'], ['a\r\nb', 'validation.controlCharacters'], ['a\u0085b', 'validation.controlCharacters']] },
  { rule: 'multiLine', schema: multiLine(), good: ['line 1\r\nline 2', 'a\tb\nc'], bad: [['a\u0007b', 'validation.controlCharacters'], ['a\u0000', 'validation.controlCharacters'], ['a\u000bb', 'validation.controlCharacters'], ['', 'validation.required']] },
  { rule: 'email', schema: email(), good: ['a@b.mo', 'first.last+tag@sub.example.com'], bad: [['', 'validation.required'], ['a@b', 'form.email'], ['a b@c.mo', 'form.email'], ['@c.mo', 'form.email']] },
  // Chosen reading: mobile numbers start with 6 only (2 and 8 are fixed lines).
  { rule: 'mobile', schema: mobile(), good: ['66123456', '61234567'], bad: [['28123456', 'form.mobile'], ['88123456', 'form.mobile'], ['6612345', 'form.mobile'], ['', 'validation.required']] },
  // Chosen reading: a local number is any of 2, 6, 8 followed by seven digits.
  { rule: 'phone', schema: phone(), good: ['28123456', '66123456', '88123456'], bad: [['38123456', 'form.phone'], ['2812345', 'form.phone'], ['2812345a', 'form.phone']] },
  { rule: 'idNum4', schema: idNum4(), good: ['1234', '4000', '5999', '7123'], bad: [['2123', 'form.idNumber'], ['123', 'form.idNumber'], ['12a4', 'form.idNumber']] },
  { rule: 'idNumber', schema: idNumber(), good: ['12345678', '51234567', '71234567'], bad: [['42345678', 'form.idNumber'], ['1234567', 'form.idNumber']] },
  { rule: 'Chinese', schema: chinese(), good: ['陳大文', 'Chan 大文'], bad: [['Chan Tai Man', 'form.chinese'], ['', 'validation.required']] },
  { rule: 'English', schema: english(), good: ['Chan Tai Man', '陳 Tai'], bad: [['陳大文', 'form.english'], ['1234', 'form.english']] },
  { rule: 'position', schema: position(), good: ['1', '0042'], bad: [['1.5', 'validation.number'], ['-1', 'validation.number'], ['a', 'validation.number']] },
  { rule: 'link', schema: link(), good: ['http://amcm.gov.mo', 'https://www.amcm.gov.mo/en?x=1'], bad: [['www.amcm.gov.mo', 'form.link'], ['ftp://x.mo', 'form.link'], ['javascript:alert(1)', 'form.link'], ['https://', 'form.link']] },
  { rule: 'password', schema: password(), good: ['abcd1234', 'A!b2c3d4e5f6g7h8i9j0'], bad: [['abc123', 'form.password'], ['a'.repeat(21), 'form.password'], ['abcd 1234', 'form.password'], ['', 'validation.required']] },
  { rule: 'noTrim', schema: noTrim(), good: ['abc', 'a-b_c'], bad: [['a b', 'form.noSpaces'], [' abc', 'form.noSpaces'], ['abc\t', 'form.noSpaces']] },
  { rule: 'uploadRequired', schema: uploadRequired(z.string()), good: [['f1']], bad: [[[], 'form.mustUpload'], [undefined, 'form.mustUpload']] },
  { rule: 'timeEvent', schema: timeEvent(), good: [], bad: [['09:00', 'form.time'], [undefined, 'form.time']] },
  { rule: 'address', schema: address(), good: ['Rua 1, Macau', '澳門南灣大馬路', 'Rua 1\nMacau'], bad: [['Rua', 'form.addressTooShort'], ['  abcd  ', 'form.addressTooShort'], ['', 'validation.required']] },
  { rule: 'choice', schema: choice(['immediate', 'daily']), good: ['daily'], bad: [['', 'validation.required'], [null, 'validation.required'], ['weekly', 'validation.format']] },
  { rule: 'agreed', schema: agreed(), good: [true], bad: [[false, 'validation.required']] },
  { rule: 'captcha', schema: verificationCode(), good: ['12345', '１２３４５'], bad: [['', 'validation.required'], ['12a45', 'error.verificationCode']] },
  { rule: 'optional email', schema: optional(email()), good: ['', '  ', undefined, 'a@b.mo'], bad: [['nope', 'form.email']] },
];

const confirmation = confirmed(z.object({ email: email(), emailAgain: email() }), 'email', 'emailAgain');

function firstKey(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('form validation rules (SPEC §5)', () => {
  for (const row of ROWS) {
    for (const value of row.good) {
      it(`${row.rule} accepts ${JSON.stringify(value)}`, () => {
        expect(row.schema.safeParse(value).success).toBe(true);
      });
    }
    for (const [value, key] of row.bad) {
      it(`${row.rule} rejects ${JSON.stringify(value)} with ${key}`, () => {
        expect(firstKey(row.schema, value)).toBe(key);
      });
    }
  }

  it('confirmed: the repeat must match and the error is on the repeat field', () => {
    expect(confirmation.safeParse({ email: 'a@b.mo', emailAgain: 'a@b.mo' }).success).toBe(true);
    const result = confirmation.safeParse({ email: 'a@b.mo', emailAgain: 'c@b.mo' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['emailAgain', 'form.mustMatch']]);
  });

  it('the API reports the rule’s own key (zod-issues keeps the keys of the catalogue it is given)', () => {
    const schema = z.object({ mobile: mobile() });
    const result = schema.safeParse({ mobile: '28123456' });
    expect(result.success).toBe(false);
    if (!result.success) expect(issuesFromZod(result.error, { mobile: '28123456' }, formsText)).toEqual([{ field: 'mobile', messageKey: 'form.mobile' }]);
  });
});

describe('form messages in four languages', () => {
  const used = new Set(ROWS.flatMap((r) => r.bad.map(([, key]) => key)).concat('form.mustMatch'));

  it('every key a rule produces is tested above', () => {
    for (const key of FORM_MESSAGE_KEYS) {
      if (key === 'validation.mandatoryFields') continue; // the form-level message, shown by the error summary
      expect(used.has(key), key).toBe(true);
    }
  });

  for (const lang of LANGUAGES) {
    for (const key of FORM_MESSAGE_KEYS) {
      it(`${lang}: ${key} is a real message`, () => {
        const text = t(lang, key);
        expect(text).not.toBe(key);
        expect(text).not.toMatch(/^(form|validation|error)\./);
        expect(text.trim().length).toBeGreaterThan(0);
        // Chinese catalogues must hold their own text; pt may fall back to English only.
        if (lang === 'zh-hant' || lang === 'zh-hans') {
          expect(MESSAGE_FILES[lang][key], `${lang} ${key}`).toBeTruthy();
          expect(text).not.toBe(MESSAGE_FILES.en[key]);
        }
        if (lang === 'pt') expect(text === MESSAGE_FILES.en[key] || MESSAGE_FILES.pt[key] === text).toBe(true);
      });
    }
  }

  it('the English wording follows SPEC §5', () => {
    expect(t('en', 'validation.required')).toBe('Required');
    expect(t('en', 'validation.format')).toBe('Incorrect format');
    expect(t('en', 'form.mustUpload')).toBe('Must upload');
    expect(t('en', 'form.phone')).toBe('Please input the correct local phone number');
    expect(t('en', 'form.email')).toBe('Enter correct email address');
    expect(t('en', 'form.link')).toMatch(/^Must start with http:\/\//);
    expect(t('en', 'form.mustMatch')).toBe('The two inputs must match');
    expect(t('en', 'form.noSpaces')).toBe('No spaces allowed');
  });
});
