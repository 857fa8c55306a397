import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CompanyDirectory } from '@/features/directory/components/company-directory';

import { backend } from '../../kit/fake-backend';
import { COMPANY_A, COMPANY_B, profiles } from '../../kit/profiles';
import { renderApp, renderWithProviders, toastText } from '../../kit/render';

const entry = (fields: Record<string, unknown>) => ({
  company_id: COMPANY_A,
  position: null,
  phone: null,
  whatsapp: null,
  email: null,
  photo_url: null,
  ...fields,
});
const maria = entry({
  id: 'd1',
  employee_name: 'María Rodríguez',
  position: 'Gerente de Cuenta',
  phone: '+52 81 1234 5601',
  whatsapp: '+52 1 81 1234 5601',
  email: 'maria.rodriguez@portal.demo',
  photo_url: `storage://photos/${COMPANY_A}/contacto-1.svg`,
});
const jorge = entry({
  id: 'd2',
  employee_name: 'Jorge Castillo (A)',
  phone: '(81) 1234-5604',
  email: 'jorge@portal.demo?cc=otro@x.com',
  photo_url: 'javascript:alert(1)',
});
const elsewhere = entry({ id: 'd3', company_id: COMPANY_B, employee_name: 'Beto de Beta' });

/** A browser image that loads at once, so the avatar shows its <img> (jsdom never loads images). */
class LoadedImage extends EventTarget {
  complete = true;
  naturalWidth = 1;
  src = '';
  crossOrigin: string | null = null;
  referrerPolicy = '';
}
afterEach(() => vi.unstubAllGlobals());

const renderTab = () =>
  renderWithProviders(<CompanyDirectory companyId={COMPANY_A} />, { profile: profiles.clientA });
const list = () => screen.findByRole('list', { name: 'Contactos de la empresa' });

describe('Directorio tab', () => {
  it('shows a loading block under the heading while the contacts load', async () => {
    const release = backend.hold();
    renderTab();
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando directorio...');
    expect(screen.getByRole('heading', { name: 'Directorio de Empresa' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it("asks for the company's contacts by name and shows each as a card", async () => {
    backend.seed('directory_entries', [maria, jorge, elsewhere]);
    renderTab();
    const cards = within(await list()).getAllByRole('listitem');
    expect(cards.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Jorge Castillo (A)',
      'María Rodríguez',
    ]);
    expect(screen.queryByText('Beto de Beta')).not.toBeInTheDocument();
    const request = backend.requestsTo('directory_entries', 'GET')[0];
    expect(request.params.get('company_id')).toBe(`eq.${COMPANY_A}`);
    expect(request.params.get('order')).toBe('employee_name.asc,id.asc');
    expect(screen.getByText('Gerente de Cuenta')).toBeInTheDocument();
  });

  it('asks the server for one page with its total and the next page when the client goes to it', async () => {
    const many = Array.from({ length: 23 }, (_, i) =>
      entry({ id: `c${i}`, employee_name: `Contacto ${String(i + 1).padStart(2, '0')}` }),
    );
    backend.seed('directory_entries', [...many, elsewhere]);
    const { user, location } = renderTab();
    const names = async () =>
      within(await list())
        .getAllByRole('heading')
        .map((h) => h.textContent);
    expect(await names()).toHaveLength(20);
    expect(screen.getByText('1–20 de 23')).toBeInTheDocument();
    const first = backend.requestsTo('directory_entries', 'GET')[0];
    expect(first.params.get('offset')).toBe('0');
    expect(first.params.get('limit')).toBe('20');
    expect(first.headers.get('prefer')).toContain('count=exact');

    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(async () => expect(await names()).toEqual(['Contacto 21', 'Contacto 22', 'Contacto 23']));
    expect(screen.getByText('21–23 de 23')).toBeInTheDocument();
    const second = backend.requestsTo('directory_entries', 'GET').at(-1)!;
    expect(second.params.get('offset')).toBe('20');
    expect(second.params.get('limit')).toBe('20');
    expect(location()).toContain('page=2');
  });

  it('searches name, position and email on the server, and says when nothing matches', async () => {
    backend.seed('directory_entries', [maria, jorge]);
    const { user } = renderTab();
    await list();
    const search = screen.getByRole('searchbox', { name: 'Buscar contactos' });
    expect(search).toHaveAttribute('placeholder', 'Nombre, puesto o correo...');
    await user.type(search, 'gerente');
    await waitFor(() =>
      expect(backend.requestsTo('directory_entries', 'GET').at(-1)!.params.get('or')).toBe(
        '(employee_name.ilike."%gerente%",position.ilike."%gerente%",email.ilike."%gerente%")',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Jorge Castillo (A)' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'María Rodríguez' })).toBeInTheDocument();
    expect(screen.getByText('1–1 de 1')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'nadie');
    expect(await screen.findByRole('heading', { name: 'No se encontraron resultados' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Directorio Vacío.' })).not.toBeInTheDocument();
  });

  it('turns only checked values into tel, WhatsApp, mailto links and photos', async () => {
    vi.stubGlobal('Image', LoadedImage);
    backend.seed('directory_entries', [maria, jorge]);
    renderTab();
    await list();
    const whatsapp = screen.getByRole('link', { name: 'WhatsApp de María Rodríguez' });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/5218112345601');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: /^Llamar a María/ })).toHaveAttribute(
      'href',
      'tel:+528112345601',
    );
    expect(screen.getByRole('link', { name: /^Llamar a Jorge/ })).toHaveAttribute('href', 'tel:8112345604');
    expect(screen.getByRole('link', { name: /^Correo de María/ })).toHaveAttribute(
      'href',
      'mailto:maria.rodriguez@portal.demo',
    );
    // No WhatsApp, and an address that would add recipients is not turned into a link.
    expect(screen.queryByRole('link', { name: /WhatsApp de Jorge/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Correo de Jorge/ })).not.toBeInTheDocument();
    // The photo comes from the public bucket; the bad reference falls back to initials.
    expect(await screen.findByRole('img', { name: 'Foto de María Rodríguez' })).toHaveAttribute(
      'src',
      `${backend.url}/storage/v1/object/public/photos/${COMPANY_A}/contacto-1.svg`,
    );
    expect(screen.queryByRole('img', { name: /Foto de Jorge/ })).not.toBeInTheDocument();
    expect(screen.getByText('JC')).toBeInTheDocument();
  });

  it("shows 'Directorio Vacío.' when the company has no contacts", async () => {
    renderTab();
    expect(await screen.findByRole('heading', { name: 'Directorio Vacío.' })).toBeInTheDocument();
    expect(screen.getByText('Aún no hay contactos registrados para tu empresa.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Contactos de la empresa' })).not.toBeInTheDocument();
  });

  it('shows the load error once as a toast and as a block whose retry loads again', async () => {
    backend.fail('directory_entries', { message: 'boom' });
    const { user } = renderTab();
    const block = await screen.findByRole('alert');
    expect(block).toHaveTextContent('No se pudo cargar el directorio.');
    await waitFor(() => expect(toastText()).toContain('Error de Carga'));
    expect(screen.getAllByText('No se pudo cargar el directorio.')).toHaveLength(2);
    backend.recover('directory_entries');
    backend.seed('directory_entries', [maria]);
    await user.click(within(block).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'María Rodríguez' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns a client without a company, shows Empresa No Asignada and queries nothing', async () => {
    renderApp('/dashboard/client?tab=directory', { profile: profiles.noCompany });
    expect(await screen.findByRole('heading', { name: 'Empresa No Asignada' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Directorio de Empresa' })).toBeInTheDocument();
    await waitFor(() => expect(toastText()).toContain('Información de Empresa Incompleta'));
    expect(toastText()).toContain(
      'No se encontró un ID de empresa asociado a tu perfil para cargar el directorio.',
    );
    expect(screen.queryByText('Cargando directorio...')).not.toBeInTheDocument();
    expect(backend.requestsTo('directory_entries')).toEqual([]);
  });
});
