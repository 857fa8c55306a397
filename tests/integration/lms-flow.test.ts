// The LMS end to end in the database: a collaborator completes the lessons of an assigned course, fails and
// then passes its quiz (graded by submit_quiz_attempt, never seeing the answer key), and receives a DC-3
// certificate that anyone can verify by code and that an admin can revoke but nobody can change.
import { describe, expect, it } from 'vitest';

import { DEMO, PROFILE, usePortalGateway } from './helpers';

const env = usePortalGateway();
const HEIGHTS = '30000000-0000-4000-8000-000000000001';
const INDUCTION = '30000000-0000-4000-8000-000000000002';
const DRAFT = '30000000-0000-4000-8000-000000000003';

describe('LMS flow', () => {
  it('a collaborator completes a course, fails then passes the quiz, and gets a verifiable certificate', async () => {
    const me = env.as(DEMO.colaborador.uid);
    const courses = await me.from('courses').select('id').order('id');
    expect(courses.error).toBeNull();
    expect(courses.data?.map((c) => c.id)).toEqual([HEIGHTS]);

    const options = await me.from('quiz_options').select('*');
    expect(options.data).toEqual([]);

    const quiz = await me.rpc('quiz_for_attempt', { p_course_id: HEIGHTS });
    expect(quiz.error).toBeNull();
    const q = quiz.data as {
      questions: { id: string; multiple: boolean; options: { id: string; label: string }[] }[];
    };
    expect(JSON.stringify(q)).not.toContain('is_correct');
    expect(q.questions).toHaveLength(3);

    const lessons = await me.from('lessons').select('id').eq('course_id', HEIGHTS);
    for (const l of lessons.data ?? []) {
      const r = await me
        .from('lesson_progress')
        .upsert({
          lesson_id: l.id,
          profile_id: PROFILE.colaborador,
          course_id: HEIGHTS,
          completed_at: new Date().toISOString(),
        });
      expect(r.error).toBeNull();
    }
    let cert = await me.from('certificates').select('*');
    expect(cert.data).toEqual([]);

    const wrong = await me.rpc('submit_quiz_attempt', { p_course_id: HEIGHTS, p_answers: {} });
    expect(wrong.error).toBeNull();
    expect(wrong.data).toMatchObject({ score: 0, passed: false, attempt_number: 1 });

    const pick = (label: string[]) => (qq: (typeof q.questions)[number]) =>
      qq.options.filter((o) => label.includes(o.label)).map((o) => o.id);
    const answers = {
      [q.questions[0].id]: pick(['1.80 m'])(q.questions[0]),
      [q.questions[1].id]: pick(['Costuras', 'Hebillas'])(q.questions[1]),
      [q.questions[2].id]: pick(['No'])(q.questions[2]),
    };
    const right = await me.rpc('submit_quiz_attempt', { p_course_id: HEIGHTS, p_answers: answers });
    expect(right.error).toBeNull();
    expect(right.data).toMatchObject({ score: 100, passed: true, attempt_number: 2 });

    cert = await me.from('certificates').select('*');
    expect(cert.data).toHaveLength(1);
    const c = cert.data![0];
    expect(c).toMatchObject({
      worker_name: 'Carla Jiménez Vega',
      curp: 'JIVC900215MNLMGR01',
      company_rfc: 'SIP000101AA1',
      course_hours: 8,
      thematic_area: '6000',
      score: 100,
    });

    const verify = await env.anon.rpc('verify_certificate', { p_code: c.code.toLowerCase() });
    expect(verify.data).toEqual([
      expect.objectContaining({ worker_name: 'Carla Jiménez Vega', revoked: false }),
    ]);

    const edit = await me.from('certificates').update({ worker_name: 'Otra' }).eq('id', c.id).select();
    expect(edit.data).toEqual([]);
    const admin = env.as(DEMO.admin.uid);
    const forge = await admin.from('certificates').update({ course_hours: 99 }).eq('id', c.id).select();
    expect(forge.error?.message).toBe('Una constancia emitida no se puede modificar.');
    const revoke = await admin
      .from('certificates')
      .update({ revoked_reason: 'Error en datos' })
      .eq('id', c.id)
      .select()
      .single();
    expect(revoke.error).toBeNull();
    expect(revoke.data?.revoked_at).not.toBeNull();
    const after = await env.anon.rpc('verify_certificate', { p_code: c.code });
    expect(after.data).toEqual([expect.objectContaining({ revoked: true })]);
    const del = await admin.from('certificates').delete().eq('id', c.id);
    expect(del.error).not.toBeNull();
  });

  it('the seeded certificate is visible to company A clients, not B, and progress view', async () => {
    const a = await env.as(DEMO.clienteA.uid).from('company_certificates').select('*');
    expect(a.error).toBeNull();
    expect(a.data?.map((r) => r.code)).toEqual(['A1B2-C3D4-E5F6']);
    const b = await env.as(DEMO.clienteB.uid).from('company_certificates').select('*');
    expect(b.data).toEqual([]);
    const col = await env.as(DEMO.colaborador.uid).from('company_certificates').select('*');
    expect(col.data).toEqual([]);
    const prog = await env
      .as(DEMO.colaboradorA.uid)
      .from('course_progress')
      .select('*')
      .order('course_title');
    expect(prog.error).toBeNull();
    expect(prog.data?.map((r) => [r.course_id, r.lessons_completed, r.certificate_code])).toEqual([
      [INDUCTION, 1, 'A1B2-C3D4-E5F6'],
      [HEIGHTS, 0, null],
    ]);
    const admin = await env.as(DEMO.admin.uid).from('course_progress').select('profile_id');
    expect(admin.data).toHaveLength(3);
    const draft = await env.as(DEMO.admin.uid).from('courses').update({ published: true }).eq('id', DRAFT);
    expect(draft.error?.message).toContain('No se puede publicar el curso');
  });
});
