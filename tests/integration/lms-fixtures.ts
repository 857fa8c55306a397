// LMS fixtures for integration tests: the seeded course ids, and a throw-away course built through the
// service role (modules, lessons, an optional quiz, assignments), so each test changes only its own data.
import { randomInt, randomUUID } from 'node:crypto';

import { untyped, type Client, type IntegrationEnv } from './helpers';

export const COURSE = {
  heights: '30000000-0000-4000-8000-000000000001',
  induction: '30000000-0000-4000-8000-000000000002',
  draft: '30000000-0000-4000-8000-000000000003',
} as const;
export const HEIGHTS_LESSONS = [
  '32000000-0000-4000-8000-000000000001',
  '32000000-0000-4000-8000-000000000002',
  '32000000-0000-4000-8000-000000000003',
] as const;
export const INDUCTION_LESSON = '32000000-0000-4000-8000-000000000004';
export const HEIGHTS_QUIZ = '33000000-0000-4000-8000-000000000001';
export const HEIGHTS_QUESTION = '34000000-0000-4000-8000-000000000001';
export const SEEDED_CERTIFICATE = 'A1B2-C3D4-E5F6';

export interface QuestionSpec {
  multiple?: boolean;
  /** Option labels; those in `right` are correct. */
  options: string[];
  right: string[];
}

export interface CourseSpec {
  lessons?: number;
  quiz?: { passing: number; maxAttempts: number | null; questions: QuestionSpec[] };
  published?: boolean;
  assign?: { profile?: string; company?: string }[];
}

export interface BuiltCourse {
  id: string;
  lessons: string[];
  quizId: string | null;
  /** Per question: its id and the option ids by label. */
  questions: { id: string; options: Record<string, string> }[];
}

async function must<T>(promise: PromiseLike<{ data: T; error: unknown }>): Promise<T> {
  const { data, error } = await promise;
  if (error) throw new Error(`fixture: ${JSON.stringify(error)}`);
  return data;
}

/** A course of its own (default: 2 text lessons, no quiz, published, assigned to nobody). */
export async function buildCourse(env: IntegrationEnv, spec: CourseSpec = {}): Promise<BuiltCourse> {
  const db = untyped(env.service);
  const id = randomUUID();
  await must(
    db.from('courses').insert({
      id,
      title: `Curso de prueba ${id.slice(0, 8)}`,
      estimated_hours: 3,
      thematic_area: '6000',
      instructor_name: 'Instructor de prueba',
    }),
  );
  const moduleId = randomUUID();
  await must(db.from('course_modules').insert({ id: moduleId, course_id: id, title: 'Módulo', position: 1 }));
  const lessons = Array.from({ length: spec.lessons ?? 2 }, () => randomUUID());
  if (lessons.length > 0) {
    await must(
      db.from('lessons').insert(
        lessons.map((lessonId, i) => ({
          id: lessonId,
          module_id: moduleId,
          course_id: id,
          title: `Lección ${i + 1}`,
          position: i + 1,
          content_type: 'text',
          body: 'Contenido',
        })),
      ),
    );
  }
  let quizId: string | null = null;
  const questions: BuiltCourse['questions'] = [];
  if (spec.quiz) {
    quizId = randomUUID();
    await must(
      db.from('quizzes').insert({
        id: quizId,
        course_id: id,
        title: 'Evaluación',
        passing_score: spec.quiz.passing,
        max_attempts: spec.quiz.maxAttempts,
      }),
    );
    for (const [i, q] of spec.quiz.questions.entries()) {
      const questionId = randomUUID();
      await must(
        db.from('quiz_questions').insert({
          id: questionId,
          quiz_id: quizId,
          prompt: `Pregunta ${i + 1}`,
          multiple: q.multiple ?? false,
          position: i + 1,
        }),
      );
      const options = Object.fromEntries(q.options.map((label) => [label, randomUUID()]));
      await must(
        db.from('quiz_options').insert(
          q.options.map((label, position) => ({
            id: options[label],
            question_id: questionId,
            label,
            is_correct: q.right.includes(label),
            position,
          })),
        ),
      );
      questions.push({ id: questionId, options });
    }
  }
  if (spec.published ?? true) await must(db.from('courses').update({ published: true }).eq('id', id));
  for (const a of spec.assign ?? []) {
    await must(
      db.from('course_assignments').insert({
        course_id: id,
        profile_id: a.profile ?? null,
        company_id: a.company ?? null,
      }),
    );
  }
  return { id, lessons, quizId, questions };
}

/** Marks lessons completed as the collaborator would (an upsert through the API). */
export async function completeLessons(c: Client, course: string, lessons: string[], profile: string) {
  for (const lessonId of lessons) {
    const { error } = await c.from('lesson_progress').upsert({
      lesson_id: lessonId,
      profile_id: profile,
      course_id: course,
      completed_at: new Date().toISOString(),
    });
    if (error) throw new Error(`progress: ${error.message}`);
  }
}

/** A one-question quiz: option "Sí" is right. */
export const ONE_QUESTION = { options: ['Sí', 'No'], right: ['Sí'] } satisfies QuestionSpec;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letters = (n: number) => Array.from({ length: n }, () => LETTERS[randomInt(26)]).join('');

/** A CURP of valid shape no seeded profile has (the DC-3 needs one to be issued). */
export const testCurp = () => `${letters(4)}900101H${letters(5)}${letters(1)}${randomInt(10)}`;

/** An employer RFC with homoclave and a real date, unlike any seeded company's. */
export const testRfc = () => `${letters(3)}010101${letters(2)}${randomInt(10)}`;

export interface Person {
  profile: string;
  uid: string;
  client: Client;
}

/**
 * A fresh active collaborator (of a company, or of none), so a test's progress is its own; with a CURP
 * (the DC-3 data its certificates need, with the given name and surname its full name splits into) unless
 * `dc3` says otherwise.
 */
export async function newCollaborator(
  env: IntegrationEnv,
  company: string | null = null,
  dc3: { curp?: string | null; occupation?: string | null } = {},
): Promise<Person> {
  const profile = randomUUID();
  const name = `colab-${profile.slice(0, 8)}`;
  await must(
    untyped(env.service)
      .from('profiles')
      .insert({
        id: profile,
        email: `${name}@portal.demo`,
        username: name,
        firebase_uid: name,
        role: 'collaborator',
        company_id: company,
        full_name: `Persona ${name}`,
        curp: testCurp(),
        ...dc3,
      }),
  );
  return { profile, uid: name, client: env.as(name) };
}
