import { describe, expect, it } from 'vitest';
import { isStrongPassword, PASSWORD_MIN_LENGTH, PASSWORD_RULES, passwordRuleResults } from './password-rules.js';

describe('password rules (spec §5, §9)', () => {
  it('has the three live hints, in order, with a minimum length of 8', () => {
    expect(PASSWORD_RULES.map((rule) => rule.key)).toEqual(['minLength', 'uppercase', 'digit']);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it('needs at least 8 characters', () => {
    expect(passwordRuleResults('').minLength).toBe(false);
    expect(passwordRuleResults('Abcdef1').minLength).toBe(false);
    expect(passwordRuleResults('Abcdefg1').minLength).toBe(true);
    expect(passwordRuleResults('        ').minLength).toBe(true);
  });

  it('needs an uppercase letter, accented ones included', () => {
    expect(passwordRuleResults('abcdefg1').uppercase).toBe(false);
    expect(passwordRuleResults('abcdefG1').uppercase).toBe(true);
    expect(passwordRuleResults('écolé123').uppercase).toBe(false);
    expect(passwordRuleResults('École123').uppercase).toBe(true);
    expect(passwordRuleResults('ÇA-VA-123').uppercase).toBe(true);
    expect(passwordRuleResults('12345678!').uppercase).toBe(false);
  });

  it('needs a digit', () => {
    expect(passwordRuleResults('Abcdefgh').digit).toBe(false);
    expect(passwordRuleResults('Abcdefg0').digit).toBe(true);
    expect(passwordRuleResults('9bcdefgh').digit).toBe(true);
  });

  it('reports each rule separately', () => {
    expect(passwordRuleResults('')).toEqual({ minLength: false, uppercase: false, digit: false });
    expect(passwordRuleResults('abc')).toEqual({ minLength: false, uppercase: false, digit: false });
    expect(passwordRuleResults('A1')).toEqual({ minLength: false, uppercase: true, digit: true });
    expect(passwordRuleResults('abcdefghij')).toEqual({ minLength: true, uppercase: false, digit: false });
    expect(passwordRuleResults('Élégance2024')).toEqual({ minLength: true, uppercase: true, digit: true });
  });

  it('calls a password strong only when every rule is met', () => {
    expect(isStrongPassword('Élégance2024')).toBe(true);
    expect(isStrongPassword('Password1')).toBe(true);
    expect(isStrongPassword('password1')).toBe(false);
    expect(isStrongPassword('Password')).toBe(false);
    expect(isStrongPassword('Pass1')).toBe(false);
    expect(isStrongPassword('')).toBe(false);
  });
});
