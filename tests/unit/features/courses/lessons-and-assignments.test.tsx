import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CourseEditor } from '@/features/courses/components/editor/course-editor';

import { findDialog } from '../../helpers/dialogs';
import { backend } from '../../kit/fake-backend';
import { COMPANY_B, companies, profiles } from '../../kit/profiles';
import { renderWithProviders } from '../../kit/render';
import { chooseOption } from '../../kit/select';
import { COURSE_ID, courseRow, lessonRow, moduleRow } from './fixtures';

const render = () =>
  renderWithProviders(<CourseEditor courseId={COURSE_ID} companies={companies} />, {
    profile: profiles.admin,
  });

describe('course editor: lessons with files, deletions and company assignments', () => {
  it('uploads a PDF lesson to lms-media/<course_id>/ and stores its reference', async () => {
    backend.seed('courses', [courseRow()]);
    backend.seed('course_modules', [moduleRow()]);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Agregar lección a Introducción' }));
    const dialog = await findDialog('Nueva Lección');
    await user.type(within(dialog).getByLabelText('Título de la lección'), 'Hoja de seguridad');
    await chooseOption(user, 'Tipo de contenido', 'PDF');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Lección' }));
    expect(await within(dialog).findByText('Selecciona un archivo PDF.')).toBeInTheDocument();
    const pdf = new File(['%PDF-1.4'], 'hoja seguridad.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText('Archivo PDF'), pdf);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Lección' }));
    await waitFor(() => expect(backend.requestsTo('lessons', 'POST')).toHaveLength(1));
    const [key] = [...backend.objects.keys()];
    expect(key).toMatch(new RegExp(`^lms-media/${COURSE_ID}/\\d+-hoja seguridad\\.pdf$`));
    expect(backend.requestsTo('lessons', 'POST')[0].body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Hoja de seguridad',
      content_type: 'pdf',
      body: null,
      media_url: `storage://${key}`,
      duration_minutes: null,
      course_id: COURSE_ID,
      module_id: 'm1',
      position: 0,
    });
  });

  it('keeps a video link lesson as a link and refuses plain http', async () => {
    backend.seed('courses', [courseRow()]);
    backend.seed('course_modules', [moduleRow()]);
    backend.seed('lessons', [
      lessonRow({ content_type: 'video', media_url: 'https://vimeo.com/1', body: null }),
    ]);
    const { user } = render();
    await user.click(
      await screen.findByRole('button', { name: 'Editar lección Qué es el trabajo en altura' }),
    );
    const dialog = await findDialog('Editar Lección');
    const link = within(dialog).getByLabelText('Enlace del video');
    expect(link).toHaveValue('https://vimeo.com/1');
    await user.clear(link);
    await user.type(link, 'http://youtube.com/watch?v=1');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Lección' }));
    expect(
      await within(dialog).findByText('Ingresa un enlace https (YouTube, Vimeo u otro sitio seguro).'),
    ).toBeInTheDocument();
    await user.clear(link);
    await user.type(link, 'https://youtu.be/abc');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Lección' }));
    await waitFor(() => expect(backend.requestsTo('lessons', 'PATCH')).toHaveLength(1));
    expect(backend.requestsTo('lessons', 'PATCH')[0].body).toMatchObject({
      content_type: 'video',
      media_url: 'https://youtu.be/abc',
      body: null,
    });
    expect(backend.objects.size).toBe(0);
  });

  it('deletes a module only after confirming', async () => {
    backend.seed('courses', [courseRow()]);
    backend.seed('course_modules', [moduleRow()]);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Eliminar módulo Introducción' }));
    const confirm = await findDialog('¿Eliminar módulo?', 'alertdialog');
    expect(confirm).toHaveTextContent('Se eliminarán el módulo «Introducción» y todas sus lecciones.');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(backend.requestsTo('course_modules', 'DELETE')).toHaveLength(1));
    expect(backend.requestsTo('course_modules', 'DELETE')[0].params.get('id')).toBe('eq.m1');
    expect(await screen.findByText('Sin Módulos')).toBeInTheDocument();
  });

  it('assigns to a company and removes an assignment after confirming', async () => {
    backend.seed('courses', [courseRow()]);
    backend.seed('course_assignments', [
      {
        id: 'a1',
        course_id: COURSE_ID,
        profile_id: null,
        company_id: 'x',
        due_date: '2026-12-01',
        company: { name: 'Constructora Alfa' },
        profile: null,
      },
    ]);
    const { user } = render();
    expect(await screen.findByText('Constructora Alfa (empresa)')).toBeInTheDocument();
    expect(screen.getByText('Fecha límite: 01/12/2026')).toBeInTheDocument();
    await chooseOption(user, 'Asignar a', 'Una empresa (todos sus colaboradores)');
    await chooseOption(user, 'Empresa', 'Industrias Beta');
    await user.click(screen.getByRole('button', { name: 'Asignar' }));
    await waitFor(() => expect(backend.requestsTo('course_assignments', 'POST')).toHaveLength(1));
    expect(backend.requestsTo('course_assignments', 'POST')[0].body).toEqual({
      course_id: COURSE_ID,
      profile_id: null,
      company_id: COMPANY_B,
      due_date: null,
    });
    await user.click(
      screen.getByRole('button', { name: 'Quitar asignación de Constructora Alfa (empresa)' }),
    );
    const confirm = await findDialog('¿Quitar asignación?', 'alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(backend.requestsTo('course_assignments', 'DELETE')).toHaveLength(1));
    expect(backend.requestsTo('course_assignments', 'DELETE')[0].params.get('id')).toBe('eq.a1');
  });
  it('replaces a stored PDF and removes the old file; deleting the lesson removes its file', async () => {
    const old = `${COURSE_ID}/1-vieja.pdf`;
    backend.objects.set(`lms-media/${old}`, new Blob(['%PDF']));
    backend.seed('courses', [courseRow()]);
    backend.seed('course_modules', [moduleRow()]);
    backend.seed('lessons', [
      lessonRow({ content_type: 'pdf', media_url: `storage://lms-media/${old}`, body: null }),
    ]);
    const { user } = render();
    await user.click(
      await screen.findByRole('button', { name: 'Editar lección Qué es el trabajo en altura' }),
    );
    const dialog = await findDialog('Editar Lección');
    expect(
      within(dialog).getByText('Deja el campo vacío para conservar el archivo actual.'),
    ).toBeInTheDocument();
    const pdf = new File(['%PDF-1.7'], 'nueva.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText('Archivo PDF'), pdf);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Lección' }));
    await waitFor(() => expect(backend.objects.has(`lms-media/${old}`)).toBe(false));
    const [key] = [...backend.objects.keys()];
    expect(key).toMatch(/nueva\.pdf$/);
    expect(backend.requestsTo('lessons', 'PATCH')[0].body).toMatchObject({ media_url: `storage://${key}` });

    await user.click(
      await screen.findByRole('button', { name: 'Eliminar lección Qué es el trabajo en altura' }),
    );
    const confirm = await findDialog('¿Eliminar lección?', 'alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(backend.objects.size).toBe(0));
    expect(backend.requestsTo('lessons', 'DELETE')[0].params.get('id')).toBe('eq.l1');
  });
});
