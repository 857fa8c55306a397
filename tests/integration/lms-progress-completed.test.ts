// course_progress.completed, the one rule for "completed" that the admin's report (rows, state filter,
// per-course summary) and the collaborator's pages read: a valid certificate, or every lesson completed
// and the quiz (when there is one) passed. A revoked certificate leaves a completed course completed, with
// no certificate named.
import { expect, it } from 'vitest';

import { DEMO, usePortalGateway } from './helpers';
import { ONE_QUESTION, buildCourse, completeLessons, newCollaborator } from './lms-fixtures';

const env = usePortalGateway();

async function rowOf(profile: string, course: string) {
  const res = await env
    .as(DEMO.admin.uid)
    .from('course_progress')
    .select('completed, certificate_id, lessons_completed, lessons_total, quiz_passed')
    .eq('profile_id', profile)
    .eq('course_id', course)
    .single();
  if (res.error) throw new Error(res.error.message);
  return res.data;
}

it('is false until every lesson is done and the quiz passed, and stays true once the certificate is revoked', async () => {
  const person = await newCollaborator(env);
  const course = await buildCourse(env, {
    quiz: { passing: 100, maxAttempts: null, questions: [ONE_QUESTION] },
    assign: [{ profile: person.profile }],
  });
  expect(await rowOf(person.profile, course.id)).toMatchObject({ completed: false, certificate_id: null });

  await completeLessons(person.client, course.id, course.lessons, person.profile);
  expect(await rowOf(person.profile, course.id)).toMatchObject({ completed: false, lessons_completed: 2 });

  const right = { [course.questions[0].id]: [course.questions[0].options['Sí']] };
  const attempt = await person.client.rpc('submit_quiz_attempt', {
    p_course_id: course.id,
    p_answers: right,
  });
  expect(attempt.error).toBeNull();
  const done = await rowOf(person.profile, course.id);
  expect(done.completed).toBe(true);
  expect(done.certificate_id).not.toBeNull();

  const revoked = await env
    .as(DEMO.admin.uid)
    .from('certificates')
    .update({ revoked_reason: 'Datos del trabajador incorrectos' })
    .eq('id', done.certificate_id!);
  expect(revoked.error).toBeNull();
  expect(await rowOf(person.profile, course.id)).toMatchObject({
    completed: true,
    certificate_id: null,
    quiz_passed: true,
  });

  // The report's state filter reads the same column.
  const completedRows = await env
    .as(DEMO.admin.uid)
    .from('course_progress')
    .select('profile_id')
    .eq('course_id', course.id)
    .is('completed', true);
  expect(completedRows.data).toEqual([{ profile_id: person.profile }]);
});

it('is false for a course without lessons, and true without a quiz once every lesson is done', async () => {
  const person = await newCollaborator(env);
  // A course cannot be published without lessons; the view still reads its assignment.
  const empty = await buildCourse(env, {
    lessons: 0,
    published: false,
    assign: [{ profile: person.profile }],
  });
  expect((await rowOf(person.profile, empty.id)).completed).toBe(false);
  const plain = await buildCourse(env, { assign: [{ profile: person.profile }] });
  await completeLessons(person.client, plain.id, plain.lessons.slice(0, 1), person.profile);
  expect((await rowOf(person.profile, plain.id)).completed).toBe(false);
  await completeLessons(person.client, plain.id, plain.lessons.slice(1), person.profile);
  expect((await rowOf(person.profile, plain.id)).completed).toBe(true);
});
