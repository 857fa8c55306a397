import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../app/preload-routes';
import { findDialog } from '../../helpers/dialogs';
import { backend } from '../../kit/fake-backend';
import { profiles } from '../../kit/profiles';
import { renderApp, toastText } from '../../kit/render';
import { chooseOption } from '../../kit/select';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const email = (n: number, overrides: Record<string, unknown> = {}) => ({
  id: `60000000-0000-4000-8000-00000000000${n}`,
  profile_id: profiles.clientA.id,
  recipient: { full_name: 'Carlos Cliente' },
  email: 'cliente.a@portal.demo',
  mode: 'immediate',
  status: 'sent',
  subject: `Nueva factura A-100${n}`,
  attempts: 1,
  last_error: null,
  created_at: `2026-11-2${n}T16:00:00Z`,
  sent_at: `2026-11-2${n}T16:01:00Z`,
  resend_of: null,
  ...overrides,
});

const table = () => screen.findByRole('table', { name: 'Correos de notificación' });

describe('admin «Notificaciones»', () => {
  it('is in the admin menu, opens on the admin’s own history, and has no company filter', async () => {
    backend.seed('notifications', [
      {
        id: '50000000-0000-4000-8000-000000000001',
        profile_id: profiles.admin.id,
        category: 'documents',
        title: 'Opinión IMSS vence en 7 días',
        body: 'Constructora Alfa · noviembre',
        link: '/dashboard/admin/documentos?documento=70000000-0000-4000-8000-000000000001',
        company: { name: 'Constructora Alfa' },
        created_at: '2026-11-20T16:00:00Z',
        read_at: null,
      },
    ]);
    const app = renderApp('/dashboard/admin/clientes', { profile: profiles.admin });
    expect(await screen.findByRole('combobox', { name: 'Filtrar por Empresa' })).toBeInTheDocument();
    await app.user.click(await screen.findByRole('link', { name: 'Notificaciones' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard/admin/notificaciones'));
    const history = await screen.findByRole('table', { name: 'Historial de notificaciones' });
    expect(await within(history).findByText('Opinión IMSS vence en 7 días')).toBeInTheDocument();
    expect(within(history).getByText('Sin leer')).toBeInTheDocument();
    expect(within(history).getByText('Documentos')).toBeInTheDocument();
    const request = backend.requestsTo('notifications', 'GET').find((r) => r.params.has('offset'))!;
    expect(request.params.get('profile_id')).toBe(`eq.${profiles.admin.id}`);
    expect(screen.getByRole('link', { name: 'Correos Enviados' })).toBeInTheDocument();
    // The e-mails and the history are not per company.
    expect(screen.queryByRole('combobox', { name: 'Filtrar por Empresa' })).not.toBeInTheDocument();
  });

  it('lists the e-mails with recipient, status in Spanish, attempts and the last error', async () => {
    backend.seed('notification_emails', [
      email(1),
      email(2, { status: 'failed', attempts: 5, last_error: 'SMTP 550: buzón inexistente', sent_at: null }),
      email(3, { status: 'retrying', attempts: 2, last_error: 'Tiempo de espera agotado', sent_at: null }),
    ]);
    renderApp('/dashboard/admin/notificaciones/correos', { profile: profiles.admin });
    const list = await table();
    const failed = (await within(list).findByText('Nueva factura A-1002')).closest('tr')!;
    expect(within(failed).getByText('Falló')).toBeInTheDocument();
    expect(within(failed).getByText('SMTP 550: buzón inexistente')).toBeInTheDocument();
    expect(within(failed).getByText('5')).toBeInTheDocument();
    expect(within(failed).getByText('Carlos Cliente')).toBeInTheDocument();
    expect(within(list).getByText('Enviado')).toBeInTheDocument();
    expect(within(list).getByText('En reintento')).toBeInTheDocument();
  });

  it('filters by status through the URL', async () => {
    backend.seed('notification_emails', [email(1), email(2, { status: 'failed' })]);
    const app = renderApp('/dashboard/admin/notificaciones/correos?estado=failed', {
      profile: profiles.admin,
    });
    expect(await within(await table()).findByText('Nueva factura A-1002')).toBeInTheDocument();
    expect(screen.queryByText('Nueva factura A-1001')).not.toBeInTheDocument();
    expect(backend.requestsTo('notification_emails', 'GET').at(-1)!.params.get('status')).toBe('eq.failed');
    expect(app.location()).toContain('estado=failed');
  });

  it('sets and clears the status filter from its select', async () => {
    backend.seed('notification_emails', [email(1), email(2, { status: 'failed' })]);
    const app = renderApp('/dashboard/admin/notificaciones/correos', { profile: profiles.admin });
    expect(await within(await table()).findByText('Nueva factura A-1001')).toBeInTheDocument();
    await chooseOption(app.user, 'Estado', 'Falló');
    await waitFor(() => expect(app.location()).toContain('estado=failed'));
    const list = await table();
    await waitFor(() => expect(within(list).queryByText('Nueva factura A-1001')).not.toBeInTheDocument());
    expect(within(list).getByText('Nueva factura A-1002')).toBeInTheDocument();
    expect(backend.requestsTo('notification_emails', 'GET').at(-1)!.params.get('status')).toBe('eq.failed');
    await chooseOption(app.user, 'Estado', 'Todos');
    await waitFor(() => expect(app.location()).not.toContain('estado='));
    expect(await within(list).findByText('Nueva factura A-1001')).toBeInTheDocument();
  });

  it('resends an e-mail after a confirmation', async () => {
    backend.seed('notification_emails', [
      email(2, { status: 'failed', attempts: 5, last_error: 'SMTP 550', sent_at: null }),
    ]);
    const asked: unknown[] = [];
    backend.rpcs.resend_notification_email = (args) => {
      asked.push(args);
      backend.seed('notification_emails', [
        email(2, { status: 'failed', attempts: 5, last_error: 'SMTP 550', sent_at: null }),
        email(3, {
          subject: 'Nueva factura A-1002',
          status: 'retrying',
          attempts: 0,
          sent_at: null,
          resend_of: email(2).id,
        }),
      ]);
      return email(3).id;
    };
    const app = renderApp('/dashboard/admin/notificaciones/correos', { profile: profiles.admin });
    const list = await table();
    await within(list).findByText('Falló');
    await app.user.click(
      within(list).getByRole('button', { name: 'Reenviar «Nueva factura A-1002» a cliente.a@portal.demo' }),
    );
    const dialog = await findDialog('¿Reenviar este correo?', 'alertdialog');
    expect(dialog).toHaveTextContent('Se enviará de nuevo «Nueva factura A-1002» a cliente.a@portal.demo.');
    expect(asked).toEqual([]);
    await app.user.click(within(dialog).getByRole('button', { name: 'Reenviar' }));
    await waitFor(() => expect(toastText()).toContain('Correo en cola para reenviarse'));
    expect(asked).toEqual([{ p_email_id: email(2).id }]);
    expect(await within(list).findByText('En reintento')).toBeInTheDocument();
    expect(within(list).getByText(/Reenvío/)).toBeInTheDocument();
  });

  it('says so when the resend is refused, and leaves the list as it was', async () => {
    backend.seed('notification_emails', [email(1)]);
    backend.fail('rpc/resend_notification_email', {
      status: 403,
      code: '42501',
      message: 'permission denied',
    });
    const app = renderApp('/dashboard/admin/notificaciones/correos', { profile: profiles.admin });
    const list = await table();
    await within(list).findByText('Enviado');
    await app.user.click(
      within(list).getByRole('button', { name: 'Reenviar «Nueva factura A-1001» a cliente.a@portal.demo' }),
    );
    const dialog = await findDialog('¿Reenviar este correo?', 'alertdialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Reenviar' }));
    await waitFor(() => expect(toastText()).toContain('No se pudo reenviar el correo'));
    expect(screen.queryByText('En reintento')).not.toBeInTheDocument();
  });
});
