import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { backend } from '../../kit/fake-backend';
import { companies, COMPANY_B, profiles } from '../../kit/profiles';
import { renderApp, toastText } from '../../kit/render';
import { chooseOption } from '../../kit/select';

const filter = () => screen.findByRole('combobox', { name: 'Filtrar por Empresa' });
const renderAdmin = (route = '/dashboard/admin/facturacion') => renderApp(route, { profile: profiles.admin });

describe('Filtrar por Empresa', () => {
  it('lists the companies by name and keeps the choice in the URL', async () => {
    backend.seed('companies', [...companies].reverse());
    const { user, location } = renderAdmin();
    expect(await filter()).toHaveDisplayValue('Todas las Empresas');
    await screen.findByRole('option', { name: 'Industrias Beta' });
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Todas las Empresas',
      'Constructora Alfa',
      'Industrias Beta',
    ]);
    expect(backend.requestsTo('companies', 'GET')[0].params.get('order')).toBe('name.asc');
    await chooseOption(user, 'Filtrar por Empresa', 'Industrias Beta');
    expect(location()).toBe(`/dashboard/admin/facturacion?empresa=${COMPANY_B}`);
    expect(await filter()).toHaveDisplayValue('Industrias Beta');

    await chooseOption(user, 'Filtrar por Empresa', 'Todas las Empresas');
    expect(location()).toBe('/dashboard/admin/facturacion');
  });

  it('shows the company of a shared link', async () => {
    backend.seed('companies', companies);
    renderAdmin(`/dashboard/admin/facturacion?empresa=${COMPANY_B}`);
    await waitFor(async () => expect(await filter()).toHaveDisplayValue('Industrias Beta'));
  });

  it('says it is loading while the list arrives', async () => {
    backend.seed('companies', companies);
    renderAdmin(`/dashboard/admin/facturacion?empresa=${COMPANY_B}`);
    // Hold every answer from the moment the session's profile is served, so the list waits behind it.
    const serveProfile = backend.rpcs.sync_my_profile;
    let release: (() => void) | null = null;
    backend.rpcs.sync_my_profile = (args) => {
      release ??= backend.hold();
      return serveProfile(args);
    };
    // The company of the link shows as loading, and cannot be picked, until the list has it.
    expect(await filter()).toHaveDisplayValue('Cargando...');
    expect(screen.getByRole('option', { name: 'Cargando...' })).toBeDisabled();
    release!();
    expect(await screen.findByRole('option', { name: 'Constructora Alfa' })).toBeInTheDocument();
    expect(await filter()).toHaveDisplayValue('Industrias Beta');
    expect(screen.queryByRole('option', { name: 'Cargando...' })).not.toBeInTheDocument();
  });

  it('tells the admin once when the list cannot be loaded', async () => {
    backend.fail('companies', { message: 'caído' });
    renderAdmin();
    await waitFor(() => expect(toastText()).toContain('No se pudo cargar la lista de empresas.'));
    expect(screen.getAllByText('No se pudo cargar la lista de empresas.')).toHaveLength(1);
    expect(await filter()).toHaveDisplayValue('Todas las Empresas');
  });

  it('says when the company of a link is not in the list', async () => {
    backend.seed(
      'companies',
      companies.filter((company) => company.id !== COMPANY_B),
    );
    renderAdmin(`/dashboard/admin/facturacion?empresa=${COMPANY_B}`);
    await screen.findByRole('option', { name: 'Constructora Alfa' });
    expect(await filter()).toHaveDisplayValue('Empresa no disponible');
  });
});
