// Gestión LMS (admin): through the UI the admin creates a course, is refused publishing it while
// it has no lessons, adds a module, two text lessons and a one-question quiz, publishes it, assigns it to
// colaborador@portal.demo with a due date and swaps the two lessons; the rows are read back with the
// service key. The same screens and dialogs pass the accessibility checks at 1440 px and 390 px. The course
// is this test's own (unique title) and is deleted at the end (it has no certificates).

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';

import { joinStack, searchList, signIn, type TestStack } from './harness';
import { downloadedBytes } from './support/chromium';
import { checkScreen } from './support/a11y';
import { serviceRest, uniqueTag } from './support/fixtures';
import {
  addModule,
  choose,
  deleteCourseIfNoCertificates,
  fillCourseDialog,
  fillQuestion,
  fillTextLesson,
  openLessonDialog,
  openNewCourseDialog,
  readCourse,
  saveDialog,
} from './support/lms-admin';
import { pdfText } from './support/lms-certificates';

const TAG = uniqueTag();
const COURSE = `Curso e2e ${TAG}`;
const MODULE = `Módulo e2e ${TAG}`;
const LESSON_1 = `Lección uno ${TAG}`;
const LESSON_2 = `Lección dos ${TAG}`;
const COLLABORATOR = 'Carla Jiménez Vega (colaborador@portal.demo)';
const COLLABORATOR_ID = '20000000-0000-4000-8000-000000000004';
const DUE = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);

async function openCourses(page: Page) {
  await page.goto('/dashboard/admin/lms');
  await page.getByRole('heading', { name: 'Cursos', exact: true }).waitFor();
}

async function openEditor(page: Page) {
  await openCourses(page);
  const edit = page.getByRole('link', { name: `Editar ${COURSE}` });
  await searchList(page, 'Buscar cursos', COURSE, {
    items: page.getByRole('link', { name: /^Editar / }),
    match: edit,
  });
  await edit.filter({ visible: true }).first().click();
  await page.getByRole('heading', { name: COURSE }).waitFor();
}

describe('Gestión LMS: an admin builds, publishes and assigns a course', { shuffle: false }, () => {
  let stack: TestStack;
  let courseId: string | undefined;
  beforeAll(async () => {
    stack = await joinStack();
  }, 120_000);
  afterAll(async () => {
    const [row] = await serviceRest<Array<{ id: string }>>(
      stack,
      `courses?title=eq.${encodeURIComponent(COURSE)}&select=id`,
    ).catch(() => []);
    courseId = row?.id ?? courseId;
    if (courseId) await deleteCourseIfNoCertificates(stack, courseId);
    await stack?.stop();
  });

  it('creates the course and its content through the UI at 1440 px', async () => {
    const page = await stack.newPage({ width: 1440, height: 900 });
    await signIn(page, 'admin', DEMO_PASSWORD);
    await openCourses(page);
    await page.getByRole('table', { name: 'Cursos' }).waitFor();
    await checkScreen(page, 'lms-courses-1440');

    const dialog = await openNewCourseDialog(page);
    await checkScreen(page, 'lms-new-course-1440');
    await fillCourseDialog(page, dialog, COURSE);
    await dialog.getByRole('button', { name: 'Crear Curso' }).click();
    await page.waitForURL(/\/dashboard\/admin\/lms\/cursos\/[0-9a-f-]{36}$/);
    courseId = page.url().split('/').at(-1);
    await page.getByRole('heading', { name: COURSE }).waitFor();

    // Publishing an empty course is refused with the database's message, shown in the form.
    await page.getByRole('checkbox', { name: /Publicado/ }).check();
    await page.getByRole('button', { name: 'Guardar Curso' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'No se puede publicar el curso: El curso no tiene lecciones.' })
      .waitFor();
    await checkScreen(page, 'lms-editor-refused-1440');

    await addModule(page, MODULE);
    const lesson = await openLessonDialog(page, MODULE);
    await checkScreen(page, 'lms-lesson-dialog-1440');
    await fillTextLesson(lesson, LESSON_1, '# Bienvenida\n\nUsa **siempre** el arnés.');
    await saveDialog(lesson, 'Guardar Lección');
    await fillTextLesson(
      await openLessonDialog(page, MODULE),
      LESSON_2,
      '- Revisa el equipo\n- Ancla la línea',
    );
    await saveDialog(page.getByRole('dialog', { name: 'Nueva Lección' }), 'Guardar Lección');

    await page.getByRole('button', { name: 'Crear Evaluación' }).click();
    const quiz = page.getByRole('dialog', { name: 'Nueva Evaluación' });
    await quiz.waitFor();
    await checkScreen(page, 'lms-quiz-dialog-1440');
    await quiz.getByLabel('Calificación mínima (%)').fill('70');
    await choose(page, quiz, 'Intentos permitidos', '2');
    await saveDialog(quiz, 'Guardar Evaluación');

    await page.getByRole('button', { name: 'Agregar Pregunta' }).click();
    const question = page.getByRole('dialog', { name: 'Nueva Pregunta' });
    await question.waitFor();
    await fillQuestion(question, '¿Qué equipo es obligatorio?', ['Arnés', 'Gorra', 'Guantes'], 0);
    await checkScreen(page, 'lms-question-dialog-1440');
    await saveDialog(question, 'Guardar Pregunta');

    // Now it can be published.
    await page.getByRole('checkbox', { name: /Publicado/ }).check();
    await page.getByRole('button', { name: 'Guardar Curso' }).click();
    await page.getByText('Publicado', { exact: true }).first().waitFor();

    await choose(page, page.getByRole('form', { name: 'Asignar Curso' }), 'Colaborador', COLLABORATOR);
    await page.getByLabel('Fecha límite (opcional)').fill(DUE);
    await page.getByRole('button', { name: 'Asignar', exact: true }).click();
    await page.getByRole('list', { name: 'Asignaciones del curso' }).getByText(COLLABORATOR).waitFor();

    // The same collaborator twice is explained.
    await choose(page, page.getByRole('form', { name: 'Asignar Curso' }), 'Colaborador', COLLABORATOR);
    await page.getByRole('button', { name: 'Asignar', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `Este curso ya está asignado a ${COLLABORATOR}.` })
      .waitFor();

    const lessons = page.getByRole('list', { name: `Lecciones de ${MODULE}` }).getByRole('listitem');
    await expect
      .poll(() => lessons.allTextContents(), { timeout: 15_000 })
      .toEqual([expect.stringContaining(LESSON_1), expect.stringContaining(LESSON_2)]);
    await page.getByRole('button', { name: `Bajar lección ${LESSON_1}` }).click();
    await expect
      .poll(() => lessons.allTextContents(), { timeout: 15_000 })
      .toEqual([expect.stringContaining(LESSON_2), expect.stringContaining(LESSON_1)]);
    await checkScreen(page, 'lms-editor-1440');
    await page.context().close();
  });

  it('left the rows the admin made', async () => {
    const rows = await readCourse(stack, COURSE);
    expect(rows.course).toMatchObject({ published: true, thematic_area: '6000' });
    expect(Number(rows.course.estimated_hours)).toBe(2.5);
    expect(rows.modules.map((m) => m.title)).toEqual([MODULE]);
    expect(rows.lessons.map((l) => [l.title, l.content_type])).toEqual([
      [LESSON_2, 'text'],
      [LESSON_1, 'text'],
    ]);
    expect(rows.lessons[1].body).toBe('# Bienvenida\n\nUsa **siempre** el arnés.');
    expect(rows.quiz).toEqual([
      {
        title: 'Evaluación Final',
        passing_score: 70,
        max_attempts: 2,
        quiz_questions: [
          {
            prompt: '¿Qué equipo es obligatorio?',
            multiple: false,
            quiz_options: expect.arrayContaining([
              { label: 'Arnés', is_correct: true },
              { label: 'Gorra', is_correct: false },
              { label: 'Guantes', is_correct: false },
            ]),
          },
        ],
      },
    ]);
    expect(rows.assignments).toEqual([{ profile_id: COLLABORATOR_ID, company_id: null, due_date: DUE }]);
  });

  // The whole issue-11 journey on the course the admin just built: colaborador takes it in the browser,
  // fails then passes the quiz, downloads its DC-3 and reads it back; /verificar confirms it signed out;
  // the admin revokes it (revocada) and issues it again from 'Avance' (a new valid code).
  it('colaborador completes that course, gets its DC-3, and the admin revokes and reissues it', async () => {
    const main = (page: Page) => page.locator('main');
    const worker = await stack.newPage({ width: 1440, height: 900 });
    await signIn(worker, 'colaborador', DEMO_PASSWORD);
    await worker.goto('/dashboard/collaborator/lms');
    await main(worker)
      .getByRole('link', { name: new RegExp(`^Comenzar\\s*:\\s*${COURSE}$`) })
      .click();
    await main(worker).getByRole('heading', { level: 2, name: COURSE }).waitFor();
    for (const title of [LESSON_2, LESSON_1]) {
      await main(worker).getByRole('heading', { level: 3, name: title }).waitFor();
      const saved = worker.waitForResponse(
        (r) => r.url().includes('/rest/v1/lesson_progress') && r.request().method() === 'POST' && r.ok(),
      );
      await main(worker).getByRole('button', { name: 'Marcar como Completada' }).click();
      await saved;
      await main(worker).locator('footer').getByText('Completada', { exact: true }).waitFor();
      await main(worker).getByRole('button', { name: 'Siguiente' }).click();
    }
    await main(worker).getByText('Te quedan 2 intentos de 2').waitFor();
    await main(worker).getByRole('radio', { name: 'Gorra' }).check();
    await main(worker).getByRole('button', { name: 'Enviar Respuestas' }).click();
    await main(worker).getByText('No aprobado').waitFor();
    await main(worker).getByRole('button', { name: 'Intentar de Nuevo' }).click();
    await main(worker).getByRole('radio', { name: 'Arnés' }).check();
    await main(worker).getByRole('button', { name: 'Enviar Respuestas' }).click();
    await main(worker).getByRole('region', { name: 'Curso Completado' }).waitFor();

    await worker.goto('/dashboard/collaborator/certificates');
    const card = worker.getByRole('listitem').filter({ hasText: COURSE });
    await card.getByText('Vigente').waitFor();
    const [download] = await Promise.all([
      worker.waitForEvent('download'),
      card.getByRole('button', { name: /Descargar constancia/ }).click(),
    ]);
    const code = /constancia-dc3-(.+)\.pdf$/.exec(download.suggestedFilename())?.[1] ?? '';
    expect(code).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
    const text = await pdfText(new Uint8Array(await downloadedBytes(download)));
    for (const expected of [
      // The STPS order: apellido paterno, apellido materno, nombre(s).
      'Jiménez Vega Carla',
      'JIVC900215MNLMGR01',
      'Técnica de seguridad e higiene',
      COURSE,
      'Instructor e2e',
      // colaborador belongs to no client company: the provider is the employer on its DC-3.
      'Servicios Integrales del Portal S.A. de C.V.',
      'SIP000101AA1',
      code,
    ]) {
      expect(text).toContain(expected);
    }
    await worker.context().close();

    const anon = await stack.newPage({ width: 1440, height: 900 });
    await anon.goto(`/verificar/${code}`);
    await anon.getByText('Constancia válida').waitFor();

    const admin = await stack.newPage({ width: 1440, height: 900 });
    await signIn(admin, 'admin', DEMO_PASSWORD);
    await admin.goto('/dashboard/admin/lms/constancias');
    const revoke = admin.getByRole('button', { name: `Revocar constancia ${code}` });
    await searchList(admin, 'Buscar constancias', code, {
      items: admin.getByRole('button', { name: /^Revocar constancia / }),
      match: revoke,
    });
    await revoke.click();
    const dialog = admin.getByRole('dialog', { name: 'Revocar Constancia' });
    await dialog.getByLabel('Motivo de la revocación').fill(`Puesto equivocado ${TAG}`);
    await dialog.getByRole('button', { name: 'Revocar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await anon.reload();
    await anon.getByText('Constancia revocada').waitFor();

    await admin.goto('/dashboard/admin/lms/avance');
    await searchList(admin, 'Buscar en el avance', COURSE, {
      items: admin.getByRole('button', { name: /^Emitir constancia de / }),
      match: admin.getByRole('button', { name: `Emitir constancia de ${COURSE} a ` }),
    });
    await admin.getByRole('button', { name: `Emitir constancia de ${COURSE} a Carla Jiménez Vega` }).click();
    await admin
      .getByText(/Carla Jiménez Vega: [0-9A-F]{4}-/)
      .first()
      .waitFor();
    const valid = await serviceRest<Array<{ code: string }>>(
      stack,
      `certificates?course_id=eq.${courseId}&revoked_at=is.null&select=code`,
    );
    expect(valid).toHaveLength(1);
    expect(valid[0].code).not.toBe(code);
    await anon.goto(`/verificar/${valid[0].code}`);
    await anon.getByText('Constancia válida').waitFor();
    await anon.context().close();
    await admin.context().close();
  });

  it('shows the same screens and dialogs at 390 px', async () => {
    const page = await stack.newPage({ width: 390, height: 844 });
    await signIn(page, 'admin', DEMO_PASSWORD);
    await openCourses(page);
    await page.getByRole('list', { name: 'Cursos' }).waitFor();
    await checkScreen(page, 'lms-courses-390');
    await openNewCourseDialog(page);
    await checkScreen(page, 'lms-new-course-390');
    await page.getByRole('dialog', { name: 'Nuevo Curso' }).getByRole('button', { name: 'Cancelar' }).click();

    await openEditor(page);
    await page.getByRole('list', { name: `Lecciones de ${MODULE}` }).waitFor();
    await checkScreen(page, 'lms-editor-390');
    await page.getByRole('button', { name: `Editar lección ${LESSON_1}` }).click();
    const lesson = page.getByRole('dialog', { name: 'Editar Lección' });
    await lesson.waitFor();
    await checkScreen(page, 'lms-lesson-dialog-390');
    await lesson.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'Editar Evaluación' }).click();
    await page.getByRole('dialog', { name: 'Editar Evaluación' }).waitFor();
    await checkScreen(page, 'lms-quiz-dialog-390');
    await page
      .getByRole('dialog', { name: 'Editar Evaluación' })
      .getByRole('button', { name: 'Cancelar' })
      .click();
    await page.getByRole('button', { name: 'Editar pregunta ¿Qué equipo es obligatorio?' }).click();
    await page.getByRole('dialog', { name: 'Editar Pregunta' }).waitFor();
    await checkScreen(page, 'lms-question-dialog-390');
    await page
      .getByRole('dialog', { name: 'Editar Pregunta' })
      .getByRole('button', { name: 'Cancelar' })
      .click();
    await page.context().close();
  });
});
