import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MyCourses } from '@/features/courses/components/learner/my-courses';

import { backend } from '../../kit/fake-backend';
import { profiles } from '../../kit/profiles';
import { renderApp, renderWithProviders } from '../../kit/render';
import { COURSE, courseRow, ME, OTHER_COURSE, progressRow } from './learner-fixtures';

const THIRD = '30000000-0000-4000-8000-0000000000c3';
const renderList = () =>
  renderWithProviders(<MyCourses profileId={ME} />, { profile: profiles.collaborator });
const card = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe('Capacitación (LMS) course list', () => {
  it('shows each assigned course with progress, quiz state, due dates and the right action', async () => {
    backend.seed('course_progress', [
      progressRow({
        due_date: '2020-01-10',
        lessons_completed: 3,
        lessons_total: 5,
        attempts_used: 1,
        best_score: 50,
      }),
      progressRow({
        course_id: OTHER_COURSE,
        course_title: 'Inducción',
        due_date: '2099-03-05',
        lessons_total: 2,
        has_quiz: false,
      }),
      progressRow({
        course_id: THIRD,
        course_title: 'Primeros auxilios',
        due_date: '2020-01-01',
        lessons_completed: 2,
        lessons_total: 2,
        quiz_passed: true,
        best_score: 90,
        completed: true,
        certificate_code: 'A1B2-C3D4-E5F6',
      }),
      progressRow({ course_id: 'ajeno', course_title: 'De otra persona', profile_id: 'p-otro' }),
    ]);
    backend.seed('courses', [
      courseRow(),
      courseRow({ id: OTHER_COURSE, title: 'Inducción', estimated_hours: 1, thematic_area: '2000' }),
      courseRow({ id: THIRD, title: 'Primeros auxilios', thematic_area: '6000' }),
    ]);
    renderList();

    const heights = await screen
      .findByRole('heading', { name: 'Trabajos en altura' })
      .then(() => card('Trabajos en altura'));
    expect(within(heights).getByText('3 de 5 lecciones')).toBeInTheDocument();
    expect(within(heights).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    expect(within(heights).getByText('Vencido')).toBeInTheDocument();
    expect(within(heights).getByText('4 horas')).toBeInTheDocument();
    expect(within(heights).getByText('6000 Seguridad')).toBeInTheDocument();
    expect(within(heights).getByText(/mejor calificación 50 %/)).toBeInTheDocument();
    expect(within(heights).getByRole('link', { name: /^Continuar/ })).toHaveAttribute(
      'href',
      `/dashboard/collaborator/lms/${COURSE}`,
    );

    const induction = card('Inducción');
    expect(within(induction).getByText('Vence el 5 de marzo de 2099')).toBeInTheDocument();
    expect(within(induction).queryByText('Vencido')).not.toBeInTheDocument();
    expect(within(induction).queryByText(/Evaluación/)).not.toBeInTheDocument();
    expect(within(induction).getByText('1 hora')).toBeInTheDocument();
    expect(within(induction).getByRole('link', { name: /^Comenzar/ })).toBeInTheDocument();

    const firstAid = card('Primeros auxilios');
    expect(within(firstAid).getByText('Completado')).toBeInTheDocument();
    expect(within(firstAid).getByText('Constancia A1B2-C3D4-E5F6')).toBeInTheDocument();
    expect(within(firstAid).queryByText('Vencido')).not.toBeInTheDocument();
    expect(within(firstAid).getByText('Evaluación aprobada con 90 %')).toBeInTheDocument();
    expect(within(firstAid).getByRole('link', { name: /^Revisar/ })).toBeInTheDocument();

    // Soonest due first; only the person's own rows were asked for, and the courses of those rows.
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Primeros auxilios',
      'Trabajos en altura',
      'Inducción',
    ]);
    const progressRequest = backend.requestsTo('course_progress', 'GET')[0];
    expect(progressRequest.params.get('profile_id')).toBe(`eq.${ME}`);
    expect(progressRequest.params.get('order')).toBe('due_date.asc.nullslast,course_title.asc');
    expect(backend.requestsTo('courses', 'GET')[0].params.get('id')).toBe(
      `in.(${THIRD},${COURSE},${OTHER_COURSE})`,
    );
  });

  it('shows the empty state when nothing is assigned', async () => {
    renderList();
    expect(await screen.findByRole('heading', { name: 'Sin Cursos Asignados' })).toBeInTheDocument();
    expect(backend.requestsTo('courses', 'GET')).toHaveLength(0);
  });

  it('shows the error block with a retry', async () => {
    backend.fail('course_progress', { message: 'boom' });
    const { user } = renderList();
    const block = await screen.findByRole('alert');
    expect(within(block).getByText('No se pudieron cargar tus cursos.')).toBeInTheDocument();
    backend.recover('course_progress');
    await user.click(within(block).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Sin Cursos Asignados' })).toBeInTheDocument();
  });

  it('is the collaborator landing screen, with a cover image signed from lms-media', async () => {
    backend.seed('course_progress', [progressRow()]);
    backend.seed('courses', [courseRow({ cover_url: `storage://lms-media/${COURSE}/portada.png` })]);
    backend.objects.set(`lms-media/${COURSE}/portada.png`, new Blob(['png']));
    const { container } = renderApp('/dashboard/collaborator', { profile: profiles.collaborator });
    expect(await screen.findByRole('heading', { name: 'Capacitación (LMS)' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Trabajos en altura' })).toBeInTheDocument();
    await screen.findByRole('link', { name: /^Comenzar/ });
    await expect.poll(() => container.querySelector('img')?.getAttribute('src')).toContain('portada.png');
  });
});
