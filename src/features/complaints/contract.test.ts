/** Each step's schema (the island checks a step with it; the API checks them all with complaintForm). */
import { describe, expect, it } from 'vitest';
import { complainantStep, complaintForm, complaintStep, homeStep, noteFields } from './contract.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);

describe('note step', () => {
  it('needs the agreement ticked (a tick from the island or "true" from a form body)', () => {
    expect(noteFields.safeParse({ agreed: true }).success).toBe(true);
    expect(noteFields.safeParse({ agreed: 'true' }).success).toBe(true);
    expect(issues(noteFields.safeParse({ agreed: false }))).toEqual(['agreed:validation.required']);
  });
});

describe('home step', () => {
  it('asks what it is about and who complains; "other" and a representative need their details', () => {
    expect(homeStep.safeParse({ subject: 'loans', role: 'customer' }).success).toBe(true);
    expect(issues(homeStep.safeParse({ subject: '', role: '' }))).toEqual(['subject:validation.required', 'role:validation.required']);
    expect(issues(homeStep.safeParse({ subject: 'other', subjectOther: ' ', role: 'representative' }))).toEqual([
      'subjectOther:validation.required',
      'representativeName:validation.required',
      'representativeRelation:validation.required',
    ]);
    expect(homeStep.safeParse({ subject: 'other', subjectOther: 'Safe deposit box', role: 'representative', representativeName: '李小明', representativeRelation: 'Son' }).success).toBe(true);
  });
});

describe('complainant step (SPEC §5)', () => {
  const good = { nameZh: '陳大文', nameEn: '', idNumber: '51234567', phone: '28123456', email: 'a@example.mo', address: 'Rua do Campo 145' };
  it('accepts a Chinese or an English name, or both', () => {
    expect(complainantStep.safeParse(good).success).toBe(true);
    expect(complainantStep.safeParse({ ...good, nameZh: '', nameEn: 'Maria Lopes' }).success).toBe(true);
    expect(issues(complainantStep.safeParse({ ...good, nameZh: '', nameEn: '' }))).toEqual(['nameZh:validation.required']);
  });
  it('applies the Chinese, English, identity card, phone, e-mail and address rules', () => {
    expect(issues(complainantStep.safeParse({ nameZh: 'Chan', nameEn: '陳', idNumber: '2123456', phone: '1234', email: 'x@', address: 'abc' }))).toEqual([
      'nameZh:form.chinese',
      'nameEn:form.english',
      'idNumber:form.idNumber',
      'phone:form.phone',
      'email:form.email',
      'address:form.addressTooShort',
    ]);
  });
});

describe('complaint step', () => {
  const good = { institution: 'bnu', happenedOn: '2026-03-02', whatHappened: 'A fee was charged twice.', contactedInstitution: 'no', outcome: 'Refund' };
  it('needs the institution, a past date, what happened and the outcome; what was done when the institution was contacted', () => {
    expect(complaintStep.safeParse(good).success).toBe(true);
    expect(issues(complaintStep.safeParse({ ...good, contactedInstitution: 'yes' }))).toEqual(['actionsTaken:validation.required']);
    expect(issues(complaintStep.safeParse({ ...good, happenedOn: '2999-01-01' }))).toEqual(['happenedOn:form.time']);
    expect(issues(complaintStep.safeParse({ ...good, happenedOn: '2026-02-30' }))).toEqual(['happenedOn:form.time']);
    expect(issues(complaintStep.safeParse({ ...good, institution: '', whatHappened: '', outcome: '' }))).toEqual([
      'institution:validation.required',
      'whatHappened:validation.required',
      'outcome:validation.required',
    ]);
  });
});

describe('whole form', () => {
  it('keeps a subject to its type', () => {
    const base = {
      type: 'dsg', agreed: 'true', subject: 'claims', role: 'customer', nameZh: '', nameEn: 'Maria Lopes', idNumber: '71234567', phone: '66123456',
      email: 'm@example.mo', address: 'Rua do Campo 145', institution: 'aia-macau', happenedOn: '2026-03-02', whatHappened: 'Claim refused.', contactedInstitution: 'no', outcome: 'Pay the claim',
    };
    expect(complaintForm.safeParse(base).success).toBe(true);
    expect(issues(complaintForm.safeParse({ ...base, subject: 'cards' }))).toEqual(['subject:validation.format']);
  });
});
