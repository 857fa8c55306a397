// Certificates follow decisions, not side effects: the database issues a collaborator's certificate once,
// when the course becomes complete and the person holds none of that course; after a revocation nothing the
// collaborator does (viewing lessons, a new attempt, a new lesson completed) brings one back, only an
// admin's issue_certificate does. Each test works on a course and a collaborator of its own.
import { describe, expect, it } from 'vitest';

import { COMPANY, DEMO, type Client, untyped, usePortalGateway } from './helpers';
import {
  ONE_QUESTION,
  buildCourse,
  completeLessons,
  newCollaborator,
  type BuiltCourse,
  type Person,
} from './lms-fixtures';

const env = usePortalGateway();
const admin = () => env.as(DEMO.admin.uid);

async function certificatesOf(person: Person, course: BuiltCourse) {
  const res = await env.service
    .from('certificates')
    .select('id, code, revoked_at')
    .eq('profile_id', person.profile)
    .eq('course_id', course.id)
    .order('issued_at');
  if (res.error) throw new Error(res.error.message);
  return res.data;
}

/** The certificates as [valid?] in issue order. */
const states = async (person: Person, course: BuiltCourse) =>
  (await certificatesOf(person, course)).map((c) => (c.revoked_at === null ? 'valid' : 'revoked'));

async function revokeOnly(person: Person, course: BuiltCourse) {
  const [cert, ...more] = await certificatesOf(person, course);
  expect(more).toEqual([]);
  const res = await admin()
    .from('certificates')
    .update({ revoked_reason: 'Datos erróneos' })
    .eq('id', cert.id);
  expect(res.error).toBeNull();
  return cert;
}

const passQuiz = (c: Client, course: BuiltCourse) => {
  const q = course.questions[0];
  return c.rpc('submit_quiz_attempt', { p_course_id: course.id, p_answers: { [q.id]: [q.options['Sí']] } });
};

const verified = async (code: string) => (await env.anon.rpc('verify_certificate', { p_code: code })).data;

describe('after a revocation', () => {
  it('viewing every lesson again, as the app does on each visit, issues nothing', async () => {
    const person = await newCollaborator(env, COMPANY.A);
    const course = await buildCourse(env, { lessons: 2, assign: [{ profile: person.profile }] });
    await completeLessons(person.client, course.id, course.lessons, person.profile);
    const cert = await revokeOnly(person, course);
    for (const completed_at of [new Date().toISOString(), null]) {
      for (const lesson_id of course.lessons) {
        const res = await person.client
          .from('lesson_progress')
          .upsert(
            { lesson_id, profile_id: person.profile, course_id: course.id, completed_at },
            { onConflict: 'profile_id,lesson_id' },
          );
        expect(res.error).toBeNull();
      }
    }
    expect(await states(person, course)).toEqual(['revoked']);
    expect(await verified(cert.code)).toEqual([expect.objectContaining({ revoked: true })]);
  });

  it('a lesson added to the course and completed issues nothing', async () => {
    const person = await newCollaborator(env);
    const course = await buildCourse(env, { lessons: 1, assign: [{ profile: person.profile }] });
    await completeLessons(person.client, course.id, course.lessons, person.profile);
    await revokeOnly(person, course);
    const lesson = await env.service.from('lessons').select('module_id').eq('id', course.lessons[0]).single();
    const added = await untyped(env.service)
      .from('lessons')
      .insert({
        module_id: lesson.data!.module_id,
        course_id: course.id,
        title: 'Lección nueva',
        position: 9,
        content_type: 'text',
        body: 'Contenido',
      })
      .select('id')
      .single();
    expect(added.error).toBeNull();
    await completeLessons(person.client, course.id, [(added.data as { id: string }).id], person.profile);
    expect(await states(person, course)).toEqual(['revoked']);
  });

  it('a new attempt is refused once passed; with the attempts given back, passing again issues nothing', async () => {
    const person = await newCollaborator(env, COMPANY.A);
    const course = await buildCourse(env, {
      lessons: 1,
      quiz: { passing: 100, maxAttempts: 2, questions: [ONE_QUESTION] },
      assign: [{ company: COMPANY.A }],
    });
    await completeLessons(person.client, course.id, course.lessons, person.profile);
    expect((await passQuiz(person.client, course)).data).toMatchObject({ passed: true });
    await revokeOnly(person, course);

    const again = await passQuiz(person.client, course);
    expect(again.error?.message).toBe('Ya aprobaste esta evaluación.');
    // The admin gives the attempts back (deletes them); the collaborator passes again.
    const reset = await admin().from('quiz_attempts').delete().eq('course_id', course.id).select('id');
    expect(reset.data).toHaveLength(1);
    expect((await passQuiz(person.client, course)).data).toMatchObject({ passed: true, attempt_number: 1 });
    expect(await states(person, course)).toEqual(['revoked']);

    // Only the admin's decision issues a new one, which then stays the only valid one.
    const issued = await admin().rpc('issue_certificate', {
      p_profile_id: person.profile,
      p_course_id: course.id,
    });
    expect(issued.error).toBeNull();
    await completeLessons(person.client, course.id, course.lessons, person.profile);
    expect(await states(person, course)).toEqual(['revoked', 'valid']);
    expect(await verified(issued.data!.code)).toEqual([expect.objectContaining({ revoked: false })]);
  });
});

describe('issuing happens once per completion', () => {
  it('repeated and simultaneous progress writes of the last lesson issue exactly one certificate', async () => {
    const person = await newCollaborator(env);
    const course = await buildCourse(env, { lessons: 3, assign: [{ profile: person.profile }] });
    await completeLessons(person.client, course.id, course.lessons.slice(0, 2), person.profile);
    const last = {
      lesson_id: course.lessons[2],
      profile_id: person.profile,
      course_id: course.id,
      completed_at: new Date().toISOString(),
    };
    const writes = await Promise.all(
      Array.from({ length: 6 }, () => person.client.from('lesson_progress').upsert(last)),
    );
    expect(writes.map((w) => w.error)).toEqual(Array(6).fill(null));
    await completeLessons(person.client, course.id, course.lessons, person.profile);
    expect(await states(person, course)).toEqual(['valid']);
  });

  it('a course completed by an admin’s change (its quiz removed) is certified by the admin, not by a visit', async () => {
    const person = await newCollaborator(env);
    const course = await buildCourse(env, {
      lessons: 1,
      quiz: { passing: 100, maxAttempts: null, questions: [ONE_QUESTION] },
      assign: [{ profile: person.profile }],
    });
    await completeLessons(person.client, course.id, course.lessons, person.profile);
    expect(await states(person, course)).toEqual([]);
    expect((await admin().from('quizzes').delete().eq('id', course.quizId!)).error).toBeNull();
    await completeLessons(person.client, course.id, course.lessons, person.profile);
    expect(await states(person, course)).toEqual([]);
    const issued = await admin().rpc('issue_certificate', {
      p_profile_id: person.profile,
      p_course_id: course.id,
    });
    expect(issued.error).toBeNull();
    expect(await states(person, course)).toEqual(['valid']);
  });
});
