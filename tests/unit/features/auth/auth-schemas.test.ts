import {
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
} from '@/features/auth/utils/auth-schemas';

/** field -> message of each issue, as the form shows them. */
const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('auth form schemas', () => {
  it('asks for the email of a reset request, trimmed', () => {
    expect(issues(forgotPasswordSchema.safeParse({ email: '   ' }))).toEqual({
      email: 'Por favor, ingresa tu correo electrónico.',
    });
    expect(forgotPasswordSchema.parse({ email: ' a@b.mx ' })).toEqual({ email: 'a@b.mx' });
  });

  it('puts the reset rule under the password and the mismatch under the confirmation', () => {
    expect(issues(resetPasswordSchema.safeParse({ password: 'corta', confirmation: 'otra' }))).toEqual({
      password:
        'La contraseña debe tener al menos 8 caracteres, una mayúscula, una minúscula, un número y un carácter especial (!@#$%^&*).',
    });
    expect(
      issues(resetPasswordSchema.safeParse({ password: 'Nueva#2026', confirmation: 'Nueva#2025' })),
    ).toEqual({ confirmation: 'Las contraseñas no coinciden' });
    expect(
      resetPasswordSchema.safeParse({ password: 'Nueva#2026', confirmation: 'Nueva#2026' }).success,
    ).toBe(true);
  });

  it('accepts any symbol in the dialog and only !@#$%^&* in profile pages', () => {
    const values = { current: 'x', next: 'Nueva-2026', confirmation: 'Nueva-2026' };
    expect(changePasswordSchema('dialog', false).safeParse(values).success).toBe(true);
    expect(issues(changePasswordSchema('profile', false).safeParse(values))).toEqual({
      next: 'La nueva contraseña debe tener al menos 8 caracteres, una mayúscula, una minúscula, un número y un carácter especial (!@#$%^&*).',
    });
    expect(issues(changePasswordSchema('dialog', false).safeParse({ ...values, next: 'debil' }))).toEqual({
      next: 'La contraseña debe incluir:',
      confirmation: 'Las nuevas contraseñas no coinciden',
    });
  });

  it('requires the current password unless the change is forced', () => {
    const values = { current: '', next: 'Segura-2026', confirmation: 'Segura-2026' };
    const result = changePasswordSchema('dialog', false).safeParse(values);
    // In Spanish: an empty message would make zod show its English default ('Invalid input').
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['current', 'Ingresa tu contraseña actual.'],
    ]);
    expect(changePasswordSchema('dialog', true).safeParse(values).success).toBe(true);
  });
});
