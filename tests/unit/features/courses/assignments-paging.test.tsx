// The course editor's 'Asignaciones' at scale: the assignments a page at a time with the total, and a
// collaborator picker that asks the server for the first matches of what the admin types.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CourseEditor } from '@/features/courses/components/editor/course-editor';

import { findDialog } from '../../helpers/dialogs';
import { backend } from '../../kit/fake-backend';
import { companies, profiles } from '../../kit/profiles';
import { renderWithProviders, toastText } from '../../kit/render';
import { chooseOption } from '../../kit/select';
import { COURSE_ID, courseRow } from './fixtures';

const render = () =>
  renderWithProviders(<CourseEditor courseId={COURSE_ID} companies={companies} />, {
    profile: profiles.admin,
  });

const two = (i: number) => String(i).padStart(2, '0');
const collaborator = (i: number, fields: Record<string, unknown> = {}) => ({
  id: `p${two(i)}`,
  full_name: `Colaborador ${two(i)}`,
  email: `colaborador${two(i)}@portal.demo`,
  role: 'collaborator',
  active: true,
  ...fields,
});
const assignment = (i: number) => ({
  id: `a${two(i)}`,
  course_id: COURSE_ID,
  profile_id: `p${two(i)}`,
  company_id: null,
  due_date: null,
  created_at: `2026-01-${two(i)}T12:00:00Z`,
  profile: { full_name: `Colaborador ${two(i)}`, email: `colaborador${two(i)}@portal.demo` },
  company: null,
});

const listed = async () =>
  within(await screen.findByRole('list', { name: 'Asignaciones del curso' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/@portal\.demo\).*/, ''));
const profileRequests = () => backend.requestsTo('profiles', 'GET');

describe('course editor: assignments at scale', () => {
  it('asks for one page of assignments with the total and the next page when the admin goes to it', async () => {
    backend.seed('courses', [courseRow()]);
    backend.seed('course_assignments', [
      ...Array.from({ length: 23 }, (_, i) => assignment(i + 1)),
      { ...assignment(30), course_id: 'another-course' },
    ]);
    const { user, location } = render();
    expect(await listed()).toHaveLength(20);
    expect(screen.getByText('1–20 de 23')).toBeInTheDocument();
    const first = backend.requestsTo('course_assignments', 'GET')[0];
    expect(first.params.get('course_id')).toBe(`eq.${COURSE_ID}`);
    expect(first.params.get('offset')).toBe('0');
    expect(first.params.get('limit')).toBe('20');
    expect(first.params.get('order')).toBe('created_at.asc,id.asc');
    expect(first.headers.get('prefer')).toContain('count=exact');

    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(async () =>
      expect(await listed()).toEqual([
        'Colaborador 21 (colaborador21',
        'Colaborador 22 (colaborador22',
        'Colaborador 23 (colaborador23',
      ]),
    );
    expect(screen.getByText('21–23 de 23')).toBeInTheDocument();
    expect(backend.requestsTo('course_assignments', 'GET').at(-1)!.params.get('offset')).toBe('20');
    expect(location()).toContain('page=2');
    // Removing is still there on every page.
    await user.click(
      screen.getByRole('button', { name: 'Quitar asignación de Colaborador 22 (colaborador22@portal.demo)' }),
    );
    const confirm = await findDialog('¿Quitar asignación?', 'alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(backend.requestsTo('course_assignments', 'DELETE')).toHaveLength(1));
    expect(backend.requestsTo('course_assignments', 'DELETE')[0].params.get('id')).toBe('eq.a22');
  });

  it('goes back a page when the only assignment of the last page is removed', async () => {
    backend.seed('courses', [courseRow()]);
    backend.seed(
      'course_assignments',
      Array.from({ length: 21 }, (_, i) => assignment(i + 1)),
    );
    const { user, location } = renderWithProviders(
      <CourseEditor courseId={COURSE_ID} companies={companies} />,
      { profile: profiles.admin, route: '/?page=2' },
    );
    expect(await listed()).toEqual(['Colaborador 21 (colaborador21']);
    await user.click(
      screen.getByRole('button', { name: 'Quitar asignación de Colaborador 21 (colaborador21@portal.demo)' }),
    );
    const confirm = await findDialog('¿Quitar asignación?', 'alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Quitar' }));
    expect(await screen.findByText('1–20 de 20')).toBeInTheDocument();
    // The first page's rows arrive after the move back from the emptied page.
    await waitFor(async () => expect(await listed()).toHaveLength(20));
    expect(location()).not.toContain('page=');
  });

  it('offers the first 20 collaborators, says how many more match, and searches the rest on the server', async () => {
    backend.seed('courses', [courseRow()]);
    backend.seed('profiles', [
      ...Array.from({ length: 24 }, (_, i) => collaborator(i + 1)),
      collaborator(90, { full_name: 'Zulema Ortiz', email: 'zulema@portal.demo' }),
      collaborator(91, { full_name: 'Zulema Inactiva', active: false }),
      collaborator(92, { full_name: 'Zulema Cliente', role: 'client' }),
    ]);
    const { user } = render();
    expect(
      await screen.findByText(
        'Se muestran los primeros 20, y 5 más: escribe un nombre o correo para encontrarlos.',
      ),
    ).toBeInTheDocument();
    const first = profileRequests()[0];
    expect(first.params.get('role')).toBe('eq.collaborator');
    expect(first.params.get('active')).toBe('eq.true');
    expect(first.params.get('offset')).toBe('0');
    expect(first.params.get('limit')).toBe('20');
    expect(first.headers.get('prefer')).toContain('count=exact');
    await user.click(screen.getByRole('combobox', { name: 'Colaborador' }));
    expect(await screen.findAllByRole('option')).toHaveLength(20);
    expect(screen.queryByRole('option', { name: /Zulema/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar colaborador' }), 'zulema');
    await waitFor(() =>
      expect(profileRequests().at(-1)!.params.get('or')).toBe(
        '(full_name.ilike."%zulema%",email.ilike."%zulema%")',
      ),
    );
    await waitFor(() => expect(screen.queryByText(/Se muestran los primeros/)).not.toBeInTheDocument());
    await chooseOption(user, 'Colaborador', 'Zulema Ortiz (zulema@portal.demo)');
    // Another search does not lose the choice.
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar colaborador' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar colaborador' }), 'nadie');
    expect(await screen.findByText('Ningún colaborador activo coincide con «nadie».')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Colaborador' })).toHaveTextContent(
      'Zulema Ortiz (zulema@portal.demo)',
    );
    await user.click(screen.getByRole('button', { name: 'Asignar' }));
    await waitFor(() => expect(backend.requestsTo('course_assignments', 'POST')).toHaveLength(1));
    expect(backend.requestsTo('course_assignments', 'POST')[0].body).toMatchObject({
      course_id: COURSE_ID,
      profile_id: 'p90',
    });
    await waitFor(() => expect(toastText()).toContain('Asignado a Zulema Ortiz (zulema@portal.demo).'));
    // No request ever asked for every collaborator.
    expect(profileRequests().every((r) => r.params.get('limit') === '20')).toBe(true);
  });

  it('says when there are no active collaborators, and when they cannot be loaded', async () => {
    backend.seed('courses', [courseRow()]);
    backend.seed('profiles', [collaborator(1, { active: false })]);
    const first = render();
    expect(await screen.findByText('No hay colaboradores activos.')).toBeInTheDocument();
    first.unmount();

    backend.fail('profiles', { message: 'boom' });
    render();
    const form = await screen.findByRole('form', { name: 'Asignar Curso' });
    expect(await within(form).findByText('No se pudo cargar la lista de colaboradores.')).toBeInTheDocument();
    await waitFor(() => expect(toastText()).toContain('No se pudo cargar la lista de colaboradores.'));
  });
});
