// Password rules of spec §5. Three contexts share the same classes with small differences:
// the reset screen (specials !@#$%^&*), profile pages (the same, and only those characters allowed)
// and the change-password dialog (a wider set of specials, failures listed as bullets).
export const MIN_PASSWORD_LENGTH = 8;

const STRICT_SPECIALS = /[!@#$%^&*]/;
const WIDE_SPECIALS = /[^A-Za-z0-9\s]/;
const PROFILE_ALLOWED = /^[A-Za-z\d!@#$%^&*]+$/;

export const passwordTexts = {
  resetRule:
    'La contraseña debe tener al menos 8 caracteres, una mayúscula, una minúscula, un número y un carácter especial (!@#$%^&*).',
  profileRule:
    'La nueva contraseña debe tener al menos 8 caracteres, una mayúscula, una minúscula, un número y un carácter especial (!@#$%^&*).',
  resetMismatch: 'Las contraseñas no coinciden',
  dialogMismatch: 'Las nuevas contraseñas no coinciden',
  currentRequired: 'Ingresa tu contraseña actual.',
  bullets: {
    length: 'Al menos 8 caracteres',
    upper: 'Una letra mayúscula',
    lower: 'Una letra minúscula',
    digit: 'Un número',
    special: 'Un carácter especial',
  },
} as const;

export type PasswordRule = keyof typeof passwordTexts.bullets;

/** The rules a password fails, in display order; `wide` accepts any symbol as the special character. */
export function failedPasswordRules(password: string, specials: 'strict' | 'wide' = 'wide'): PasswordRule[] {
  const failed: PasswordRule[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) failed.push('length');
  if (!/[A-Z]/.test(password)) failed.push('upper');
  if (!/[a-z]/.test(password)) failed.push('lower');
  if (!/\d/.test(password)) failed.push('digit');
  if (!(specials === 'strict' ? STRICT_SPECIALS : WIDE_SPECIALS).test(password)) failed.push('special');
  return failed;
}

/** Reset screen: null when valid, otherwise the Spanish error. */
export function validateResetPassword(password: string, confirmation: string): string | null {
  if (failedPasswordRules(password, 'strict').length > 0) return passwordTexts.resetRule;
  if (password !== confirmation) return passwordTexts.resetMismatch;
  return null;
}

/** Profile pages: the strict rule, and nothing outside letters, digits and !@#$%^&*. */
export function validateProfilePassword(password: string, confirmation: string): string | null {
  if (failedPasswordRules(password, 'strict').length > 0 || !PROFILE_ALLOWED.test(password)) {
    return passwordTexts.profileRule;
  }
  if (password !== confirmation) return passwordTexts.dialogMismatch;
  return null;
}

export type DialogValidation = { ok: true } | { ok: false; failed: PasswordRule[]; mismatch: boolean };

/** Change-password dialog: the failed rules (shown as bullets) and whether the confirmation differs. */
export function validateDialogPassword(password: string, confirmation: string): DialogValidation {
  const failed = failedPasswordRules(password, 'wide');
  const mismatch = password !== confirmation;
  return failed.length === 0 && !mismatch ? { ok: true } : { ok: false, failed, mismatch };
}
