import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { backend } from '../../kit/fake-backend';
import { companies, profiles } from '../../kit/profiles';
import { renderApp } from '../../kit/render';
import { chooseOption } from '../../kit/select';
import { COURSE_ID, courseRow } from './fixtures';

describe('Gestión LMS routes', () => {
  it("opens a course's editor from the list, with the admin's companies to assign to", async () => {
    backend.seed('companies', companies);
    backend.seed('courses', [courseRow()]);
    const { user, location } = renderApp('/dashboard/admin/lms', { profile: profiles.admin });
    const table = await screen.findByRole('table', { name: 'Cursos' });
    await user.click(within(table).getByRole('link', { name: 'Editar Trabajos en altura' }));
    expect(location()).toBe(`/dashboard/admin/lms/cursos/${COURSE_ID}`);
    expect(await screen.findByRole('heading', { name: 'Trabajos en altura' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vista Previa' })).toHaveAttribute(
      'href',
      `/dashboard/admin/lms/cursos/${COURSE_ID}/vista-previa`,
    );
    await chooseOption(user, 'Asignar a', 'Una empresa (todos sus colaboradores)');
    await user.click(screen.getByRole('combobox', { name: 'Empresa' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(
      companies.map((c) => c.name),
    );
  });

  it('uploads a new cover to lms-media/<course_id>/ and removes the old one', async () => {
    const oldCover = `lms-media/${COURSE_ID}/portada-1.png`;
    backend.objects.set(oldCover, new Blob(['old']));
    backend.seed('companies', companies);
    backend.seed('courses', [courseRow({ cover_url: `storage://${oldCover}` })]);
    const { user } = renderApp(`/dashboard/admin/lms/cursos/${COURSE_ID}`, { profile: profiles.admin });
    const cover = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
      'portada.png',
      { type: 'image/png' },
    );
    await user.upload(await screen.findByLabelText('Portada (opcional)'), cover);
    await user.click(screen.getByRole('button', { name: 'Guardar Curso' }));
    await waitFor(() => expect(backend.requestsTo('courses', 'PATCH')).toHaveLength(1));
    await waitFor(() => expect(backend.objects.has(oldCover)).toBe(false));
    const [key] = [...backend.objects.keys()];
    expect(key).toMatch(new RegExp(`^lms-media/${COURSE_ID}/portada-\\d+\\.png$`));
    expect(backend.requestsTo('courses', 'PATCH')[0].body).toMatchObject({ cover_url: `storage://${key}` });
  });
});
