import {
  failedPasswordRules,
  passwordTexts,
  validateDialogPassword,
  validateProfilePassword,
  validateResetPassword,
} from '@/features/auth/utils/password-rules';

describe('password rules', () => {
  it('lists every failed rule in order', () => {
    expect(failedPasswordRules('')).toEqual(['length', 'upper', 'lower', 'digit', 'special']);
    expect(failedPasswordRules('abcdefgh')).toEqual(['upper', 'digit', 'special']);
    expect(failedPasswordRules('Portal#2026')).toEqual([]);
    expect(failedPasswordRules('Ab1!')).toEqual(['length']);
  });

  it('accepts only !@#$%^&* as special character on the reset screen', () => {
    expect(validateResetPassword('Portal#2026', 'Portal#2026')).toBeNull();
    expect(validateResetPassword('Portal-2026', 'Portal-2026')).toBe(passwordTexts.resetRule);
    expect(validateResetPassword('Portal#2026', 'Portal#2027')).toBe('Las contraseñas no coinciden');
  });

  it('allows only letters, digits and !@#$%^&* in profile pages', () => {
    expect(validateProfilePassword('Nueva#2026', 'Nueva#2026')).toBeNull();
    expect(validateProfilePassword('Nueva#2026 ñ', 'Nueva#2026 ñ')).toBe(passwordTexts.profileRule);
    expect(validateProfilePassword('Nueva#2026', 'Nueva#2025')).toBe('Las nuevas contraseñas no coinciden');
  });

  it('accepts a wider set of special characters in the dialog and reports the failures', () => {
    expect(validateDialogPassword('Portal-2026', 'Portal-2026')).toEqual({ ok: true });
    expect(validateDialogPassword('portal', 'portal')).toEqual({
      ok: false,
      failed: ['length', 'upper', 'digit', 'special'],
      mismatch: false,
    });
    expect(validateDialogPassword('Portal#2026', 'otra')).toEqual({ ok: false, failed: [], mismatch: true });
  });
});
