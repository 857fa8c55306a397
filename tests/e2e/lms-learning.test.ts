// colaborador@portal.demo takes a course of this file's own on the real stack (emulator, gateway with RLS,
// Storage): the list shows it, the lessons open (Markdown, PDF from lms-media) and are completed, a
// reload resumes at the last lesson viewed, the quiz is failed then passed within its attempts, and the
// database issues the certificate; the quiz reads as locked until the lessons are done. The same screens at
// 390 px, each checked with axe and screenshots; and a video whose provider cannot be reached (also at
// 1024 px, where the lesson sits beside the outline in its narrowest column).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';

import { joinStack, signIn, type TestStack } from './harness';
import { checkScreen } from './support/a11y';
import { serviceRest } from './support/fixtures';
import {
  COLLABORATOR_EMAIL,
  courseCertificates,
  createLearningCourse,
  type LearningCourse,
} from './support/lms-learning';

const LIST = '/dashboard/collaborator/lms';
let stack: TestStack;

beforeAll(async () => {
  stack = await joinStack();
});
afterAll(async () => {
  await stack?.stop();
});

const main = (page: Page) => page.locator('main');
// The card's link reads its action, then (for screen readers) the course it opens.
const linkName = (action: string, title: string) => new RegExp(`^${action}\\s*:\\s*${title}$`);
const visitSaved = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().includes('/rest/v1/lesson_progress') && r.request().method() === 'POST' && r.ok(),
  );

async function openCourse(page: Page, course: LearningCourse, action: string) {
  await page.goto(LIST);
  const link = main(page).getByRole('link', { name: linkName(action, course.title) });
  await link.waitFor();
  const saved = visitSaved(page);
  await link.click();
  await main(page).getByRole('heading', { level: 2, name: course.title }).waitFor();
  await saved;
}

async function completeCurrentLesson(page: Page) {
  const saved = visitSaved(page);
  await main(page).getByRole('button', { name: 'Marcar como Completada' }).click();
  await saved;
  await main(page).getByText('Completada', { exact: true }).waitFor();
}

/** Picks the single answer of the first question and the options of the second (multiple) one. */
async function answer(page: Page, single: string, multiple: string[]) {
  await main(page).getByRole('radio', { name: single }).check();
  for (const label of multiple) await main(page).getByRole('checkbox', { name: label }).check();
}

describe('LMS: the collaborator takes a course', () => {
  it('at 1440 px: list, lessons, resume on reload, quiz failed then passed, certificate issued', async () => {
    const course = await createLearningCourse(stack);
    const page = await stack.newPage({ width: 1440, height: 900 });
    await signIn(page, COLLABORATOR_EMAIL, DEMO_PASSWORD);

    await page.goto(LIST);
    const card = main(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: course.title }) });
    await card.waitFor();
    await expect.poll(() => card.innerText()).toContain('0 de 2 lecciones');
    const text = await card.innerText();
    expect(text).toContain('Evaluación pendiente');
    expect(text).toMatch(/Vence el \d+ de \p{L}+ de \d{4}/u);
    await checkScreen(page, 'lms-learning-list-1440');

    await openCourse(page, course, 'Comenzar');
    await main(page).getByRole('heading', { level: 3, name: 'Introducción' }).waitFor();
    await expect.poll(() => main(page).locator('strong', { hasText: 'siempre' }).count()).toBe(1);
    // The quiz reads as locked, with its reason, until every lesson is completed.
    const outline = main(page).getByRole('navigation', { name: 'Contenido del curso' });
    await outline.getByText('Se desbloquea al completar todas las lecciones (faltan 2).').waitFor();
    expect(await outline.getByRole('button', { name: /Evaluación Final/ }).count()).toBe(0);
    await checkScreen(page, 'lms-learning-course-1440');
    await completeCurrentLesson(page);

    const saved = visitSaved(page);
    await main(page).getByRole('button', { name: 'Siguiente' }).click();
    await main(page).getByRole('heading', { level: 3, name: 'Manual de seguridad' }).waitFor();
    await saved;
    const frame = main(page).locator('iframe[title="PDF: Manual de seguridad"]');
    expect(await frame.getAttribute('src')).toContain('/storage/v1/object/sign/lms-media/');
    await main(page).getByRole('button', { name: 'Descargar PDF' }).waitFor();

    // Resume: the course opened without ?leccion lands on the last lesson viewed.
    await page.goto(`/dashboard/collaborator/lms/${course.id}`);
    await main(page).getByRole('heading', { level: 3, name: 'Manual de seguridad' }).waitFor();
    await frame.waitFor();
    await completeCurrentLesson(page);
    await main(page).getByText('2 de 2 lecciones').waitFor();
    await outline.getByRole('button', { name: 'Evaluación Final' }).waitFor();

    await main(page).getByRole('button', { name: 'Siguiente' }).click();
    await main(page).getByText('Te quedan 3 intentos de 3').waitFor();
    expect(page.url()).toContain('leccion=evaluacion');
    await checkScreen(page, 'lms-learning-quiz-1440');

    const [q1, q2] = course.questions;
    await answer(page, q1.wrong, q2.right);
    await main(page).getByRole('button', { name: 'Enviar Respuestas' }).click();
    await main(page).getByText('Calificación: 50 %').waitFor();
    await main(page).getByText('No aprobado').waitFor();
    await main(page).getByText('Te quedan 2 intentos de 3').waitFor();
    await checkScreen(page, 'lms-learning-quiz-failed-1440');

    await main(page).getByRole('button', { name: 'Intentar de Nuevo' }).click();
    await answer(page, q1.right[0], q2.right);
    await main(page).getByRole('button', { name: 'Enviar Respuestas' }).click();
    await main(page).getByText('Calificación: 100 %').waitFor();
    const done = main(page).getByRole('region', { name: 'Curso Completado' });
    await done.waitFor();
    const certificates = await courseCertificates(stack, course.id);
    expect(certificates).toHaveLength(1);
    expect(certificates[0]).toMatchObject({ revoked_at: null, score: 100 });
    await expect.poll(() => done.innerText()).toContain(certificates[0].code);
    expect(await done.getByRole('link', { name: 'Ir a Mis Certificados' }).getAttribute('href')).toBe(
      '/dashboard/collaborator/certificates',
    );
    await checkScreen(page, 'lms-learning-complete-1440');

    await page.goto(LIST);
    await expect.poll(() => card.innerText()).toContain('Completado');
    expect(await card.innerText()).toContain(`Constancia ${certificates[0].code}`);
    await card.getByRole('link', { name: linkName('Revisar', course.title) }).waitFor();
  });

  it('at 390 px: list, course with the collapsible outline, quiz, and an unknown course', async () => {
    const course = await createLearningCourse(stack);
    const page = await stack.newPage({ width: 390, height: 844 });
    await signIn(page, COLLABORATOR_EMAIL, DEMO_PASSWORD);

    await page.goto(LIST);
    await main(page).getByRole('heading', { name: course.title }).waitFor();
    await checkScreen(page, 'lms-learning-list-390');

    await openCourse(page, course, 'Comenzar');
    const toggle = main(page).getByRole('button', { name: 'Contenido del Curso (0 de 2)' });
    await toggle.waitFor();
    expect(await main(page).getByRole('button', { name: 'Manual de seguridad' }).isVisible()).toBe(false);
    await checkScreen(page, 'lms-learning-course-390');
    await completeCurrentLesson(page);

    await main(page).getByRole('button', { name: 'Contenido del Curso (1 de 2)' }).click();
    await main(page).getByText('Se desbloquea al completar todas las lecciones (falta 1).').waitFor();
    expect(
      await main(page)
        .getByRole('button', { name: /Evaluación Final/ })
        .count(),
    ).toBe(0);
    await checkScreen(page, 'lms-learning-outline-390');
    await main(page).getByRole('button', { name: 'Manual de seguridad' }).click();
    await main(page).getByRole('heading', { level: 3, name: 'Manual de seguridad' }).waitFor();
    await main(page).locator('iframe[title="PDF: Manual de seguridad"]').waitFor();
    await completeCurrentLesson(page);
    await main(page).getByRole('button', { name: 'Siguiente' }).click();
    await main(page).getByRole('group', { name: course.questions[1].prompt }).waitFor();
    await checkScreen(page, 'lms-learning-quiz-390');

    await page.goto('/dashboard/collaborator/lms/30000000-0000-4000-8000-0000000000ff');
    await main(page).getByRole('heading', { name: 'Curso No Encontrado' }).waitFor();
    await checkScreen(page, 'lms-learning-not-found-390');
    await main(page).getByRole('link', { name: 'Volver a Mis Cursos' }).first().click();
    await page.waitForURL((url) => url.pathname === LIST);
  });

  it('a video whose provider cannot be reached: the message, its page in a new tab, Reintentar', async () => {
    const course = await createLearningCourse(stack);
    const [video] = await serviceRest<{ id: string }[]>(stack, 'lessons', {
      method: 'POST',
      body: {
        module_id: course.moduleId,
        course_id: course.id,
        title: 'Video de inducción',
        position: 3,
        content_type: 'video',
        body: null,
        media_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        duration_minutes: 5,
      },
    });
    for (const width of [1440, 1024, 390]) {
      const page = await stack.newPage({ width, height: width > 400 ? 900 : 844 });
      // Offline or blocked by a network: Chromium shows its own error page in the frame (and fires load).
      await page.route(/^https:\/\/([a-z-]+\.)?youtube(-nocookie)?\.com\//, (route) =>
        route.abort('internetdisconnected'),
      );
      await signIn(page, COLLABORATOR_EMAIL, DEMO_PASSWORD);
      await page.goto(`/dashboard/collaborator/lms/${course.id}?leccion=${video.id}`);
      await main(page).getByRole('heading', { level: 3, name: 'Video de inducción' }).waitFor();
      await main(page).locator('iframe[title="Video de inducción"]').waitFor();
      const alert = main(page).getByRole('alert');
      await alert.getByText('No se pudo cargar el video de esta lección.').waitFor({ timeout: 20_000 });
      expect(await main(page).locator('iframe').count()).toBe(0);
      const open = alert.getByRole('link', { name: 'Abrir en una Pestaña Nueva' });
      expect(await open.getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      expect(await open.getAttribute('target')).toBe('_blank');
      await checkScreen(page, `lms-learning-video-error-${width}`);
      await alert.getByRole('button', { name: 'Reintentar' }).click();
      await main(page).locator('iframe[title="Video de inducción"]').waitFor();
      if (width === 390) await completeCurrentLesson(page);
      await page.close();
    }
  });
});
