// The admin routes this feature serves: 'Perfiles Cliente' (two views in the URL) and 'Mi Perfil'.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { identity } from '@/lib/firebase';

import { findDialog } from '../../helpers/dialogs';
import { fakeFirebase } from '../../helpers/fake-firebase';
import { backend } from '../../kit/fake-backend';
import { COMPANY_A, companies, profiles } from '../../kit/profiles';
import { PASSWORD, renderApp } from '../../kit/render';
import { userRow } from './fixtures';

const admin = { profile: profiles.admin };

describe('Perfiles Cliente', () => {
  it('opens on Usuarios filtered by the header company and switches to Empresas keeping the filter', async () => {
    backend.seed(
      'companies',
      companies.map((c) => ({ ...c, rfc: null, created_at: '2026-01-01', users: [] })),
    );
    backend.seed('profiles', [userRow()]);
    const { user, location } = renderApp(`/dashboard/admin/clientes?empresa=${COMPANY_A}`, admin);
    expect(await screen.findByRole('heading', { name: 'Perfiles Cliente' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Usuarios' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('table', { name: 'Usuarios' });
    expect(backend.requestsTo('profiles', 'GET').at(-1)!.params.get('company_id')).toBe(`eq.${COMPANY_A}`);

    await user.click(screen.getByRole('tab', { name: 'Empresas' }));
    expect(location()).toBe(`/dashboard/admin/clientes?empresa=${COMPANY_A}&vista=empresas`);
    const table = await screen.findByRole('table', { name: 'Empresas' });
    expect(within(table).getByText('Industrias Beta')).toBeInTheDocument();
  });
});

describe('Mi Perfil (admin)', () => {
  it('shows the account without the company filter and changes the password after confirming', async () => {
    const { user } = renderApp('/dashboard/admin/perfil', admin);
    expect(await screen.findByRole('heading', { name: 'Mi Perfil' })).toBeInTheDocument();
    expect(screen.getByText('admin@portal.demo')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Filtrar por Empresa' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cambiar Contraseña' }));
    await user.type(screen.getByLabelText('Contraseña actual'), PASSWORD);
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Nueva#2027a');
    await user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'Nueva#2027a');
    await user.click(screen.getByRole('button', { name: 'Cambiar Contraseña' }));
    const confirm = await findDialog('¿Confirmar cambio de contraseña?', 'alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(identity.updatePassword).toHaveBeenCalledWith('Nueva#2027a'));
    expect(fakeFirebase.account('admin@portal.demo')?.password).toBe('Nueva#2027a');
  });
});
