// The verdict dialog's fields and Spanish messages: the database checks the same rules.
import { z } from 'zod';

import { isLabVerdict, LAB_VERDICT_VALUES } from './lab-verdict';

export const verdictMessages = {
  validUntil: 'Indica hasta cuándo es válido el dictamen.',
  beforeRequest: 'La vigencia no puede ser anterior a la fecha de la solicitud.',
  restrictions: 'Describe las restricciones del dictamen «Apto con restricciones».',
  saveFailed: 'No se pudo guardar el dictamen. Inténtalo de nuevo.',
} as const;

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));

/** `requestDate`: the request's day (YYYY-MM-DD); the validity cannot start before it. */
export const verdictSchema = (requestDate: string) =>
  z
    .object({
      verdict: z.enum(['ninguno', ...LAB_VERDICT_VALUES]),
      validUntil: z.string(),
      restrictions: z.string().trim(),
    })
    .superRefine((v, ctx) => {
      if (v.verdict === 'ninguno') return;
      if (!isDay(v.validUntil))
        ctx.addIssue({ code: 'custom', path: ['validUntil'], message: verdictMessages.validUntil });
      else if (v.validUntil < requestDate.slice(0, 10))
        ctx.addIssue({ code: 'custom', path: ['validUntil'], message: verdictMessages.beforeRequest });
      if (v.verdict === 'apto_con_restricciones' && v.restrictions === '')
        ctx.addIssue({ code: 'custom', path: ['restrictions'], message: verdictMessages.restrictions });
    })
    .transform((v) => ({
      verdict: v.verdict === 'ninguno' ? null : v.verdict,
      verdict_valid_until: v.verdict === 'ninguno' ? null : v.validUntil,
      verdict_restrictions: v.verdict === 'apto_con_restricciones' ? v.restrictions : null,
    }));

export type VerdictFormInput = z.input<ReturnType<typeof verdictSchema>>;

/** The dialog's values of a request as loaded (or as stored, for a stale save's conflict). */
export const verdictDefaults = (request: {
  verdict: string | null;
  verdict_valid_until: string | null;
  verdict_restrictions: string | null;
}): VerdictFormInput => ({
  verdict: isLabVerdict(request.verdict) ? request.verdict : 'ninguno',
  validUntil: request.verdict_valid_until ?? '',
  restrictions: request.verdict_restrictions ?? '',
});
export type VerdictFormOutput = z.output<ReturnType<typeof verdictSchema>>;

export const consentMessages = {
  worker: 'Escribe el nombre del trabajador como aparece en el consentimiento.',
  grantedOn: 'Indica la fecha del consentimiento.',
  scope: 'Describe el alcance del consentimiento.',
  reason: 'Indica el motivo de la revocación.',
} as const;

export const consentSchema = z.object({
  workerName: z.string().trim().min(1, consentMessages.worker),
  grantedOn: z.string().refine(isDay, consentMessages.grantedOn),
  scope: z.string().trim().min(1, consentMessages.scope),
});

export const revokeSchema = z.object({ reason: z.string().trim().min(1, consentMessages.reason) });
