// Each notification link opens the exact item: the screens read the item (and period) of the link.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { InvoiceList } from '@/features/billing/components/invoice-list';
import { MyCertificates } from '@/features/certificates/components/collaborator/my-certificates';
import { matrixRange } from '@/features/compliance/hooks/use-matrix-filters';
import { LaboratoryRequests } from '@/features/laboratory/components/laboratory-requests';
import { parseLinkedItem } from '@/lib/linked-item';

import { backend } from '../../kit/fake-backend';
import { COMPANY_A, profiles } from '../../kit/profiles';
import { renderWithProviders } from '../../kit/render';

const ID = (n: number) => `40000000-0000-4000-8000-00000000000${n}`;

const invoice = (n: number) => ({
  id: ID(n),
  company_id: COMPANY_A,
  invoice_number: `A-100${n}`,
  cfdi_uuid: null,
  issue_date: `2026-11-0${n}`,
  due_date: null,
  amount: 100 * n,
  currency: 'MXN',
  status: 'pendiente',
  file_url: null,
  xml_url: null,
});

describe('notification links', () => {
  it('reads only an id as the linked item', () => {
    expect(parseLinkedItem(new URLSearchParams(`factura=${ID(1).toUpperCase()}`), 'factura')).toBe(ID(1));
    expect(parseLinkedItem(new URLSearchParams('factura=1 or 1=1'), 'factura')).toBeNull();
    expect(parseLinkedItem(new URLSearchParams(''), 'factura')).toBeNull();
  });

  it('?factura= shows that invoice alone, and «Ver Todas las Facturas» the whole list', async () => {
    backend.seed('invoices', [invoice(1), invoice(2), invoice(3)]);
    const { user, location } = renderWithProviders(<InvoiceList companyId={COMPANY_A} />, {
      profile: profiles.clientA,
      route: `/dashboard/client?tab=billing&factura=${ID(2)}`,
    });
    const table = await screen.findByRole('table', { name: 'Facturas de tu empresa' });
    expect(await within(table).findByText('A-1002')).toBeInTheDocument();
    expect(within(table).queryByText('A-1001')).not.toBeInTheDocument();
    expect(backend.requestsTo('invoices', 'GET').at(-1)!.params.get('id')).toBe(`eq.${ID(2)}`);
    expect(screen.getByRole('status')).toHaveTextContent('Se muestra la factura de tu notificación.');

    await user.click(screen.getByRole('button', { name: 'Ver Todas las Facturas' }));
    expect(await within(table).findByText('A-1001')).toBeInTheDocument();
    expect(location()).toBe('/dashboard/client?tab=billing');
  });

  it('?solicitud= shows that laboratory request alone', async () => {
    const request = (n: number) => ({
      id: ID(n),
      company_id: COMPANY_A,
      request_type: 'Biometría hemática',
      patient_name: `Paciente ${n}`,
      request_date: `2026-11-0${n}`,
      notes: null,
      status: 'completado',
      result_url: null,
    });
    backend.seed('laboratory_requests', [request(1), request(2)]);
    renderWithProviders(<LaboratoryRequests companyId={COMPANY_A} />, {
      profile: profiles.clientA,
      route: `/dashboard/client?tab=laboratory&solicitud=${ID(1)}`,
    });
    expect(await screen.findByText('Paciente 1')).toBeInTheDocument();
    expect(screen.queryByText('Paciente 2')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver Todas las Solicitudes' })).toBeInTheDocument();
  });

  it('?constancia= shows that certificate alone', async () => {
    backend.seed('certificates', []);
    renderWithProviders(<MyCertificates profileId={profiles.collaborator.id} />, {
      profile: profiles.collaborator,
      route: `/dashboard/collaborator/certificates?constancia=${ID(3)}`,
    });
    await waitFor(() => expect(backend.requestsTo('certificates', 'GET')).not.toHaveLength(0));
    const request = backend.requestsTo('certificates', 'GET').at(-1)!;
    expect(request.params.get('id')).toBe(`eq.${ID(3)}`);
    expect(request.params.get('profile_id')).toBe(`eq.${profiles.collaborator.id}`);
  });

  it('?anio=&mes= opens the compliance matrix on that month, unless the URL sets its own range', () => {
    const month = { year: 2026, month: 9 };
    expect(matrixRange(new URLSearchParams('anio=2026&mes=9'), '2026-11-28')).toEqual({
      from: month,
      to: month,
    });
    expect(matrixRange(new URLSearchParams('anio=2026&mes=9&desde=2026-01'), '2026-11-28')).toEqual({
      from: { year: 2026, month: 1 },
      to: month,
    });
    expect(matrixRange(new URLSearchParams('anio=2026&mes=13'), '2026-11-28').to).toEqual({
      year: 2026,
      month: 11,
    });
  });
});
