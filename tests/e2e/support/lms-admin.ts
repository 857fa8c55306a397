// Steps of the LMS admin journey (Gestión LMS > Cursos and the course editor), as a person does them, and
// the rows the journey leaves, read back with the service key.
import type { Locator, Page } from 'playwright-core';

import type { StackInfo } from './stack-info';
import { serviceRest } from './fixtures';

type Services = Pick<StackInfo, 'apiUrl' | 'serviceKey' | 'authUrl'>;

/** Picks `option` in the Radix select labelled `label` inside `scope` (the options live in a portal). */
export async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function openNewCourseDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Nuevo Curso' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo Curso' });
  await dialog.waitFor();
  return dialog;
}

export async function fillCourseDialog(page: Page, dialog: Locator, title: string) {
  await dialog.getByLabel('Título', { exact: true }).fill(title);
  await dialog.getByLabel('Descripción (opcional)').fill('Curso creado por la prueba e2e.');
  await dialog.getByLabel('Duración (horas)').fill('2.5');
  await choose(page, dialog, 'Área temática', '6000 Seguridad');
  await dialog.getByLabel('Instructor o tutor').fill('Instructor e2e');
}

export async function addModule(page: Page, title: string) {
  await page.getByRole('button', { name: 'Agregar Módulo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo Módulo' });
  await dialog.getByLabel('Título del módulo').fill(title);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

export async function openLessonDialog(page: Page, moduleTitle: string): Promise<Locator> {
  await page.getByRole('button', { name: `Agregar lección a ${moduleTitle}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva Lección' });
  await dialog.waitFor();
  return dialog;
}

export async function fillTextLesson(dialog: Locator, title: string, body: string) {
  await dialog.getByLabel('Título de la lección').fill(title);
  await dialog.getByLabel('Contenido (Markdown)').fill(body);
  await dialog.getByLabel('Duración en minutos (opcional)').fill('5');
}

export async function saveDialog(dialog: Locator, button: string) {
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'hidden' });
}

export async function fillQuestion(dialog: Locator, prompt: string, options: string[], correct: number) {
  await dialog.getByLabel('Pregunta', { exact: true }).fill(prompt);
  for (const [i, label] of options.entries()) {
    if (i >= 2) await dialog.getByRole('button', { name: 'Agregar Opción' }).click();
    await dialog.getByLabel(`Opción ${i + 1}`, { exact: true }).fill(label);
  }
  // The new-question form starts with the first option marked correct.
  if (correct !== 0) {
    await dialog.getByRole('checkbox', { name: 'Correcta (opción 1)' }).uncheck();
    await dialog.getByRole('checkbox', { name: `Correcta (opción ${correct + 1})` }).check();
  }
}

type CourseRows = {
  course: { id: string; title: string; published: boolean; thematic_area: string; estimated_hours: number };
  modules: Array<{ id: string; title: string; position: number }>;
  lessons: Array<{ id: string; title: string; position: number; content_type: string; body: string | null }>;
  quiz: Array<{
    title: string;
    passing_score: number;
    max_attempts: number | null;
    quiz_questions: Array<{
      prompt: string;
      multiple: boolean;
      quiz_options: Array<{ label: string; is_correct: boolean }>;
    }>;
  }>;
  assignments: Array<{ profile_id: string | null; company_id: string | null; due_date: string | null }>;
};

/** The course the journey made, found by its unique title, with everything under it. */
export async function readCourse(stack: Services, title: string): Promise<CourseRows> {
  const [course] = await serviceRest<CourseRows['course'][]>(
    stack,
    `courses?title=eq.${encodeURIComponent(title)}&select=id,title,published,thematic_area,estimated_hours`,
  );
  if (!course) throw new Error(`No se encontró el curso ${title}`);
  const id = course.id;
  const [modules, lessons, quiz, assignments] = await Promise.all([
    serviceRest<CourseRows['modules']>(
      stack,
      `course_modules?course_id=eq.${id}&select=id,title,position&order=position`,
    ),
    serviceRest<CourseRows['lessons']>(
      stack,
      `lessons?course_id=eq.${id}&select=id,title,position,content_type,body&order=position`,
    ),
    serviceRest<CourseRows['quiz']>(
      stack,
      `quizzes?course_id=eq.${id}&select=title,passing_score,max_attempts,quiz_questions(prompt,multiple,quiz_options(label,is_correct))`,
    ),
    serviceRest<CourseRows['assignments']>(
      stack,
      `course_assignments?course_id=eq.${id}&select=profile_id,company_id,due_date`,
    ),
  ]);
  return { course, modules, lessons, quiz, assignments };
}

/** Deletes the course (cascading to its content and assignments) unless a certificate keeps it. */
export async function deleteCourseIfNoCertificates(stack: Services, id: string) {
  const certificates = await serviceRest(stack, `certificates?course_id=eq.${id}&select=id`);
  if (certificates.length === 0) await serviceRest(stack, `courses?id=eq.${id}`, { method: 'DELETE' });
}
