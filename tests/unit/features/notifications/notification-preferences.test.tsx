import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../app/preload-routes';
import { backend } from '../../kit/fake-backend';
import { profiles } from '../../kit/profiles';
import { renderApp, toastText } from '../../kit/render';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const CATEGORIES = ['Documentos', 'Facturas', 'Laboratorio', 'Reportes', 'Cursos', 'Constancias', 'Cuenta'];

const group = (name: string) => screen.findByRole('group', { name });

describe('Mi Perfil: notification preferences', () => {
  it('shows one row per category with three choices, «Correo al momento» unless chosen otherwise', async () => {
    backend.seed('notification_preferences', [
      { profile_id: profiles.clientA.id, category: 'invoices', channel: 'portal' },
    ]);
    renderApp('/dashboard/client?tab=profile', { profile: profiles.clientA });
    for (const category of CATEGORIES) {
      const row = await group(category);
      expect(
        within(row)
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.textContent),
      ).toEqual(['Correo al momento', 'Resumen diario por correo', 'Solo en el portal']);
    }
    expect(within(await group('Facturas')).getByRole('radio', { name: 'Solo en el portal' })).toBeChecked();
    expect(within(await group('Documentos')).getByRole('radio', { name: 'Correo al momento' })).toBeChecked();
    expect(backend.requestsTo('notification_preferences', 'GET')[0].params.get('profile_id')).toBe(
      `eq.${profiles.clientA.id}`,
    );
  });

  it('saves a choice at once and confirms it', async () => {
    const app = renderApp('/dashboard/collaborator/perfil', { profile: profiles.collaborator });
    const courses = await group('Cursos');
    await app.user.click(within(courses).getByRole('radio', { name: 'Resumen diario por correo' }));
    await waitFor(() => expect(toastText()).toContain('Preferencia guardada'));
    expect(toastText()).toContain('Cursos: Resumen diario por correo.');
    const [post] = backend.requestsTo('notification_preferences', 'POST');
    expect(post.params.get('on_conflict')).toBe('profile_id,category');
    expect(post.body).toEqual({
      profile_id: profiles.collaborator.id,
      category: 'courses',
      channel: 'daily',
    });
    expect(within(courses).getByRole('radio', { name: 'Resumen diario por correo' })).toBeChecked();

    await app.user.click(within(courses).getByRole('radio', { name: 'Solo en el portal' }));
    await waitFor(() => expect(toastText()).toContain('Cursos: Solo en el portal.'));
    expect(backend.rows('notification_preferences')).toEqual([
      expect.objectContaining({ category: 'courses', channel: 'portal' }),
    ]);
  });

  it('keeps the stored choice and says so when the save fails', async () => {
    backend.fail('notification_preferences', { status: 500, code: 'XX000', message: 'boom' });
    const app = renderApp('/dashboard/admin/perfil', { profile: profiles.admin });
    // The read fails too: the block offers a retry, which then succeeds.
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    backend.recover('notification_preferences');
    await app.user.click(retry);
    const reports = await group('Reportes');
    backend.fail('notification_preferences', { status: 500, code: 'XX000', message: 'boom' });
    await app.user.click(within(reports).getByRole('radio', { name: 'Solo en el portal' }));
    await waitFor(() => expect(toastText()).toContain('No se pudo guardar la preferencia'));
    expect(toastText()).toContain('Tu elección anterior sigue vigente.');
    expect(within(reports).getByRole('radio', { name: 'Correo al momento' })).toBeChecked();
  });
});
