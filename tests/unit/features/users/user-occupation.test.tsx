// The collaborator's «Ocupación específica» in the admin user form: a searchable select of the Catálogo
// Nacional de Ocupaciones that stores the key, and the database's Spanish refusal of an unknown key.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { AdminUsers } from '@/features/users/components/admin/admin-users';

import { findDialog } from '../../helpers/dialogs';
import { backend } from '../../kit/fake-backend';
import { companies, profiles } from '../../kit/profiles';
import { renderWithProviders } from '../../kit/render';
import { userRow } from './fixtures';

const LABEL = 'Ocupación específica';

const collaborator = (overrides: Record<string, unknown> = {}) =>
  userRow({
    id: 'u-rosa',
    email: 'rosa@alfa.mx',
    username: 'rosa',
    full_name: 'Rosa Colaboradora',
    given_names: 'Rosa',
    last_name_paternal: 'Colaboradora',
    role: 'collaborator',
    curp: 'GODE561231HDFRRN09',
    job_title: 'Supervisora',
    occupation: '03.1',
    updated_at: '2026-01-10T10:00:00Z',
    ...overrides,
  });

async function editRosa(user: UserEvent) {
  await user.click((await screen.findAllByRole('button', { name: 'Editar rosa@alfa.mx' }))[0]);
  return findDialog('Editar Usuario');
}

const render = () =>
  renderWithProviders(<AdminUsers companyId="all" companies={companies} />, { profile: profiles.admin });

const combobox = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: LABEL });
const lastPatch = () => backend.requestsTo('profiles', 'PATCH').at(-1);

describe('admin users: ocupación específica', () => {
  it('shows the stored key with its name and lists the whole catalogue when opened', async () => {
    backend.seed('profiles', [collaborator()]);
    const { user } = render();
    const dialog = await editRosa(user);
    expect(combobox(dialog)).toHaveValue('03.1 Planeación y dirección de obras');
    await user.click(combobox(dialog));
    const list = screen.getByRole('listbox', { name: LABEL });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(66);
    expect(options[0]).toHaveTextContent('01 Cultivo, crianza y aprovechamiento');
    expect(options.at(-1)).toHaveTextContent('11.3 Difusión cultural');
    expect(within(list).getByRole('option', { selected: true })).toHaveTextContent(
      '03.1 Planeación y dirección de obras',
    );
  });

  it('finds an option by its key or by words of its name without accents, and saves the key', async () => {
    backend.seed('profiles', [collaborator()]);
    const { user } = render();
    const dialog = await editRosa(user);
    await user.click(combobox(dialog));
    await user.type(combobox(dialog), 'inspeccion ambiente');
    expect(within(screen.getByRole('listbox', { name: LABEL })).getAllByRole('option')).toHaveLength(1);
    await user.click(screen.getByRole('option', { name: '09.2 Inspección sanitaria y del medio ambiente' }));
    expect(combobox(dialog)).toHaveValue('09.2 Inspección sanitaria y del medio ambiente');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    // By its key, with the keyboard: the first match is active, Enter picks it.
    await user.clear(combobox(dialog));
    await user.type(combobox(dialog), '04.4');
    expect(combobox(dialog)).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(combobox(dialog)).toHaveValue('04.4 Informática');

    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(lastPatch()?.body).toMatchObject({ occupation: '04.4' }));
  });

  it('says when nothing matches, keeps the stored choice and closes with Escape without closing the form', async () => {
    backend.seed('profiles', [collaborator()]);
    const { user } = render();
    const dialog = await editRosa(user);
    await user.click(combobox(dialog));
    await user.type(combobox(dialog), 'astronauta');
    expect(screen.getByRole('listbox', { name: LABEL })).toHaveTextContent(
      'Ninguna área o subárea del catálogo coincide.',
    );
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Editar Usuario' })).toBeInTheDocument();
    expect(combobox(dialog)).toHaveValue('03.1 Planeación y dirección de obras');
  });

  it('asks for the occupation of a collaborator whose free text the catalogue did not take', async () => {
    backend.seed('profiles', [collaborator({ occupation: null })]);
    const { user } = render();
    const dialog = await editRosa(user);
    expect(combobox(dialog)).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const message = 'Elige la ocupación específica del colaborador en el catálogo.';
    await waitFor(() => expect(combobox(dialog)).toHaveAccessibleDescription(message));
    expect(combobox(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(backend.requestsTo('profiles', 'PATCH')).toHaveLength(0);
  });

  it("shows the database's Spanish refusal of a key that is not in the catalogue", async () => {
    backend.seed('profiles', [collaborator()]);
    const { user } = render();
    const dialog = await editRosa(user);
    await user.click(combobox(dialog));
    await user.click(screen.getByRole('option', { name: '08.2 Administración' }));
    const refusal =
      'La ocupación «08.2» no está en el Catálogo Nacional de Ocupaciones de la constancia DC-3: elige un área o subárea del catálogo.';
    backend.fail('profiles', { status: 400, code: '23514', message: refusal });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
  });
});
