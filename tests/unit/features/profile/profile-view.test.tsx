import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { profiles } from '../../kit/profiles';
import { renderApp } from '../../kit/render';

/** The value shown under a label of 'Información de la Cuenta'. */
function field(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('Mi Perfil', () => {
  it("shows the client's account data under its heading", async () => {
    renderApp('/dashboard/client?tab=profile', { profile: profiles.clientA });
    const section = await screen.findByRole('region', { name: 'Mi Perfil' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Mi Perfil' })).toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'Información de la Cuenta' })).toBeInTheDocument();
    expect(field('Nombre completo')).toBe('Carlos Cliente');
    expect(field('Correo electrónico')).toBe('cliente.a@portal.demo');
    expect(field('Nombre de usuario')).toBe('cliente_a');
    expect(field('Empresa')).toBe('Constructora Alfa');
    expect(field('Tipo de servicio')).toBe('Medicina del trabajo');
    expect(field('Inicio de servicio')).toBe('Marzo 2024');
  });

  it('says No especificado for what the profile lacks', async () => {
    renderApp('/dashboard/client?tab=profile', { profile: profiles.noCompany });
    await screen.findByRole('region', { name: 'Mi Perfil' });
    expect(field('Nombre completo')).toBe('No especificado');
    expect(field('Empresa')).toBe('No especificado');
    expect(field('Inicio de servicio')).toBe('No especificado');
  });

  it("the admin's profile has no service fields", async () => {
    renderApp('/dashboard/admin/perfil', { profile: profiles.admin });
    await screen.findByRole('region', { name: 'Mi Perfil' });
    expect(field('Nombre completo')).toBe('Ana Admin');
    expect(screen.queryByText('Tipo de servicio')).not.toBeInTheDocument();
    expect(screen.queryByText('Inicio de servicio')).not.toBeInTheDocument();
  });

  it('opens and cancels the password change in the Seguridad card', async () => {
    const { user } = renderApp('/dashboard/client?tab=profile', { profile: profiles.clientA });
    await user.click(await screen.findByRole('button', { name: 'Cambiar Contraseña' }));
    expect(screen.getByLabelText('Nueva contraseña')).toBeInTheDocument();
    // The opener gives way to the form, whose own submit (same words) waits for a valid password.
    expect(screen.getByRole('button', { name: 'Cambiar Contraseña' })).toHaveAttribute('type', 'submit');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByLabelText('Nueva contraseña')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar Contraseña' })).not.toHaveAttribute('type', 'submit');
  });
});
