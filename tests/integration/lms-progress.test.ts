// A collaborator's own LMS records: lesson progress (stamped by the database), quiz attempts (graded by
// submit_quiz_attempt) and DC-3 certificates (issued by the database once, immutable but revocable). Each
// test works on a course and collaborators of its own, except the seeded end-to-end flow.
import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { COMPANY, DEMO, PROFILE, type Client, untyped, usePortalGateway } from './helpers';
import {
  COURSE,
  ONE_QUESTION,
  buildCourse,
  completeLessons,
  newCollaborator,
  type BuiltCourse,
} from './lms-fixtures';

const env = usePortalGateway();
const NOW_MS = 60_000;
const recent = (stamp: string | null | undefined) => Date.now() - Date.parse(stamp ?? '') < NOW_MS;

async function progressOf(profile: string, course: string) {
  const res = await env.service
    .from('lesson_progress')
    .select('*')
    .eq('profile_id', profile)
    .eq('course_id', course);
  if (res.error) throw new Error(res.error.message);
  return res.data;
}

async function certificatesOf(profile: string, course: string) {
  const res = await env.service
    .from('certificates')
    .select('*')
    .eq('profile_id', profile)
    .eq('course_id', course)
    .order('issued_at');
  if (res.error) throw new Error(res.error.message);
  return res.data;
}

const submit = (c: Client, course: string, answers: Record<string, string[]>) =>
  c.rpc('submit_quiz_attempt', { p_course_id: course, p_answers: answers });

describe('lesson progress', () => {
  it('is refused on a course not assigned to the caller, or assigned but unpublished', async () => {
    const person = await newCollaborator(env, COMPANY.A);
    const unassigned = await buildCourse(env, { assign: [{ profile: PROFILE.colaborador }] });
    const unpublished = await buildCourse(env, { published: false, assign: [{ profile: person.profile }] });
    for (const course of [unassigned, unpublished]) {
      const res = await person.client
        .from('lesson_progress')
        .insert({ lesson_id: course.lessons[0], profile_id: person.profile, course_id: course.id });
      expect(res.error?.code).toBe('42501');
      expect(await progressOf(person.profile, course.id)).toEqual([]);
    }
  });

  it('belongs to the caller and to the lesson’s course whatever the body says, with times from the database', async () => {
    const person = await newCollaborator(env);
    const course = await buildCourse(env, { assign: [{ profile: person.profile }] });
    const other = await buildCourse(env, {
      assign: [{ profile: person.profile }, { profile: PROFILE.colaborador }],
    });
    const res = await person.client.from('lesson_progress').insert({
      lesson_id: course.lessons[0],
      profile_id: PROFILE.colaborador,
      course_id: other.id,
      started_at: '2000-01-01T00:00:00+00:00',
      last_viewed_at: '2000-01-01T00:00:00+00:00',
      completed_at: '2000-01-01T00:00:00+00:00',
    });
    expect(res.error).toBeNull();
    const [row] = await progressOf(person.profile, course.id);
    expect(row).toMatchObject({
      profile_id: person.profile,
      course_id: course.id,
      lesson_id: course.lessons[0],
    });
    expect([recent(row.started_at), recent(row.last_viewed_at), recent(row.completed_at)]).toEqual([
      true,
      true,
      true,
    ]);
    expect(await progressOf(PROFILE.colaborador, other.id)).toEqual([]);
  });

  it('keeps a completed lesson completed: completed_at can be neither cleared nor moved', async () => {
    const person = await newCollaborator(env);
    const course = await buildCourse(env, { lessons: 2, assign: [{ profile: person.profile }] });
    await completeLessons(person.client, course.id, [course.lessons[0]], person.profile);
    const [before] = await progressOf(person.profile, course.id);
    for (const completed_at of [null, '2001-01-01T00:00:00+00:00']) {
      const res = await person.client.from('lesson_progress').upsert({
        lesson_id: course.lessons[0],
        profile_id: person.profile,
        course_id: course.id,
        completed_at,
      });
      expect(res.error).toBeNull();
      const [after] = await progressOf(person.profile, course.id);
      expect({ completed: after.completed_at, started: after.started_at }).toEqual({
        completed: before.completed_at,
        started: before.started_at,
      });
    }
  });

  it('another collaborator reads none of it, nor of the attempts and certificates; the owner reads all', async () => {
    const owner = await newCollaborator(env, COMPANY.A);
    const peer = await newCollaborator(env, COMPANY.A);
    const course = await buildCourse(env, {
      lessons: 1,
      quiz: { passing: 100, maxAttempts: null, questions: [ONE_QUESTION] },
      assign: [{ company: COMPANY.A }],
    });
    await completeLessons(owner.client, course.id, course.lessons, owner.profile);
    const q = course.questions[0];
    expect((await submit(owner.client, course.id, { [q.id]: [q.options['Sí']] })).error).toBeNull();
    const count = async (c: Client) =>
      Promise.all([
        c.from('lesson_progress').select('lesson_id').eq('course_id', course.id),
        c.from('quiz_attempts').select('id').eq('course_id', course.id),
        c.from('certificates').select('id').eq('course_id', course.id),
      ]).then((all) => all.map((r) => (r.error ? r.error.message : r.data.length)));
    expect(await count(owner.client)).toEqual([1, 1, 1]);
    for (const c of [peer.client, env.as(DEMO.colaboradorA.uid), env.as(DEMO.clienteA.uid), env.anon]) {
      expect(await count(c)).toEqual([0, 0, 0]);
    }
  });
});

describe('quiz attempts', () => {
  const quizCourse = (person: string, maxAttempts: number | null, passing = 100) =>
    buildCourse(env, {
      lessons: 1,
      quiz: {
        passing,
        maxAttempts,
        questions: [
          { multiple: true, options: ['A', 'B', 'C'], right: ['A', 'B'] },
          ONE_QUESTION,
          ONE_QUESTION,
        ],
      },
      assign: [{ profile: person }],
    });
  const ids = (course: BuiltCourse) => {
    const [multi, single, third] = course.questions;
    return { multi, single, third, A: multi.options.A, B: multi.options.B, C: multi.options.C };
  };

  it('are graded exactly: a multiple-answer question needs exactly its right set; garbage is ignored', async () => {
    const person = await newCollaborator(env);
    const course = await quizCourse(person.profile, null);
    const { multi, single, third, A, B, C } = ids(course);
    const yes = single.options['Sí'];
    const yes3 = third.options['Sí'];
    const cases: [Record<string, unknown>, boolean[], number][] = [
      // A subset or a superset of the right options is wrong.
      [{ [multi.id]: [A], [single.id]: [yes], [third.id]: [] }, [false, true, false], 33],
      [{ [multi.id]: [A, B, C], [single.id]: [yes, single.options.No] }, [false, false, false], 0],
      // Order and repetitions do not matter; strings that are no uuid and unknown questions are ignored.
      [
        {
          [multi.id]: [B, A, A, 'x', '1'],
          [single.id]: [yes, 'nada'],
          [third.id]: 'Sí',
          [randomUUID()]: [yes3],
        },
        [true, true, false],
        66,
      ],
      // An uuid that is no right option (another question's option, or none at all) makes it wrong.
      [
        { [multi.id]: [A, B, yes], [single.id]: [yes, randomUUID()], [third.id]: [yes3] },
        [false, false, true],
        33,
      ],
      [{ [multi.id]: [A, B], [single.id]: [yes], [third.id]: [yes3] }, [true, true, true], 100],
    ];
    for (const [i, [answers, results, score]] of cases.entries()) {
      const res = await person.client.rpc('submit_quiz_attempt', {
        p_course_id: course.id,
        p_answers: answers as never,
      });
      expect(res.error).toBeNull();
      expect(res.data).toMatchObject({
        attempt_number: i + 1,
        score,
        passed: score === 100,
        results: { [multi.id]: results[0], [single.id]: results[1], [third.id]: results[2] },
      });
      expect(Object.keys(res.data!.results as object)).toHaveLength(3);
    }
  });

  it('are refused after passing, and beyond max_attempts, without a new row', async () => {
    const passer = await newCollaborator(env);
    const course = await quizCourse(passer.profile, 5, 60);
    const { multi, single, third, A, B } = ids(course);
    const right = {
      [multi.id]: [A, B],
      [single.id]: [single.options['Sí']],
      [third.id]: [third.options['Sí']],
    };
    expect((await submit(passer.client, course.id, right)).data).toMatchObject({
      passed: true,
      attempt_number: 1,
    });
    const again = await submit(passer.client, course.id, right);
    expect(again.error).toMatchObject({ code: '23514', message: 'Ya aprobaste esta evaluación.' });

    const failer = await newCollaborator(env);
    const limited = await quizCourse(failer.profile, 2);
    for (const n of [1, 2]) {
      expect((await submit(failer.client, limited.id, {})).data).toMatchObject({
        passed: false,
        attempt_number: n,
      });
    }
    const third3 = await submit(failer.client, limited.id, {});
    expect(third3.error).toMatchObject({ code: '23514', message: 'Ya usaste los 2 intentos permitidos.' });
    const quiz = await failer.client.rpc('quiz_for_attempt', { p_course_id: limited.id });
    expect(quiz.data).toMatchObject({ attempts_used: 2, max_attempts: 2 });
    const rows = await env.service
      .from('quiz_attempts')
      .select('profile_id')
      .in('course_id', [course.id, limited.id]);
    expect(rows.data?.map((r) => r.profile_id).sort()).toEqual(
      [passer.profile, failer.profile, failer.profile].sort(),
    );
  });
});

describe('certificates', () => {
  it('are issued exactly once when the course is complete, with the DC-3 snapshot, and not again after a revocation', async () => {
    const person = await newCollaborator(env, COMPANY.A);
    const course = await buildCourse(env, { lessons: 2, assign: [{ company: COMPANY.A }] });
    await completeLessons(person.client, course.id, [course.lessons[0]], person.profile);
    expect(await certificatesOf(person.profile, course.id)).toEqual([]);
    await completeLessons(person.client, course.id, course.lessons, person.profile);
    await completeLessons(person.client, course.id, course.lessons, person.profile);
    const [first, ...more] = await certificatesOf(person.profile, course.id);
    expect(more).toEqual([]);
    const company = await env.service.from('companies').select('name, rfc').eq('id', COMPANY.A).single();
    expect(first).toMatchObject({
      company_id: COMPANY.A,
      worker_name: `Persona colab-${person.profile.slice(0, 8)}`,
      company_name: company.data!.name,
      company_rfc: company.data!.rfc,
      course_title: `Curso de prueba ${course.id.slice(0, 8)}`,
      course_hours: 3,
      thematic_area: '6000',
      instructor_name: 'Instructor de prueba',
      score: null,
      revoked_at: null,
    });
    expect(first.code).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);

    const revoke = await env
      .as(DEMO.admin.uid)
      .from('certificates')
      .update({ revoked_reason: '  Datos erróneos  ', revoked_by: PROFILE.clienteA })
      .eq('id', first.id)
      .select('revoked_reason, revoked_by, revoked_at')
      .single();
    expect(revoke.error).toBeNull();
    expect(revoke.data).toMatchObject({ revoked_reason: 'Datos erróneos', revoked_by: PROFILE.admin });
    expect(recent(revoke.data!.revoked_at)).toBe(true);
    // Viewing the lessons again (the app's progress upsert) issues nothing: the revocation stands.
    await completeLessons(person.client, course.id, course.lessons, person.profile);
    const all = await certificatesOf(person.profile, course.id);
    expect(all.map((c) => [c.id, c.revoked_at === null])).toEqual([[first.id, false]]);
    const verified = await env.anon.rpc('verify_certificate', { p_code: first.code });
    expect(verified.data).toEqual([expect.objectContaining({ revoked: true })]);
  });

  it('are immutable: no snapshot change, no deletion, one revocation with a reason', async () => {
    const person = await newCollaborator(env);
    const course = await buildCourse(env, { lessons: 1, assign: [{ profile: person.profile }] });
    await completeLessons(person.client, course.id, course.lessons, person.profile);
    const [cert] = await certificatesOf(person.profile, course.id);
    const admin = env.as(DEMO.admin.uid);
    const update = (values: Record<string, unknown>, c: Client = admin) =>
      untyped(c).from('certificates').update(values).eq('id', cert.id).select('id');
    const refusals = [
      [{ worker_name: 'Otra persona' }, '42501', 'Una constancia emitida no se puede modificar.'],
      [{ revoked_reason: 'Motivo', score: 100 }, '42501', 'Una constancia emitida no se puede modificar.'],
      [{ revoked_reason: '   ' }, '23514', 'Indica el motivo de la revocación.'],
      [{ revoked_at: new Date().toISOString() }, '23514', 'Indica el motivo de la revocación.'],
    ] as const;
    for (const [values, code, message] of refusals) {
      expect((await update(values)).error).toMatchObject({ code, message });
    }
    // Its owner may not revoke or change it either: the update reaches no row.
    expect((await update({ revoked_reason: 'Yo' }, person.client)).data).toEqual([]);
    const del = await admin.from('certificates').delete().eq('id', cert.id).select('id');
    expect(del.error?.code).toBe('42501');
    expect(await certificatesOf(person.profile, course.id)).toEqual([cert]);

    expect((await update({ revoked_reason: 'Primera' })).error).toBeNull();
    const second = await update({ revoked_reason: 'Segunda' });
    expect(second.error).toMatchObject({ code: '42501', message: 'La constancia ya está revocada.' });
    const [after] = await certificatesOf(person.profile, course.id);
    expect({ ...after, revoked_at: null, revoked_reason: null, revoked_by: null }).toEqual(cert);
    expect(after.revoked_reason).toBe('Primera');
  });
});

describe('the seeded flow', () => {
  it('colaborador completes the heights course, fails then passes the quiz, and gets a verifiable certificate', async () => {
    const me = env.as(DEMO.colaborador.uid);
    const courses = await me.from('courses').select('id').eq('id', COURSE.heights);
    expect(courses.data?.map((c) => c.id)).toEqual([COURSE.heights]);
    const quiz = await me.rpc('quiz_for_attempt', { p_course_id: COURSE.heights });
    const q = quiz.data as { questions: { id: string; options: { id: string; label: string }[] }[] };
    expect(q.questions).toHaveLength(3);
    const lessons = await me.from('lessons').select('id').eq('course_id', COURSE.heights);
    await completeLessons(
      me,
      COURSE.heights,
      lessons.data!.map((l) => l.id),
      PROFILE.colaborador,
    );
    expect(await certificatesOf(PROFILE.colaborador, COURSE.heights)).toEqual([]);

    const wrong = await submit(me, COURSE.heights, {});
    expect(wrong.data).toMatchObject({ score: 0, passed: false, attempt_number: 1 });
    const pick = (i: number, labels: string[]) =>
      q.questions[i].options.filter((o) => labels.includes(o.label)).map((o) => o.id);
    const right = await submit(me, COURSE.heights, {
      [q.questions[0].id]: pick(0, ['1.80 m']),
      [q.questions[1].id]: pick(1, ['Costuras', 'Hebillas']),
      [q.questions[2].id]: pick(2, ['No']),
    });
    expect(right.data).toMatchObject({ score: 100, passed: true, attempt_number: 2 });

    const mine = await me.from('certificates').select('*');
    expect(mine.data).toHaveLength(1);
    const c = mine.data![0];
    expect(c).toMatchObject({
      worker_name: 'Carla Jiménez Vega',
      curp: 'JIVC900215MNLMGR01',
      company_id: null,
      company_rfc: 'SIP000101AA1',
      course_hours: 8,
      thematic_area: '6000',
      score: 100,
      period_end: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const verify = await env.anon.rpc('verify_certificate', { p_code: c.code });
    expect(verify.data).toEqual([
      expect.objectContaining({ worker_name: 'Carla Jiménez Vega', revoked: false }),
    ]);
    const revoke = await env
      .as(DEMO.admin.uid)
      .from('certificates')
      .update({ revoked_reason: 'Error' })
      .eq('id', c.id);
    expect(revoke.error).toBeNull();
    const after = await env.anon.rpc('verify_certificate', { p_code: c.code });
    expect(after.data).toEqual([expect.objectContaining({ revoked: true, revoked_at: expect.any(String) })]);
  });
});
