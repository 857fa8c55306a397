// Password rules and auth schemas at their edges: the length limit, what counts as a special character
// in each context, and under which field each message appears.
import { describe, expect, it } from 'vitest';

import { changePasswordSchema, emptyPasswordChange, RULES_HEADING } from '@/features/auth/utils/auth-schemas';
import { readLogin } from '@/features/auth/utils/login-schema';
import {
  failedPasswordRules,
  passwordTexts,
  validateProfilePassword,
} from '@/features/auth/utils/password-rules';

const fields = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('failedPasswordRules edges', () => {
  it('needs at least 8 characters', () => {
    expect(failedPasswordRules('Abcde1!')).toEqual(['length']);
    expect(failedPasswordRules('Abcdef1!')).toEqual([]);
  });

  it('counts any symbol but not a space as special in the wide set, only !@#$%^&* in the strict one', () => {
    expect(failedPasswordRules('Abcdef12 ')).toEqual(['special']);
    expect(failedPasswordRules('Abcdef12-')).toEqual([]);
    expect(failedPasswordRules('Abcdef12-', 'strict')).toEqual(['special']);
    for (const c of '!@#$%^&*') expect(failedPasswordRules(`Abcdef12${c}`, 'strict')).toEqual([]);
    expect(failedPasswordRules('ABCDEF12!', 'strict')).toEqual(['lower']);
  });

  it('uses the wide set by default', () => {
    expect(failedPasswordRules('Abcdef12~')).toEqual([]);
  });
});

describe('validateProfilePassword edges', () => {
  it('refuses any character outside letters, digits and !@#$%^&*, wherever it is', () => {
    expect(validateProfilePassword('-Nueva#2026', '-Nueva#2026')).toBe(passwordTexts.profileRule);
    expect(validateProfilePassword('Nueva#2026-', 'Nueva#2026-')).toBe(passwordTexts.profileRule);
    expect(validateProfilePassword('Nueva#2026', 'Nueva#2026')).toBeNull();
    expect(validateProfilePassword('nueva#2026', 'nueva#2026')).toBe(passwordTexts.profileRule);
  });
});

describe('readLogin', () => {
  it('needs an identifier (trimmed) and a password', () => {
    expect(readLogin({ identifier: ' ana ', password: ' x ' })).toEqual({
      identifier: 'ana',
      password: ' x ',
    });
    expect(readLogin({ identifier: '  ', password: 'x' })).toBeNull();
    expect(readLogin({ identifier: 'ana', password: '' })).toBeNull();
  });
});

describe('changePasswordSchema edges', () => {
  const strong = 'Segura#2026';
  it('puts a profile mismatch under the confirmation and accepts a matching strong password', () => {
    const schema = changePasswordSchema('profile', false);
    expect(fields(schema.safeParse({ current: 'x', next: strong, confirmation: 'Segura#2025' }))).toEqual([
      `confirmation: ${passwordTexts.dialogMismatch}`,
    ]);
    expect(schema.safeParse({ current: 'x', next: strong, confirmation: strong }).success).toBe(true);
  });

  it('asks for the current password on the profile page too, unless forced', () => {
    const values = { current: '', next: strong, confirmation: strong };
    // Only the field is marked (the submit button stays disabled without it, so no text is shown).
    const result = changePasswordSchema('profile', false).safeParse(values);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['current']);
    expect(changePasswordSchema('profile', true).safeParse(values).success).toBe(true);
  });

  it('lists a weak and mismatched dialog password under both fields, and only the mismatch when strong', () => {
    const schema = changePasswordSchema('dialog', true);
    expect(fields(schema.safeParse({ current: '', next: 'debil', confirmation: 'debil' }))).toEqual([
      `next: ${RULES_HEADING}`,
    ]);
    expect(fields(schema.safeParse({ current: '', next: strong, confirmation: '' }))).toEqual([
      `confirmation: ${passwordTexts.dialogMismatch}`,
    ]);
  });

  it('starts empty', () => {
    expect(emptyPasswordChange).toEqual({ current: '', next: '', confirmation: '' });
  });
});
