import { describe, expect, it } from 'vitest';

import {
  consentMessages,
  consentSchema,
  revokeSchema,
  verdictDefaults,
  verdictMessages,
  verdictSchema,
} from '@/features/laboratory/utils/verdict-form';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? [] : result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
const verdict = (values: Record<string, string>) =>
  verdictSchema('2026-03-10').safeParse({
    verdict: 'apto',
    validUntil: '2027-03-10',
    restrictions: '',
    ...values,
  });

describe('verdict form', () => {
  it('asks for the validity of any verdict, not before the request', () => {
    expect(messages(verdict({ validUntil: '' }))).toEqual([`validUntil: ${verdictMessages.validUntil}`]);
    expect(messages(verdict({ validUntil: '2026-02-30x' }))).toEqual([
      `validUntil: ${verdictMessages.validUntil}`,
    ]);
    expect(messages(verdict({ validUntil: '2026-03-09' }))).toEqual([
      'validUntil: La vigencia no puede ser anterior a la fecha de la solicitud.',
    ]);
    // The request's own day is a valid end.
    expect(verdict({ validUntil: '2026-03-10' }).success).toBe(true);
  });

  it('asks for the restrictions of «Apto con restricciones» only, and keeps them only there', () => {
    expect(messages(verdict({ verdict: 'apto_con_restricciones', restrictions: '   ' }))).toEqual([
      'restrictions: Describe las restricciones del dictamen «Apto con restricciones».',
    ]);
    expect(verdict({ verdict: 'apto_con_restricciones', restrictions: ' Sin alturas ' }).data).toEqual({
      verdict: 'apto_con_restricciones',
      verdict_valid_until: '2027-03-10',
      verdict_restrictions: 'Sin alturas',
    });
    expect(verdict({ verdict: 'no_apto', restrictions: 'olvidado' }).data).toEqual({
      verdict: 'no_apto',
      verdict_valid_until: '2027-03-10',
      verdict_restrictions: null,
    });
  });

  it('«Sin dictamen» clears the verdict, its date and restrictions without asking for them', () => {
    expect(verdict({ verdict: 'ninguno', validUntil: '' }).data).toEqual({
      verdict: null,
      verdict_valid_until: null,
      verdict_restrictions: null,
    });
    expect(messages(verdict({ verdict: 'dudoso' }))).toHaveLength(1);
  });

  it('opens from the stored verdict, an unknown value as «Sin dictamen»', () => {
    expect(
      verdictDefaults({ verdict: 'apto', verdict_valid_until: '2027-01-31', verdict_restrictions: null }),
    ).toEqual({ verdict: 'apto', validUntil: '2027-01-31', restrictions: '' });
    expect(
      verdictDefaults({ verdict: 'APTO', verdict_valid_until: null, verdict_restrictions: null }),
    ).toEqual({
      verdict: 'ninguno',
      validUntil: '',
      restrictions: '',
    });
  });
});

describe('consent and revocation forms', () => {
  it('names each missing part of a consent in Spanish', () => {
    expect(messages(consentSchema.safeParse({ workerName: '  ', grantedOn: '', scope: ' ' }))).toEqual([
      'workerName: Escribe el nombre del trabajador como aparece en el consentimiento.',
      'grantedOn: Indica la fecha del consentimiento.',
      'scope: Describe el alcance del consentimiento.',
    ]);
    expect(
      consentSchema.safeParse({ workerName: ' Ana Ruiz ', grantedOn: '2026-03-11', scope: 'Entrega a RH' })
        .data,
    ).toEqual({ workerName: 'Ana Ruiz', grantedOn: '2026-03-11', scope: 'Entrega a RH' });
  });

  it('asks for the reason of a revocation', () => {
    expect(messages(revokeSchema.safeParse({ reason: '   ' }))).toEqual([
      `reason: ${consentMessages.reason}`,
    ]);
    expect(revokeSchema.safeParse({ reason: ' Lo pidió el trabajador ' }).data).toEqual({
      reason: 'Lo pidió el trabajador',
    });
  });
});
