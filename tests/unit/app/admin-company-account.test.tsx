import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { certificate, invoice, NOW, typedDocument, types } from '../kit/account-fixtures';
import { backend } from '../kit/fake-backend';
import { COMPANY_A, COMPANY_B, companies, profiles } from '../kit/profiles';
import { renderApp } from '../kit/render';
import { chooseOption } from '../kit/select';

const openPage = (companyId: string) =>
  renderApp(`/dashboard/admin/documentos/estado/${companyId}`, { profile: profiles.admin });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  backend.seed('companies', companies);
  backend.seed('document_types', types);
  backend.seed('document_type_companies', []);
  backend.rpcs.touch_account_visit = () => null;
});
afterEach(() => vi.useRealTimers());

describe("admin 'Estado de la Cuenta' of a company", () => {
  it("shows the company's cards without news, records no visit, and links back to Cumplimiento", async () => {
    backend.seed('documents', [typedDocument({ month: 10 })]);
    backend.seed('invoices', [invoice({ invoice_number: 'F-ALFA', due_date: '2026-11-01' })]);
    backend.seed('certificates', [certificate({ worker_name: 'Lucía Torres' })]);
    openPage(COMPANY_A);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Estado de la Cuenta · Constructora Alfa' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Factura F-ALFA')).toBeInTheDocument();
    expect(await screen.findByText('Lucía Torres')).toBeInTheDocument();
    const compliance = screen.getByRole('region', { name: 'Cumplimiento del Periodo' });
    expect(
      await within(compliance).findByRole('group', { name: 'Octubre 2026 (último mes cerrado)' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Novedades desde tu Última Visita' }),
    ).not.toBeInTheDocument();
    expect(backend.requestsTo('rpc/touch_account_visit')).toHaveLength(0);
    expect(backend.requestsTo('company_certificates')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Volver a Cumplimiento' })).toHaveAttribute(
      'href',
      `/dashboard/admin/documentos/cumplimiento?empresa=${COMPANY_A}`,
    );
    expect(within(compliance).getByRole('link', { name: 'Ver Cumplimiento' })).toHaveAttribute(
      'href',
      `/dashboard/admin/documentos/cumplimiento?empresa=${COMPANY_A}`,
    );
    expect(screen.getByRole('link', { name: 'Ver Facturación' })).toHaveAttribute(
      'href',
      `/dashboard/admin/facturacion?empresa=${COMPANY_A}`,
    );
  });

  it("follows the header's company filter, which it keeps on the page's company", async () => {
    backend.seed('invoices', [
      invoice({ invoice_number: 'F-ALFA' }),
      invoice({ invoice_number: 'F-BETA', company_id: COMPANY_B }),
    ]);
    const app = openPage(COMPANY_A);
    expect(await screen.findByText('Factura F-ALFA')).toBeInTheDocument();
    expect(app.location()).toBe(`/dashboard/admin/documentos/estado/${COMPANY_A}?empresa=${COMPANY_A}`);
    await chooseOption(app.user, 'Filtrar por Empresa', 'Industrias Beta');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Estado de la Cuenta · Industrias Beta' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Factura F-BETA')).toBeInTheDocument();
    expect(screen.queryByText('Factura F-ALFA')).not.toBeInTheDocument();
    expect(app.location()).toBe(`/dashboard/admin/documentos/estado/${COMPANY_B}?empresa=${COMPANY_B}`);
  });

  it('says so when the company of the link does not exist', async () => {
    openPage('20000000-0000-4000-8000-000000000099');
    expect(await screen.findByText('Empresa No Encontrada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Cumplimiento' })).toHaveAttribute(
      'href',
      '/dashboard/admin/documentos/cumplimiento',
    );
    expect(backend.requestsTo('invoices')).toHaveLength(0);
  });
});
