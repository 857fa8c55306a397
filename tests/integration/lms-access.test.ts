// Who reaches what in the LMS, beyond the permission matrix's cells: company assignments, unpublished
// courses, the answer key, the quiz functions for callers a course is not assigned to, the admin's
// publishing and assignment rules, the certificate views, public verification and course files.
import { describe, expect, it } from 'vitest';

import { COMPANY, DEMO, PROFILE, idsOf, untyped, usePortalGateway } from './helpers';
import { COURSE, ONE_QUESTION, SEEDED_CERTIFICATE, buildCourse, newCollaborator } from './lms-fixtures';

const env = usePortalGateway();
const CLIENTS = [DEMO.clienteA.uid, DEMO.clienteB.uid, DEMO.sinempresa.uid, DEMO.inactivo.uid];
const CONTENT = ['courses', 'course_modules', 'lessons', 'quizzes', 'course_assignments'] as const;

/** Ids of the course's rows in each content table, as the caller reads them. */
async function contentSeen(uid: string | null, course: string) {
  const c = untyped(uid === null ? env.anon : env.as(uid));
  const seen: Record<string, string[]> = {};
  for (const table of CONTENT) {
    seen[table] = idsOf(
      await c
        .from(table)
        .select('id')
        .eq(table === 'courses' ? 'id' : 'course_id', course),
    );
  }
  return seen;
}

const NOTHING = Object.fromEntries(CONTENT.map((t) => [t, []]));

describe('who reads a course', () => {
  it('a course assigned to company A reaches colaborador_a, not the collaborator without company nor clients', async () => {
    const course = await buildCourse(env, {
      quiz: { passing: 50, maxAttempts: 2, questions: [ONE_QUESTION] },
    });
    const assignment = await env.service
      .from('course_assignments')
      .insert({ course_id: course.id, company_id: COMPANY.A })
      .select('id')
      .single();
    expect(assignment.error).toBeNull();
    const seen = await contentSeen(DEMO.colaboradorA.uid, course.id);
    expect(seen.courses).toEqual([course.id]);
    expect(seen.lessons).toEqual([...course.lessons].sort());
    expect(seen.quizzes).toEqual([course.quizId]);
    expect(seen.course_assignments).toEqual([assignment.data!.id]);
    expect(seen.course_modules).toHaveLength(1);
    // A deactivated collaborator of company A counts as nobody.
    const inactive = await newCollaborator(env, COMPANY.A);
    expect(
      (await env.service.from('profiles').update({ active: false }).eq('id', inactive.profile)).error,
    ).toBeNull();
    for (const uid of [DEMO.colaborador.uid, inactive.uid, ...CLIENTS, null]) {
      expect(await contentSeen(uid, course.id)).toEqual(NOTHING);
    }
  });

  it('an assigned course stays invisible until it is published, with its content and quiz', async () => {
    const course = await buildCourse(env, {
      published: false,
      quiz: { passing: 50, maxAttempts: null, questions: [ONE_QUESTION] },
      assign: [{ profile: PROFILE.colaborador }, { company: COMPANY.A }],
    });
    for (const uid of [DEMO.colaborador.uid, DEMO.colaboradorA.uid]) {
      expect(await contentSeen(uid, course.id)).toEqual(NOTHING);
      const quiz = await env.as(uid).rpc('quiz_for_attempt', { p_course_id: course.id });
      expect(quiz.error).toMatchObject({ code: '42501', message: 'No tienes acceso a este curso.' });
    }
    // The control: publishing it is all it takes.
    expect(
      (await env.service.from('courses').update({ published: true }).eq('id', course.id)).error,
    ).toBeNull();
    expect((await contentSeen(DEMO.colaborador.uid, course.id)).courses).toEqual([course.id]);
  });

  it('no collaborator reads the answer key, even of its own assigned course; the admin does', async () => {
    const course = await buildCourse(env, {
      quiz: { passing: 50, maxAttempts: null, questions: [ONE_QUESTION] },
      assign: [{ profile: PROFILE.colaborador }, { company: COMPANY.A }],
    });
    const question = course.questions[0];
    for (const uid of [DEMO.colaborador.uid, DEMO.colaboradorA.uid]) {
      const c = env.as(uid);
      expect(idsOf(await c.from('quiz_questions').select('id'))).toEqual([]);
      expect(idsOf(await c.from('quiz_options').select('id'))).toEqual([]);
      expect(idsOf(await c.from('quiz_options').select('id').eq('question_id', question.id))).toEqual([]);
      // ...while the quiz itself is readable (the refusal is about the key, not the course).
      expect(idsOf(await c.from('quizzes').select('id').eq('course_id', course.id))).toEqual([course.quizId]);
    }
    const admin = await env
      .as(DEMO.admin.uid)
      .from('quiz_options')
      .select('id')
      .eq('question_id', question.id);
    expect(idsOf(admin)).toEqual(Object.values(question.options).sort());
  });

  it('quiz_for_attempt gives the assigned collaborator the questions without the key, and refuses the others', async () => {
    const course = await buildCourse(env, {
      quiz: {
        passing: 50,
        maxAttempts: 3,
        questions: [ONE_QUESTION, { multiple: true, options: ['A', 'B', 'C'], right: ['A', 'C'] }],
      },
      assign: [{ profile: PROFILE.colaborador }],
    });
    const quiz = await env.as(DEMO.colaborador.uid).rpc('quiz_for_attempt', { p_course_id: course.id });
    expect(quiz.error).toBeNull();
    expect(quiz.data).toEqual({
      id: course.quizId,
      title: 'Evaluación',
      passing_score: 50,
      max_attempts: 3,
      attempts_used: 0,
      questions: [
        {
          id: course.questions[0].id,
          prompt: 'Pregunta 1',
          multiple: false,
          options: ['Sí', 'No'].map((label) => ({ id: course.questions[0].options[label], label })),
        },
        {
          id: course.questions[1].id,
          prompt: 'Pregunta 2',
          multiple: true,
          options: ['A', 'B', 'C'].map((label) => ({ id: course.questions[1].options[label], label })),
        },
      ],
    });
    const callers = [DEMO.colaboradorA.uid, ...CLIENTS, DEMO.adminInactivo.uid];
    for (const c of [env.anon, ...callers.map((uid) => env.as(uid))]) {
      const refused = await c.rpc('quiz_for_attempt', { p_course_id: course.id });
      expect({ error: refused.error?.code, message: refused.error?.message, data: refused.data }).toEqual({
        error: '42501',
        message: 'No tienes acceso a este curso.',
        data: null,
      });
      const submit = await c.rpc('submit_quiz_attempt', { p_course_id: course.id, p_answers: {} });
      expect(submit.error).toMatchObject({ code: '42501', message: 'No tienes acceso a este curso.' });
    }
    const attempts = await env.service.from('quiz_attempts').select('id').eq('course_id', course.id);
    expect(attempts.data).toEqual([]);
    // The admin previews it.
    const preview = await env.as(DEMO.admin.uid).rpc('quiz_for_attempt', { p_course_id: course.id });
    expect(preview.data).toMatchObject({ id: course.quizId });
  });
});

describe('admin rules', () => {
  const publish = async (id: string) =>
    (await env.as(DEMO.admin.uid).from('courses').update({ published: true }).eq('id', id).select('id'))
      .error;

  it('refuses to publish a course without lessons or with an incomplete quiz, saying why', async () => {
    const noLessons = await buildCourse(env, { lessons: 0, published: false });
    expect(await publish(noLessons.id)).toMatchObject({
      code: '23514',
      message: 'No se puede publicar el curso: El curso no tiene lecciones.',
    });
    const noQuestions = await buildCourse(env, {
      published: false,
      quiz: { passing: 50, maxAttempts: null, questions: [] },
    });
    expect((await publish(noQuestions.id))?.message).toBe(
      'No se puede publicar el curso: La evaluación no tiene preguntas.',
    );
    const invalid =
      'No se puede publicar el curso: Cada pregunta necesita al menos dos opciones y su respuesta correcta ' +
      '(solo una si es de opción única).';
    for (const question of [
      { options: ['Sí', 'No'], right: ['Sí', 'No'] },
      { options: ['Sí', 'No'], right: [] },
      { options: ['Sí'], right: ['Sí'] },
    ]) {
      const course = await buildCourse(env, {
        published: false,
        quiz: { passing: 50, maxAttempts: null, questions: [question] },
      });
      expect((await publish(course.id))?.message).toBe(invalid);
    }
    const ids = [noLessons.id, noQuestions.id];
    const still = await env.service.from('courses').select('published').in('id', ids);
    expect(still.data).toEqual([{ published: false }, { published: false }]);
    // The control: a takeable course (a multiple-answer question may have several right options).
    const fine = await buildCourse(env, {
      published: false,
      quiz: {
        passing: 50,
        maxAttempts: null,
        questions: [{ multiple: true, options: ['A', 'B'], right: ['A', 'B'] }],
      },
    });
    expect(await publish(fine.id)).toBeNull();
  });

  it('assigns courses to collaborators only, stamping who assigned it', async () => {
    const course = await buildCourse(env);
    const admin = env.as(DEMO.admin.uid);
    for (const profile of [PROFILE.clienteA, PROFILE.admin, PROFILE.sinempresa]) {
      const res = await admin
        .from('course_assignments')
        .insert({ course_id: course.id, profile_id: profile });
      expect(res.error).toMatchObject({
        code: '23514',
        message: 'Solo se pueden asignar cursos a colaboradores.',
      });
    }
    const ok = await admin
      .from('course_assignments')
      .insert({ course_id: course.id, profile_id: PROFILE.colaborador, assigned_by: PROFILE.clienteA })
      .select('profile_id, assigned_by')
      .single();
    expect({ error: ok.error, data: ok.data }).toEqual({
      error: null,
      data: { profile_id: PROFILE.colaborador, assigned_by: PROFILE.admin },
    });
    // Nor may an assignment be moved to a non-collaborator afterwards.
    const moved = await admin
      .from('course_assignments')
      .update({ profile_id: PROFILE.clienteB })
      .eq('course_id', course.id)
      .select('id');
    expect(moved.error?.message).toBe('Solo se pueden asignar cursos a colaboradores.');
  });
});

describe('certificate views and verification', () => {
  const VIEW_COLUMNS = [
    'code',
    'company_id',
    'course_hours',
    'course_id',
    'course_title',
    'id',
    'issued_at',
    'job_title',
    'occupation',
    'period_end',
    'period_start',
    'profile_id',
    'thematic_area',
    'worker_name',
  ];

  it("company_certificates: a client sees its company's valid certificates only, without CURP or RFC", async () => {
    const course = await buildCourse(env, { lessons: 1 });
    const a = await newCollaborator(env, COMPANY.A);
    const b = await newCollaborator(env, COMPANY.B);
    const revoked = await newCollaborator(env, COMPANY.A);
    const certificate = (profile: string, company: string, code: string, revokedAt: string | null) => ({
      code,
      profile_id: profile,
      course_id: course.id,
      company_id: company,
      worker_name: 'Persona',
      curp: 'MATZ010101HDFTRZ09',
      company_name: 'Empresa',
      company_rfc: 'EMP010101AA1',
      course_title: 'Curso',
      course_hours: 3,
      thematic_area: '6000',
      training_agent: 'Agente',
      period_start: '2026-01-01',
      period_end: '2026-01-02',
      revoked_at: revokedAt,
      revoked_reason: revokedAt ? 'Datos erróneos' : null,
    });
    const inserted = await env.service
      .from('certificates')
      .insert([
        certificate(a.profile, COMPANY.A, 'AAAA-0000-0001', null),
        certificate(b.profile, COMPANY.B, 'BBBB-0000-0001', null),
        certificate(revoked.profile, COMPANY.A, 'AAAA-0000-0002', new Date().toISOString()),
      ]);
    expect(inserted.error).toBeNull();

    const codes = async (uid: string | null) => {
      const res = await (uid === null ? env.anon : env.as(uid)).from('company_certificates').select('*');
      expect(res.error).toBeNull();
      return { codes: res.data!.map((r) => r.code).sort(), columns: Object.keys(res.data![0] ?? {}).sort() };
    };
    expect(await codes(DEMO.clienteA.uid)).toEqual({
      codes: [SEEDED_CERTIFICATE, 'AAAA-0000-0001'],
      columns: VIEW_COLUMNS,
    });
    expect((await codes(DEMO.clienteB.uid)).codes).toEqual(['BBBB-0000-0001']);
    for (const uid of [
      null,
      DEMO.colaborador.uid,
      DEMO.colaboradorA.uid,
      a.uid,
      DEMO.sinempresa.uid,
      DEMO.inactivo.uid,
    ]) {
      expect((await codes(uid)).codes).toEqual([]);
    }
    // The admin reads every company's valid certificates (whatever other tests have issued meanwhile).
    const valid = await env.service.from('certificates').select('code').is('revoked_at', null);
    expect((await codes(DEMO.admin.uid)).codes).toEqual(valid.data!.map((r) => r.code).sort());
    expect(valid.data!.map((r) => r.code)).toContain('BBBB-0000-0001');
  });

  it('course_progress: a collaborator sees only its own rows, an admin every row, clients none', async () => {
    const person = await newCollaborator(env, COMPANY.A);
    const course = await buildCourse(env, { assign: [{ profile: person.profile }] });
    // Another test's draft may be assigned to company A meanwhile: a collaborator's rows are those of
    // published courses only (it reads no draft), the admin's every row.
    const everything = await env.service
      .from('course_progress')
      .select('course_id, profile_id, course_published');
    expect(everything.error).toBeNull();
    const key = (r: { course_id: string | null; profile_id: string | null }) =>
      `${r.course_id}/${r.profile_id}`;
    const all = everything.data!.map(key).sort();
    const seen = async (uid: string | null) => {
      const res = await (uid === null ? env.anon : env.as(uid))
        .from('course_progress')
        .select('course_id, profile_id');
      expect(res.error).toBeNull();
      return res.data!.map(key).sort();
    };
    const own = (profile: string) =>
      everything
        .data!.filter((r) => r.profile_id === profile && r.course_published)
        .map(key)
        .sort();
    expect(own(person.profile)).toContain(`${course.id}/${person.profile}`);
    expect(await seen(person.uid)).toEqual(own(person.profile));
    expect(await seen(DEMO.colaboradorA.uid)).toEqual(own(PROFILE.colaboradorA));
    expect(own(PROFILE.colaboradorA).length).toBeGreaterThan(0);
    expect(await seen(DEMO.colaborador.uid)).toEqual(own(PROFILE.colaborador));
    expect(await seen(DEMO.admin.uid)).toEqual(all);
    for (const uid of [null, DEMO.clienteA.uid, DEMO.clienteB.uid, DEMO.adminInactivo.uid]) {
      expect(await seen(uid)).toEqual([]);
    }
    // The seeded figures: colaborador_a finished the induction (certificate) and has not started heights.
    const seeded = await env
      .as(DEMO.colaboradorA.uid)
      .from('course_progress')
      .select('course_id, lessons_total, lessons_completed, has_quiz, attempts_used, certificate_code')
      .in('course_id', [COURSE.heights, COURSE.induction])
      .order('course_id');
    expect(seeded.data).toEqual([
      {
        course_id: COURSE.heights,
        lessons_total: 3,
        lessons_completed: 0,
        has_quiz: true,
        attempts_used: 0,
        certificate_code: null,
      },
      {
        course_id: COURSE.induction,
        lessons_total: 1,
        lessons_completed: 1,
        has_quiz: false,
        attempts_used: 0,
        certificate_code: SEEDED_CERTIFICATE,
      },
    ]);
  });

  it('verify_certificate answers anyone with only the name, course, dates and validity', async () => {
    const found = await env.anon.rpc('verify_certificate', {
      p_code: ` ${SEEDED_CERTIFICATE.toLowerCase()} `,
    });
    expect(found.error).toBeNull();
    expect(found.data).toHaveLength(1);
    expect(Object.keys(found.data![0]).sort()).toEqual([
      'course_hours',
      'course_title',
      'issued_at',
      'period_end',
      'period_start',
      'revoked',
      'revoked_at',
      'worker_name',
    ]);
    expect(found.data![0]).toMatchObject({
      worker_name: 'Diego Ortiz Campos',
      course_title: 'Inducción al servicio especializado',
      revoked: false,
      revoked_at: null,
    });
    expect((await env.anon.rpc('verify_certificate', { p_code: 'FFFF-FFFF-FFFF' })).data).toEqual([]);
  });
});

describe('lms-media files', () => {
  it('an assigned collaborator reads `<course>/file` of a published course; others do not; only admins write', async () => {
    const course = await buildCourse(env, { assign: [{ company: COMPANY.A }] });
    const hidden = await buildCourse(env, { published: false, assign: [{ company: COMPANY.A }] });
    const admin = env.as(DEMO.admin.uid);
    const body = Buffer.from('%PDF-1.4 lms');
    for (const id of [course.id, hidden.id]) {
      const up = await admin.storage
        .from('lms-media')
        .upload(`${id}/guia.pdf`, body, { contentType: 'application/pdf' });
      expect(up.error).toBeNull();
    }
    const download = async (uid: string | null, key: string) => {
      const res = await (uid === null ? env.anon : env.as(uid)).storage.from('lms-media').download(key);
      return res.error ? (res.error as { status?: number }).status : 'ok';
    };
    expect(await download(DEMO.colaboradorA.uid, `${course.id}/guia.pdf`)).toBe('ok');
    expect(await download(DEMO.colaboradorA.uid, `${hidden.id}/guia.pdf`)).toBe(404);
    for (const uid of [null, DEMO.colaborador.uid, DEMO.clienteA.uid, DEMO.adminInactivo.uid]) {
      expect(await download(uid, `${course.id}/guia.pdf`)).toBe(404);
    }
    const write = await env
      .as(DEMO.colaboradorA.uid)
      .storage.from('lms-media')
      .upload(`${course.id}/otro.pdf`, body, { contentType: 'application/pdf' });
    expect(write.error).toMatchObject({ status: 403 });
    const remove = await env
      .as(DEMO.colaboradorA.uid)
      .storage.from('lms-media')
      .remove([`${course.id}/guia.pdf`]);
    expect(remove.data).toEqual([]);
    expect(await download(DEMO.admin.uid, `${course.id}/guia.pdf`)).toBe('ok');
  });
});
