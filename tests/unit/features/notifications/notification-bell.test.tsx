import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../app/preload-routes';
import { findDialog } from '../../helpers/dialogs';
import { backend } from '../../kit/fake-backend';
import { COMPANY_A, profiles } from '../../kit/profiles';
import { renderApp } from '../../kit/render';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const INVOICE = '40000000-0000-4000-8000-000000000001';

const notice = (n: number, overrides: Record<string, unknown> = {}) => ({
  id: `50000000-0000-4000-8000-00000000000${n}`,
  profile_id: profiles.clientA.id,
  category: 'invoices',
  event: 'invoice_published',
  title: `Nueva factura A-100${n}`,
  body: null,
  link: `/dashboard/client?tab=billing&factura=${INVOICE}`,
  company_id: COMPANY_A,
  company: { name: 'Constructora Alfa' },
  created_at: `2026-11-2${n}T16:00:00Z`,
  read_at: null,
  ...overrides,
});

const openBell = async (user: ReturnType<typeof renderApp>['user'], name: string) => {
  await user.click(await screen.findByRole('button', { name }));
  return findDialog('Notificaciones');
};

describe('the notification bell', () => {
  it('names the unread count, and counts only the person’s own unread notifications', async () => {
    backend.seed('notifications', [
      notice(1),
      notice(2),
      notice(3, { read_at: '2026-11-23T17:00:00Z' }),
      notice(4, { profile_id: 'someone-else' }),
    ]);
    renderApp('/dashboard/client?tab=directory', { profile: profiles.clientA });
    const bell = await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' });
    expect(bell).toHaveTextContent('2');
    const request =
      backend.requestsTo('notifications', 'HEAD').at(-1) ?? backend.requestsTo('notifications', 'GET')[0];
    expect(request.params.get('profile_id')).toBe(`eq.${profiles.clientA.id}`);
    expect(request.params.get('read_at')).toBe('is.null');
  });

  it('shows no count when everything is read', async () => {
    backend.seed('notifications', [notice(1, { read_at: '2026-11-23T17:00:00Z' })]);
    renderApp('/dashboard/client?tab=directory', { profile: profiles.clientA });
    expect(await screen.findByRole('button', { name: 'Notificaciones' })).not.toHaveTextContent(/\d/);
  });

  it('lists the latest with company and time, and an entry opens its screen and is marked read', async () => {
    backend.seed('notifications', [
      notice(1),
      notice(2, { read_at: '2026-11-23T17:00:00Z', title: 'Resultado listo' }),
      // A global document: for every company, so it names none.
      notice(3, {
        read_at: '2026-11-23T17:00:00Z',
        title: 'Nuevo documento: Guía',
        company_id: null,
        company: null,
      }),
    ]);
    const app = renderApp('/dashboard/client?tab=directory', { profile: profiles.clientA });
    const panel = await openBell(app.user, 'Notificaciones, 1 sin leer');
    const entry = await within(panel).findByRole('link', { name: /Sin leer: Nueva factura A-1001/ });
    expect(entry).toHaveTextContent('Constructora Alfa');
    // When, as the portal writes a moment: dd/mm/aaaa HH:mm (24 h).
    expect(entry).toHaveTextContent(/\b\d{2}\/11\/2026 \d{2}:00\b/);
    expect(within(panel).getByRole('link', { name: /^Resultado listo/ })).toBeInTheDocument();
    const global = within(panel).getByRole('link', { name: /^Nuevo documento: Guía/ });
    expect(global).toHaveTextContent(/Guía\s*\d{2}\/11\/2026 \d{2}:00$/);
    expect(global).not.toHaveTextContent(/Sin empresa|·/);

    await app.user.click(entry);
    await waitFor(() => expect(app.location()).toBe(`/dashboard/client?tab=billing&factura=${INVOICE}`));
    const patch = await waitFor(() => {
      const [request] = backend.requestsTo('notifications', 'PATCH');
      expect(request).toBeDefined();
      return request;
    });
    expect(patch.params.get('id')).toBe(`in.(${notice(1).id})`);
    expect(patch.params.get('profile_id')).toBe(`eq.${profiles.clientA.id}`);
    expect(await screen.findByRole('button', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Notificaciones' })).not.toBeInTheDocument();
  });

  it('marks every unread one read with «Marcar como Leídas»', async () => {
    backend.seed('notifications', [notice(1), notice(2)]);
    const app = renderApp('/dashboard/client?tab=directory', { profile: profiles.clientA });
    const panel = await openBell(app.user, 'Notificaciones, 2 sin leer');
    await within(panel).findByRole('link', { name: /Nueva factura A-1001/ });
    await app.user.click(within(panel).getByRole('button', { name: 'Marcar como Leídas' }));
    expect(await within(panel).findByRole('link', { name: /^Nueva factura A-1001/ })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /^Nueva factura A-1002/ })).toBeInTheDocument();
    const [patch] = backend.requestsTo('notifications', 'PATCH');
    expect(patch.params.has('id')).toBe(false);
    expect(patch.params.get('profile_id')).toBe(`eq.${profiles.clientA.id}`);
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Marcar como Leídas' })).toBeDisabled(),
    );
    await app.user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Notificaciones' })).toHaveFocus();
  });

  it('says so when there is nothing, and «Ver Todas» opens the history', async () => {
    const app = renderApp('/dashboard/collaborator/lms', { profile: profiles.collaborator });
    const panel = await openBell(app.user, 'Notificaciones');
    expect(await within(panel).findByText('Sin Notificaciones')).toBeInTheDocument();
    await app.user.click(within(panel).getByRole('link', { name: 'Ver Todas' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard/collaborator/notificaciones'));
    expect(await screen.findByRole('heading', { name: 'Notificaciones', level: 2 })).toBeInTheDocument();
  });

  it('asks an admin for their own notifications only (admins may read everyone’s)', async () => {
    backend.seed('notifications', [
      notice(1, { profile_id: profiles.admin.id, title: 'Documento por vencer' }),
      notice(2, { title: 'De otra persona' }),
    ]);
    const app = renderApp('/dashboard/admin/clientes', { profile: profiles.admin });
    const panel = await openBell(app.user, 'Notificaciones, 1 sin leer');
    expect(await within(panel).findByRole('link', { name: /Documento por vencer/ })).toBeInTheDocument();
    expect(within(panel).queryByText(/De otra persona/)).not.toBeInTheDocument();
  });
});
