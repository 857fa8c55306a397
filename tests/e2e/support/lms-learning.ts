// A course of the learning journeys' own, made with the service key: one module, a text lesson and a PDF
// lesson (the file in lms-media), a two-question quiz (100 % to pass, 3 attempts), published and assigned
// to colaborador@portal.demo. Named with uniqueTag() so runs and files never share it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { ROOT } from '../../../local/stack/config';
import { serviceRest, uniqueTag } from './fixtures';
import type { StackInfo } from './stack-info';

type Services = Pick<StackInfo, 'apiUrl' | 'serviceKey' | 'authUrl'>;
type Id = { id: string };

export const COLLABORATOR_EMAIL = 'colaborador@portal.demo';

export interface LearningCourse {
  id: string;
  title: string;
  moduleId: string;
  lessons: { text: string; pdf: string };
  /** Option labels: the right ones and a wrong one per question. */
  questions: { prompt: string; right: string[]; wrong: string }[];
}

async function uploadPdf(stack: Services, key: string): Promise<void> {
  const bytes = await readFile(join(ROOT, 'local/seed/files/laboratorio/empresa-a/resultado-1.pdf'));
  const res = await fetch(`${stack.apiUrl}/storage/v1/object/lms-media/${key}`, {
    method: 'POST',
    headers: {
      apikey: stack.serviceKey,
      Authorization: `Bearer ${stack.serviceKey}`,
      'Content-Type': 'application/pdf',
    },
    body: bytes,
  });
  if (!res.ok) throw new Error(`upload lms-media/${key} -> ${res.status}: ${await res.text()}`);
}

export async function createLearningCourse(stack: Services): Promise<LearningCourse> {
  const tag = uniqueTag();
  const title = `Curso e2e ${tag}`;
  const [course] = await serviceRest<Id[]>(stack, 'courses', {
    method: 'POST',
    body: {
      title,
      description: 'Curso creado por la prueba del recorrido del colaborador.',
      estimated_hours: 2,
      thematic_area: '6000',
      instructor_name: 'Instructora de prueba',
    },
  });
  const [module] = await serviceRest<Id[]>(stack, 'course_modules', {
    method: 'POST',
    body: { course_id: course.id, title: 'Módulo único', position: 1 },
  });
  await uploadPdf(stack, `${course.id}/manual.pdf`);
  const [text, pdf] = await serviceRest<Id[]>(stack, 'lessons?select=id&order=position', {
    method: 'POST',
    body: [
      {
        module_id: module.id,
        course_id: course.id,
        title: 'Introducción',
        position: 1,
        content_type: 'text',
        body: '## Antes de empezar\n\nRevisa **siempre** tu equipo de protección.',
        media_url: null,
        duration_minutes: 5,
      },
      {
        module_id: module.id,
        course_id: course.id,
        title: 'Manual de seguridad',
        position: 2,
        content_type: 'pdf',
        body: null,
        media_url: `storage://lms-media/${course.id}/manual.pdf`,
        duration_minutes: 10,
      },
    ],
  });
  const [quiz] = await serviceRest<Id[]>(stack, 'quizzes', {
    method: 'POST',
    body: { course_id: course.id, title: 'Evaluación Final', passing_score: 100, max_attempts: 3 },
  });
  const questions = [
    {
      prompt: '¿Cuándo se revisa el equipo?',
      multiple: false,
      right: ['Antes de cada uso'],
      wrong: 'Cada año',
    },
    {
      prompt: '¿Qué partes del arnés se revisan?',
      multiple: true,
      right: ['Costuras', 'Hebillas'],
      wrong: 'El color',
    },
  ];
  for (const [position, q] of questions.entries()) {
    const [question] = await serviceRest<Id[]>(stack, 'quiz_questions', {
      method: 'POST',
      body: { quiz_id: quiz.id, prompt: q.prompt, multiple: q.multiple, position },
    });
    await serviceRest(stack, 'quiz_options', {
      method: 'POST',
      body: [...q.right, q.wrong].map((label, i) => ({
        question_id: question.id,
        label,
        is_correct: q.right.includes(label),
        position: i,
      })),
    });
  }
  await serviceRest(stack, `courses?id=eq.${course.id}`, { method: 'PATCH', body: { published: true } });
  const [me] = await serviceRest<Id[]>(
    stack,
    `profiles?select=id&email=eq.${encodeURIComponent(COLLABORATOR_EMAIL)}`,
  );
  const due = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await serviceRest(stack, 'course_assignments', {
    method: 'POST',
    body: { course_id: course.id, profile_id: me.id, due_date: due },
  });
  return {
    id: course.id,
    title,
    moduleId: module.id,
    lessons: { text: text.id, pdf: pdf.id },
    questions: questions.map(({ prompt, right, wrong }) => ({ prompt, right, wrong })),
  };
}

/** The certificates the database issued for the course (service key: every one, valid or not). */
export const courseCertificates = (stack: Services, courseId: string) =>
  serviceRest<{ code: string; revoked_at: string | null; score: number | null }[]>(
    stack,
    `certificates?select=code,revoked_at,score&course_id=eq.${courseId}`,
  );
