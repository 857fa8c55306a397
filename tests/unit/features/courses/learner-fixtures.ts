// Rows of one small course as the database would hand them to the collaborator, and its quiz as
// quiz_for_attempt returns it (no answer key).
import { backend } from '../../kit/fake-backend';
import { profiles } from '../../kit/profiles';

export const ME = profiles.collaborator.id;
export const COURSE = '30000000-0000-4000-8000-0000000000c1';
export const OTHER_COURSE = '30000000-0000-4000-8000-0000000000c2';
export const MODULE = '31000000-0000-4000-8000-000000000001';
export const L1 = '32000000-0000-4000-8000-000000000001';
export const L2 = '32000000-0000-4000-8000-000000000002';
export const L3 = '32000000-0000-4000-8000-000000000003';
export const Q1 = '33000000-0000-4000-8000-000000000001';
export const Q2 = '33000000-0000-4000-8000-000000000002';

export function progressRow(overrides: Record<string, unknown> = {}) {
  return {
    course_id: COURSE,
    course_title: 'Trabajos en altura',
    profile_id: ME,
    due_date: null,
    lessons_total: 3,
    lessons_completed: 0,
    has_quiz: true,
    attempts_used: 0,
    best_score: null,
    quiz_passed: false,
    completed: false,
    certificate_code: null,
    certificate_blocker: null,
    last_activity_at: null,
    ...overrides,
  };
}

export function courseRow(overrides: Record<string, unknown> = {}) {
  return {
    id: COURSE,
    title: 'Trabajos en altura',
    description: 'Uso del arnés y líneas de vida.',
    cover_url: null,
    estimated_hours: 4,
    thematic_area: '6000',
    instructor_name: 'Instructor',
    training_agent_type: 'internal',
    external_agent_name: null,
    external_agent_registration: null,
    published: true,
    ...overrides,
  };
}

const lesson = (id: string, position: number, overrides: Record<string, unknown>) => ({
  id,
  module_id: MODULE,
  course_id: COURSE,
  title: `Lección ${position}`,
  position,
  content_type: 'text',
  media_url: null,
  body: `Contenido de la lección ${position}`,
  duration_minutes: 10,
  ...overrides,
});

export const quiz = (overrides: Record<string, unknown> = {}) => ({
  id: 'quiz-1',
  title: 'Evaluación Final',
  passing_score: 100,
  max_attempts: 3,
  attempts_used: 0,
  questions: [
    {
      id: Q1,
      prompt: '¿Altura mínima?',
      multiple: false,
      options: [
        { id: 'o1', label: '1.80 m' },
        { id: 'o2', label: '3 m' },
      ],
    },
    {
      id: Q2,
      prompt: '¿Qué revisar del arnés?',
      multiple: true,
      options: [
        { id: 'o3', label: 'Costuras' },
        { id: 'o4', label: 'Hebillas' },
        { id: 'o5', label: 'El color' },
      ],
    },
  ],
  ...overrides,
});

/** A published course with one module, three lessons (text, video, pdf) and a two-question quiz. */
export function seedCourse(opts: { progress?: Record<string, unknown>[]; quiz?: unknown } = {}) {
  backend.seed('courses', [courseRow()]);
  backend.seed('course_modules', [{ id: MODULE, course_id: COURSE, title: 'Módulo 1', position: 0 }]);
  backend.seed('lessons', [
    lesson(L1, 1, {
      body: '# Introducción\n\nUsa **siempre** el arnés. <script>alert(1)</script><b>crudo</b>',
    }),
    lesson(L2, 2, {
      title: 'Video del arnés',
      content_type: 'video',
      body: null,
      media_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    }),
    lesson(L3, 3, {
      title: 'Manual en PDF',
      content_type: 'pdf',
      body: null,
      media_url: `storage://lms-media/${COURSE}/manual.pdf`,
    }),
  ]);
  backend.objects.set(`lms-media/${COURSE}/manual.pdf`, new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
  backend.seed('lesson_progress', opts.progress ?? []);
  backend.seed('course_progress', [progressRow()]);
  const theQuiz = opts.quiz === undefined ? quiz() : opts.quiz;
  backend.rpcs.quiz_for_attempt = () => theQuiz;
}

export const done = (lessonId: string, viewed = '2026-01-01T10:00:00Z') => ({
  profile_id: ME,
  course_id: COURSE,
  lesson_id: lessonId,
  last_viewed_at: viewed,
  completed_at: viewed,
});
