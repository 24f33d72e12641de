import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.ts';
import { accountFromLinkForm } from './contract.ts';

describe('new staff passwords (NIST SP 800-63B)', () => {
  it('refuses common and breached passwords, also padded with digits and symbols', () => {
    expect(passwordProblem('qwerty123456')).toBe('staff.password.common');
    expect(passwordProblem('Password2026!!')).toBe('staff.password.common');
    expect(passwordProblem('!!iloveyou!!2026')).toBe('staff.password.common');
  });
  it('refuses one pattern repeated and runs of keys', () => {
    expect(passwordProblem('aaaaaaaaaaaa')).toBe('staff.password.guessable');
    expect(passwordProblem('xyzxyzxyzxyz')).toBe('staff.password.guessable');
    expect(passwordProblem('234567890123')).not.toBe(undefined);
  });
  it("refuses the person's e-mail name and the authority's name with padding", () => {
    expect(passwordProblem('chantaiman2026!', 'chantaiman@amcm.gov.mo')).toBe('staff.password.guessable');
    expect(passwordProblem('AMCM-Macau-2026')).toBe('staff.password.guessable');
  });
  it('accepts a long passphrase without any composition rule', () => {
    expect(passwordProblem('harbour lantern seven kites')).toBeUndefined();
    expect(passwordProblem('澳門的海風吹過議事亭前地')).toBeUndefined();
  });
  it('counts characters, not bytes, for the 12-character minimum, and never trims', () => {
    const base = { token: 'a'.repeat(32), name: 'Chan' };
    expect(accountFromLinkForm.safeParse({ ...base, password: '澳門的海風吹過議事亭前' }).success).toBe(false);
    expect(accountFromLinkForm.safeParse({ ...base, password: '澳門的海風吹過議事亭前地' }).success).toBe(true);
    expect(accountFromLinkForm.safeParse({ ...base, password: ' '.repeat(11) + 'x' }).success).toBe(true);
  });
});
