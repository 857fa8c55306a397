// After a revocation an admin issues the certificate again (issue_certificate): only an admin, only for a
// completed course, with today's worker data (its name in parts too) and the original completion date as the period's end.
import { expect, it } from 'vitest';

import { DEMO, PROFILE, usePortalGateway } from './helpers';

const env = usePortalGateway();
const INDUCTION = '30000000-0000-4000-8000-000000000002';
const HEIGHTS = '30000000-0000-4000-8000-000000000001';

it('issues a new certificate after a revocation, for admins only and only when the course is complete', async () => {
  const admin = env.as(DEMO.admin.uid);
  const args = { p_profile_id: PROFILE.colaboradorA, p_course_id: INDUCTION };

  const existing = await admin.rpc('issue_certificate', args);
  expect(existing.data?.code).toBe('A1B2-C3D4-E5F6');

  const revoke = await admin
    .from('certificates')
    .update({ revoked_reason: 'Puesto incorrecto' })
    .eq('code', 'A1B2-C3D4-E5F6');
  expect(revoke.error).toBeNull();
  await env.service
    .from('profiles')
    .update({ job_title: 'Residente de obra', last_name_maternal: 'Campos Rey' })
    .eq('id', PROFILE.colaboradorA);

  const refused = await env.as(DEMO.colaboradorA.uid).rpc('issue_certificate', args);
  expect(refused.error?.message).toBe('Solo un administrador puede emitir constancias.');
  const incomplete = await admin.rpc('issue_certificate', { ...args, p_course_id: HEIGHTS });
  expect(incomplete.error?.message).toBe('El colaborador aún no completa el curso.');

  const issued = await admin.rpc('issue_certificate', args);
  expect(issued.error).toBeNull();
  const completed = await env.service
    .from('lesson_progress')
    .select('completed_at')
    .eq('profile_id', PROFILE.colaboradorA)
    .eq('course_id', INDUCTION)
    .single();
  expect(issued.data).toMatchObject({
    job_title: 'Residente de obra',
    worker_name: 'Diego Ortiz Campos Rey',
    worker_given_names: 'Diego',
    worker_last_name_paternal: 'Ortiz',
    worker_last_name_maternal: 'Campos Rey',
    revoked_at: null,
    period_end: completed.data!.completed_at!.slice(0, 10),
  });
  expect(issued.data?.code).not.toBe('A1B2-C3D4-E5F6');
  const valid = await admin
    .from('certificates')
    .select('code')
    .eq('profile_id', PROFILE.colaboradorA)
    .is('revoked_at', null);
  expect(valid.data).toEqual([{ code: issued.data!.code }]);
});
