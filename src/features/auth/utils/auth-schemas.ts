// The zod schemas of the auth forms. The password rules themselves live in password-rules.ts; the
// schemas only say which field a failed rule belongs to, so each message appears under its field.
import { z } from 'zod';

import { resetRequestTexts } from '@/lib/errors';

import {
  failedPasswordRules,
  passwordTexts,
  validateProfilePassword,
  validateResetPassword,
} from './password-rules';

export const forgotPasswordSchema = z.object({
  email: z.string().trim().min(1, resetRequestTexts.emailRequired),
});
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({ password: z.string(), confirmation: z.string() })
  .superRefine(({ password, confirmation }, ctx) => {
    const message = validateResetPassword(password, confirmation);
    if (!message) return;
    const path = message === passwordTexts.resetMismatch ? 'confirmation' : 'password';
    ctx.addIssue({ code: 'custom', path: [path], message });
  });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

/** Shown above the bullets of the dialog variant, which lists each failed rule. */
export const RULES_HEADING = 'La contraseña debe incluir:';

/**
 * The dialog lists the failed rules (any symbol counts as special); profile pages give one message and
 * accept only !@#$%^&* as specials. A forced change has no current password.
 */
export function changePasswordSchema(variant: 'dialog' | 'profile', forced: boolean) {
  return z
    .object({ current: z.string(), next: z.string(), confirmation: z.string() })
    .superRefine(({ current, next, confirmation }, ctx) => {
      if (!forced && current === '')
        ctx.addIssue({ code: 'custom', path: ['current'], message: passwordTexts.currentRequired });
      if (variant === 'dialog') {
        if (failedPasswordRules(next, 'wide').length > 0) {
          ctx.addIssue({ code: 'custom', path: ['next'], message: RULES_HEADING });
        }
        if (next !== confirmation) {
          ctx.addIssue({ code: 'custom', path: ['confirmation'], message: passwordTexts.dialogMismatch });
        }
        return;
      }
      const message = validateProfilePassword(next, confirmation);
      if (!message) return;
      const path = message === passwordTexts.dialogMismatch ? 'confirmation' : 'next';
      ctx.addIssue({ code: 'custom', path: [path], message });
    });
}
export type ChangePasswordValues = z.infer<ReturnType<typeof changePasswordSchema>>;
export const emptyPasswordChange: ChangePasswordValues = { current: '', next: '', confirmation: '' };
