import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { getToasts, resetToasts } from '@/components/ui/use-toast';
import { CompanyDirectory } from '@/features/directory/components/company-directory';

import { db, renderWithQuery, resetSupabaseMock, storage } from './supabase-mock';

vi.mock('@/lib/supabase', async () => (await import('./supabase-mock')).supabaseModule);

const A = '10000000-0000-4000-8000-00000000000a';

const maria = {
  id: 'd1',
  employee_name: 'María Rodríguez',
  position: 'Gerente de Cuenta',
  phone: '+52 81 1234 5601',
  whatsapp: '+52 1 81 1234 5601',
  email: 'maria.rodriguez@portal.demo',
  photo_url: `storage://photos/${A}/contacto-1.svg`,
};
const jorge = {
  id: 'd2',
  employee_name: 'Jorge Castillo (A)',
  position: null,
  phone: '(81) 1234-5604',
  whatsapp: null,
  email: 'jorge@portal.demo?cc=otro@x.com',
  photo_url: 'javascript:alert(1)',
};

beforeEach(() => {
  resetSupabaseMock();
  resetToasts();
});

describe('CompanyDirectory', () => {
  it('shows a loading block while the contacts load', () => {
    db.next = 'pending';
    renderWithQuery(<CompanyDirectory companyId={A} />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando directorio...');
    expect(screen.getByRole('heading', { name: 'Directorio de Empresa' })).toBeInTheDocument();
  });

  it("lists the company's contacts with checked tel, WhatsApp and mailto links", async () => {
    db.next = { data: [maria, jorge], error: null };
    renderWithQuery(<CompanyDirectory companyId={A} />);
    const list = await screen.findByRole('list', { name: 'Contactos de la empresa' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(db.calls).toEqual([
      {
        table: 'directory_entries',
        chain: [
          ['select', 'id, employee_name, position, phone, whatsapp, email, photo_url'],
          ['eq', 'company_id', A],
          ['order', 'employee_name', { ascending: true }],
        ],
      },
    ]);

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
    // Photos come from the public bucket; the bad reference falls back to initials.
    expect(storage.from).toHaveBeenCalledWith('photos');
    expect(storage.getPublicUrl).toHaveBeenCalledWith(`${A}/contacto-1.svg`);
    expect(screen.getByText('JC')).toBeInTheDocument();
    expect(screen.getByText('Gerente de Cuenta')).toBeInTheDocument();
  });

  it("shows 'Directorio Vacío.' when the company has no contacts", async () => {
    renderWithQuery(<CompanyDirectory companyId={A} />);
    expect(await screen.findByRole('heading', { name: 'Directorio Vacío.' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the load error as a toast and a block whose retry loads again', async () => {
    db.next = { data: null, error: { code: '500', message: 'boom' } };
    renderWithQuery(<CompanyDirectory companyId={A} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar el directorio.');
    expect(getToasts()[0]).toMatchObject({
      variant: 'destructive',
      title: 'Error de Carga',
      description: 'No se pudo cargar el directorio.',
    });
    db.next = { data: [maria], error: null };
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'María Rodríguez' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns for 7 s and queries nothing when the profile has no company', () => {
    renderWithQuery(<CompanyDirectory companyId={null} />);
    expect(getToasts()[0]).toMatchObject({
      variant: 'warning',
      duration: 7000,
      title: 'Información de Empresa Incompleta',
      description: 'No se encontró un ID de empresa asociado a tu perfil para cargar el directorio.',
    });
    expect(screen.getByRole('heading', { name: 'Empresa No Asignada' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(db.calls).toEqual([]);
  });
});
