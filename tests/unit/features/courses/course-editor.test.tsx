import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CourseEditor } from '@/features/courses/components/editor/course-editor';

import { findDialog } from '../../helpers/dialogs';
import { backend } from '../../kit/fake-backend';
import { companies, profiles } from '../../kit/profiles';
import { renderWithProviders } from '../../kit/render';
import { chooseOption } from '../../kit/select';
import { COURSE_ID, courseRow, lessonRow, moduleRow } from './fixtures';

const render = () =>
  renderWithProviders(<CourseEditor courseId={COURSE_ID} companies={companies} />, {
    profile: profiles.admin,
  });

describe('course editor', () => {
  it('shows the database refusal to publish inside the settings form', async () => {
    backend.seed('courses', [courseRow()]);
    const { user } = render();
    const publish = await screen.findByRole('checkbox', { name: /Publicado/ });
    backend.fail('courses', {
      status: 400,
      code: '23514',
      message: 'No se puede publicar el curso: El curso no tiene lecciones.',
    });
    await user.click(publish);
    await user.click(screen.getByRole('button', { name: 'Guardar Curso' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se puede publicar el curso: El curso no tiene lecciones.',
    );
    expect(backend.requestsTo('courses', 'PATCH')[0].body).toMatchObject({
      published: true,
      thematic_area: '6000',
    });
  });

  it('lists modules and lessons in order and swaps two lessons with Bajar', async () => {
    backend.seed('courses', [courseRow()]);
    backend.seed('course_modules', [moduleRow({ id: 'm2', title: 'Equipo', position: 1 }), moduleRow()]);
    backend.seed('lessons', [
      lessonRow({ id: 'l2', title: 'Arnés', position: 1 }),
      lessonRow(),
      lessonRow({
        id: 'l3',
        module_id: 'm2',
        title: 'Líneas de vida',
        content_type: 'video',
        media_url: 'https://vimeo.com/1',
      }),
    ]);
    const { user } = render();
    const lessons = await screen.findByRole('list', { name: 'Lecciones de Introducción' });
    expect(
      within(lessons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Qué es el trabajo en altura'), expect.stringContaining('Arnés')]);
    expect(screen.getByRole('heading', { name: 'Módulo 2: Equipo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir módulo Introducción' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Bajar lección Qué es el trabajo en altura' }));
    await waitFor(() => expect(backend.requestsTo('lessons', 'PATCH')).toHaveLength(2));
    const patches = backend.requestsTo('lessons', 'PATCH').map((r) => [r.params.get('id'), r.body]);
    expect(patches).toEqual([
      ['eq.l1', { position: 1 }],
      ['eq.l2', { position: 0 }],
    ]);
  });

  it('refuses a single-answer question with two correct options before saving', async () => {
    backend.seed('courses', [courseRow()]);
    backend.seed('quizzes', [
      {
        id: 'q1',
        course_id: COURSE_ID,
        title: 'Evaluación Final',
        passing_score: 80,
        max_attempts: null,
        quiz_questions: [],
      },
    ]);
    const { user } = render();
    expect(await screen.findByText('Calificación mínima: 80 % · Intentos: sin límite')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agregar Pregunta' }));
    const dialog = await findDialog('Nueva Pregunta');
    await user.type(within(dialog).getByLabelText('Pregunta'), '¿Desde qué altura?');
    await user.type(within(dialog).getByLabelText('Opción 1'), '1.8 m');
    await user.type(within(dialog).getByLabelText('Opción 2'), '3 m');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Correcta (opción 2)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Pregunta' }));
    expect(
      await within(dialog).findByText(
        'Una pregunta de opción única debe tener exactamente una opción correcta.',
      ),
    ).toBeInTheDocument();
    expect(backend.requestsTo('quiz_questions', 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Correcta (opción 1)' }));
    // Moving an option reorders the form only (the arrows do not submit it).
    expect(within(dialog).getByRole('button', { name: 'Subir opción 1' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Bajar opción 1' }));
    expect(within(dialog).getByLabelText('Opción 1')).toHaveValue('3 m');
    expect(within(dialog).getByLabelText('Opción 2')).toHaveValue('1.8 m');
    expect(backend.requestsTo('quiz_questions', 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Pregunta' }));
    await waitFor(() => expect(backend.requestsTo('quiz_options', 'POST')).toHaveLength(1));
    expect(backend.requestsTo('quiz_questions', 'POST')[0].body).toMatchObject({
      quiz_id: 'q1',
      prompt: '¿Desde qué altura?',
      multiple: false,
    });
    expect(backend.requestsTo('quiz_options', 'POST')[0].body).toEqual([
      expect.objectContaining({ label: '3 m', is_correct: true, position: 0 }),
      expect.objectContaining({ label: '1.8 m', is_correct: false, position: 1 }),
    ]);
  });

  it('a new question whose options failed is completed by the next Guardar, once', async () => {
    backend.seed('courses', [courseRow()]);
    backend.seed('quizzes', [
      {
        id: 'q1',
        course_id: COURSE_ID,
        title: 'Evaluación final',
        passing_score: 80,
        max_attempts: null,
        quiz_questions: [],
      },
    ]);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Agregar Pregunta' }));
    const dialog = await findDialog('Nueva Pregunta');
    await user.type(within(dialog).getByLabelText('Pregunta'), '¿Qué protege el arnés?');
    await user.type(within(dialog).getByLabelText('Opción 1'), 'La caída');
    await user.type(within(dialog).getByLabelText('Opción 2'), 'El ruido');
    // The question is written, then the connection drops before its options.
    backend.fail('quiz_options', 'network');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Pregunta' }));
    await waitFor(() => expect(backend.requestsTo('quiz_options')).not.toHaveLength(0));
    expect(backend.rows('quiz_questions')).toHaveLength(1);
    expect(backend.rows('quiz_options')).toHaveLength(0);
    backend.recover('quiz_options');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Pregunta' }));
    await waitFor(() => expect(backend.rows('quiz_options')).toHaveLength(2));
    expect(backend.rows('quiz_questions')).toHaveLength(1);
    const questionId = backend.rows('quiz_questions')[0].id;
    expect(backend.rows('quiz_options').map((o) => [o.question_id, o.label, o.position])).toEqual([
      [questionId, 'La caída', 0],
      [questionId, 'El ruido', 1],
    ]);
    // Sent again as it is (an answer lost after the options were written), nothing is added.
    const [again] = backend.requestsTo('quiz_options', 'POST').slice(-1);
    await backend.fetch(`${backend.url}/rest/v1/quiz_options?on_conflict=id`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'resolution=merge-duplicates' },
      body: JSON.stringify(again.body),
    });
    expect(backend.rows('quiz_options')).toHaveLength(2);
  });

  it('assigns to a collaborator with a due date and explains a duplicate', async () => {
    backend.seed('courses', [courseRow()]);
    backend.seed('profiles', [
      {
        id: 'p-col',
        full_name: 'Colaborador Demo',
        email: 'colaborador@portal.demo',
        role: 'collaborator',
        active: true,
      },
    ]);
    const { user } = render();
    await screen.findByText('Sin Asignaciones');
    await chooseOption(user, 'Colaborador', 'Colaborador Demo (colaborador@portal.demo)');
    await user.type(screen.getByLabelText('Fecha límite (opcional)'), '31/12/2026');
    await user.click(screen.getByRole('button', { name: 'Asignar' }));
    await waitFor(() => expect(backend.requestsTo('course_assignments', 'POST')).toHaveLength(1));
    expect(backend.requestsTo('course_assignments', 'POST')[0].body).toEqual({
      course_id: COURSE_ID,
      profile_id: 'p-col',
      company_id: null,
      due_date: '2026-12-31',
    });
    expect(backend.requestsTo('profiles', 'GET')[0].params.get('role')).toBe('eq.collaborator');
    backend.fail('course_assignments', { status: 409, code: '23505', message: 'duplicate key' });
    await chooseOption(user, 'Colaborador', 'Colaborador Demo (colaborador@portal.demo)');
    await user.click(screen.getByRole('button', { name: 'Asignar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este curso ya está asignado a Colaborador Demo (colaborador@portal.demo).',
    );
  });
});

describe('course editor: two admins editing the same course', () => {
  async function editTitle() {
    backend.seed('courses', [courseRow({ updated_at: '2026-05-01T10:00:00.000001Z' })]);
    const { user } = render();
    const title = await screen.findByRole('textbox', { name: 'Título' });
    Object.assign(backend.tables.courses[0], {
      title: 'Trabajos en altura (NOM-009)',
      estimated_hours: 6,
      updated_at: '2026-05-01T10:04:00.000002Z',
    });
    await user.clear(title);
    await user.type(title, 'Altura segura');
    await user.click(screen.getByRole('button', { name: 'Guardar Curso' }));
    return { user, title, alert: await screen.findByRole('alert') };
  }

  it('refuses the stale save and lists the stored title and hours against the typed ones', async () => {
    const { alert } = await editTitle();
    expect(backend.requestsTo('courses', 'PATCH')[0].body).toMatchObject({
      title: 'Altura segura',
      updated_at: '2026-05-01T10:00:00.000001Z',
    });
    expect(alert).toHaveTextContent('Alguien más cambió este registro mientras lo editabas.');
    expect(
      within(alert)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual([
      'Guardado ahora: Trabajos en altura (NOM-009)',
      'Lo que escribiste: Altura segura',
      'Guardado ahora: 6',
      'Lo que escribiste: 4',
    ]);
  });

  it('Recargar takes the stored values; Guardar de Todos Modos overwrites', async () => {
    const { user, title, alert } = await editTitle();
    await user.click(within(alert).getByRole('button', { name: 'Recargar' }));
    expect(title).toHaveValue('Trabajos en altura (NOM-009)');
    await user.clear(title);
    await user.type(title, 'Altura segura');
    Object.assign(backend.tables.courses[0], { updated_at: '2026-05-01T10:06:00.000003Z' });
    await user.click(screen.getByRole('button', { name: 'Guardar Curso' }));
    const again = await screen.findByRole('alert');
    await user.click(within(again).getByRole('button', { name: 'Guardar de Todos Modos' }));
    await waitFor(() => expect(backend.tables.courses[0].title).toBe('Altura segura'));
    expect(backend.requestsTo('courses', 'PATCH').at(-1)!.body).toMatchObject({
      updated_at: '2026-05-01T10:06:00.000003Z',
    });
  });
});
