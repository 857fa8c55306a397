import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AdminCourses } from '@/features/courses/components/list/admin-courses';

import { findDialog } from '../../helpers/dialogs';
import { backend } from '../../kit/fake-backend';
import { profiles } from '../../kit/profiles';
import { renderWithProviders, toastText } from '../../kit/render';
import { chooseOption } from '../../kit/select';
import { courseRow } from './fixtures';

const render = (route = '/') => renderWithProviders(<AdminCourses />, { profile: profiles.admin, route });
const bodyRows = async () =>
  within(await screen.findByRole('table', { name: 'Cursos' }))
    .getAllByRole('row')
    .slice(1);

describe('admin course list', () => {
  it('shows loading, then the empty state', async () => {
    const release = backend.hold();
    render();
    expect(await screen.findByText('Cargando cursos...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Sin Cursos')).toBeInTheDocument();
  });

  it('shows the error block with a retry that recovers', async () => {
    backend.fail('courses', { message: 'boom' });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    backend.recover('courses');
    backend.seed('courses', [courseRow()]);
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await bodyRows()).toHaveLength(1);
  });

  it('lists title, área temática, hours, estado and the counts; pages and searches on the server', async () => {
    backend.seed('courses', [
      courseRow(),
      courseRow({
        id: 'c2',
        title: 'Montacargas',
        published: true,
        thematic_area: '5000',
        estimated_hours: 2.5,
        course_modules: [],
        course_assignments: [],
      }),
    ]);
    const { user } = render();
    const cells = (await bodyRows()).map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 6)
        .map((c) => c.textContent),
    );
    expect(cells).toEqual([
      ['Montacargas', '5000 Mantenimiento y reparación', '2.5 h', 'Publicado', '0', '0'],
      ['Trabajos en altura', '6000 Seguridad', '4 h', 'Borrador', '3', '2'],
    ]);
    const first = backend.requestsTo('courses', 'GET')[0];
    expect(first.params.get('order')).toBe('title.asc,id.asc');
    expect(first.params.get('select')).toContain('course_modules(lessons(count))');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar cursos' }), 'alt');
    await waitFor(() =>
      expect(backend.requestsTo('courses', 'GET').at(-1)!.params.get('or')).toContain('title.ilike'),
    );
    expect(await bodyRows()).toHaveLength(1);
  });

  it('explains that a course with certificates cannot be deleted', async () => {
    backend.seed('courses', [courseRow()]);
    const { user } = render();
    const [row] = await bodyRows();
    backend.fail('courses', {
      status: 409,
      code: '23503',
      message: 'violates foreign key constraint "certificates_course_id_fkey"',
    });
    await user.click(within(row).getByRole('button', { name: 'Eliminar Trabajos en altura' }));
    const dialog = await findDialog('¿Eliminar curso?', 'alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(toastText()).toContain('No se puede eliminar un curso con constancias emitidas; despublícalo.'),
    );
    expect(backend.requestsTo('courses', 'DELETE')[0].params.get('id')).toBe(`eq.${courseRow().id}`);
  });

  it('creates a draft course with the catalogue code and opens its editor', async () => {
    const { user, location } = render();
    await screen.findByText('Sin Cursos');
    await user.click(screen.getByRole('button', { name: 'Nuevo Curso' }));
    const dialog = await findDialog('Nuevo Curso');
    await user.click(within(dialog).getByRole('button', { name: 'Crear Curso' }));
    expect(await within(dialog).findByText('Ingresa el título del curso.')).toBeInTheDocument();
    expect(within(dialog).getByText('Selecciona el área temática.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Título'), 'Primeros auxilios');
    await user.type(within(dialog).getByLabelText('Duración (horas)'), '8');
    await chooseOption(user, 'Área temática', '6000 Seguridad');
    await user.type(within(dialog).getByLabelText('Instructor o tutor'), 'Dra. Ana Cruz');
    await chooseOption(user, 'Agente capacitador', 'Externo (registro STPS)');
    await user.click(within(dialog).getByRole('button', { name: 'Crear Curso' }));
    expect(
      await within(dialog).findByText('Ingresa el número de registro STPS del agente capacitador externo.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Nombre del agente capacitador externo'), 'Cruz Roja');
    await user.type(within(dialog).getByLabelText('Número de registro STPS'), 'CRM010101AB1-0001');
    await user.click(within(dialog).getByRole('button', { name: 'Crear Curso' }));
    await waitFor(() => expect(location()).toMatch(/^\/dashboard\/admin\/lms\/cursos\/[0-9a-f-]+$/));
    const posted = backend.requestsTo('courses', 'POST')[0].body as { id: string };
    // The editor opened is the course's: its id was made by the form and sent with the insert.
    expect(location()).toBe(`/dashboard/admin/lms/cursos/${posted.id}`);
    expect(posted).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Primeros auxilios',
      description: null,
      estimated_hours: 8,
      thematic_area: '6000',
      instructor_name: 'Dra. Ana Cruz',
      training_agent_type: 'external',
      external_agent_name: 'Cruz Roja',
      external_agent_registration: 'CRM010101AB1-0001',
      published: false,
    });
  });
});
