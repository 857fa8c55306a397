import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  deliveryEvent,
  invoice,
  labRequest,
  NOW,
  TYPE_OPINION,
  TYPE_REPSE,
  typedDocument,
  types,
} from '../kit/account-fixtures';
import { backend } from '../kit/fake-backend';
import { COMPANY_A, profiles } from '../kit/profiles';
import { renderApp } from '../kit/render';

const openTab = () => renderApp('/dashboard/client?tab=account', { profile: profiles.clientA });
const region = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  // Only the clock: promises, intervals and user events keep running for real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  backend.seed('document_types', types);
  backend.seed('document_type_companies', []);
  backend.rpcs.touch_account_visit = () => null;
});
afterEach(() => vi.useRealTimers());

describe("client tab 'Estado de la Cuenta'", () => {
  it("shows the current and the last closed month's completeness, what is missing, and the validity strip", async () => {
    backend.seed('documents', [
      typedDocument({ name: 'CFDI octubre', month: 10 }),
      typedDocument({
        name: 'Opinión noviembre',
        document_type_id: TYPE_OPINION,
        company_id: null,
        is_global: true,
        month: 11,
        issued_on: '2026-11-01',
        expires_on: '2026-12-01',
      }),
      typedDocument({
        name: 'Registro',
        document_type_id: TYPE_REPSE,
        company_id: null,
        is_global: true,
        year: 2023,
        month: 1,
        expires_on: '2026-01-10',
      }),
      // Another company's evidence never counts.
      typedDocument({ name: 'Ajeno', company_id: 'otra', month: 11 }),
    ]);
    openTab();
    const card = await screen.findByRole('region', { name: 'Cumplimiento del Periodo' });
    const current = await within(card).findByRole('group', { name: 'Noviembre 2026 (mes en curso)' });
    expect(within(current).getAllByText('Pendiente')).toHaveLength(2); // the month and the CFDI
    expect(within(current).getByText('1 de 2 entregados')).toBeInTheDocument();
    expect(within(current).getByText(/CFDI de nómina/).parentElement).toHaveTextContent(
      'CFDI de nómina (Noviembre 2026, vence el 17/12/2026)',
    );
    const closed = within(card).getByRole('group', { name: 'Octubre 2026 (último mes cerrado)' });
    expect(within(closed).getAllByText('Atrasado')).toHaveLength(2); // the month and the opinion
    expect(within(closed).getByText('1 de 2 entregados')).toBeInTheDocument();
    expect(within(closed).getByText(/Opinión SAT/).parentElement).toHaveTextContent(
      'Opinión SAT (Octubre 2026, vence el 17/11/2026)',
    );
    expect(within(card).getByText('Vence en 8 días')).toBeInTheDocument();
    expect(within(card).getByText('Vencido')).toBeInTheDocument();
    expect(within(card).getByText('Venció el 10/01/2026')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ver REPSE' })).toHaveAttribute(
      'href',
      '/dashboard/client?tab=repse',
    );
    // The company's documents and the global ones, from the last closed month to the current one.
    const docs = backend.requestsTo('documents', 'GET')[0].params;
    expect(docs.get('or')).toBe(`(is_global.eq.true,company_id.eq.${COMPANY_A})`);
  });

  it('shows the error block of the compliance card when the catalogue fails', async () => {
    backend.fail('document_types', { message: 'boom' });
    openTab();
    const card = await screen.findByRole('region', { name: 'Cumplimiento del Periodo' });
    const block = await within(card).findByRole('alert');
    expect(within(block).getByText('No se pudo cargar el estado de cumplimiento.')).toBeInTheDocument();
    backend.recover('document_types');
    backend.seed('documents', [typedDocument({ month: 11 })]);
    await screen.findByRole('button', { name: 'Reintentar' }).then((b) => b.click());
    expect(
      await within(card).findByRole('group', { name: 'Noviembre 2026 (mes en curso)' }),
    ).toBeInTheDocument();
  });

  it('lists the five most urgent missing documents of a month and counts the rest', async () => {
    const monthly = Array.from({ length: 7 }, (_, i) => ({
      ...types[0],
      id: `b0000000-0000-4000-8000-00000000000${i}`,
      name: `Tipo ${i + 1}`,
      sort_order: i,
    }));
    backend.seed('document_types', monthly);
    backend.seed('documents', []);
    openTab();
    const card = await screen.findByRole('region', { name: 'Cumplimiento del Periodo' });
    const closed = await within(card).findByRole('group', { name: 'Octubre 2026 (último mes cerrado)' });
    expect(within(closed).getByText('0 de 7 entregados')).toBeInTheDocument();
    expect(within(closed).getAllByRole('listitem')).toHaveLength(6);
    expect(within(closed).getByText('Tipo 5')).toBeInTheDocument();
    expect(within(closed).queryByText('Tipo 6')).not.toBeInTheDocument();
    expect(within(closed).getByText('y 2 documentos más')).toBeInTheDocument();
  });

  it('shows the empty state of the compliance card when nothing applies to the company', async () => {
    backend.seed(
      'document_types',
      types.map((t) => ({ ...t, active: false })),
    );
    openTab();
    const card = await screen.findByRole('region', { name: 'Cumplimiento del Periodo' });
    expect(await within(card).findByText('Sin Documentos Esperados')).toBeInTheDocument();
  });

  it("records the visit once and greets a first visit; every card is there with the client's links", async () => {
    openTab();
    const news = await screen.findByRole('region', { name: 'Novedades desde tu Última Visita' });
    expect(await within(news).findByText('Primera Visita')).toBeInTheDocument();
    expect(backend.requestsTo('rpc/touch_account_visit', 'POST')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Estado de la Cuenta' })).toBeInTheDocument();
    expect(
      within(region('Facturas por Pagar')).getByRole('link', { name: 'Ver Facturación' }),
    ).toHaveAttribute('href', '/dashboard/client?tab=billing');
    expect(
      within(region('Resultados Listos sin Descargar')).getByRole('link', { name: 'Ver Laboratorio' }),
    ).toHaveAttribute('href', '/dashboard/client?tab=laboratory');
    expect(
      within(region('Constancias del Personal')).getByRole('link', { name: 'Ver Capacitación del Personal' }),
    ).toHaveAttribute('href', '/dashboard/client?tab=training');
  });

  it('lists what arrived since the previous visit, and only that', async () => {
    const since = '2026-11-20T10:00:00Z';
    backend.rpcs.touch_account_visit = () => since;
    backend.seed('documents', [
      typedDocument({ name: 'Nuevo CFDI', created_at: '2026-11-21T10:00:00Z' }),
      typedDocument({
        name: 'Global nuevo',
        company_id: null,
        is_global: true,
        created_at: '2026-11-22T10:00:00Z',
      }),
      typedDocument({ name: 'Viejo', created_at: '2026-11-01T10:00:00Z' }),
    ]);
    backend.seed('invoices', [
      invoice({ invoice_number: 'F-NUEVA', created_at: '2026-11-21T00:00:00Z' }),
      invoice({ invoice_number: 'F-VIEJA', created_at: '2026-10-01T00:00:00Z' }),
    ]);
    const result = labRequest();
    backend.seed('laboratory_requests', [result]);
    backend.seed('delivery_events', [
      deliveryEvent({
        event: 'published',
        laboratory_request_id: result.id,
        item_name: 'Audiometría · Ana',
        occurred_at: '2026-11-22T00:00:00Z',
      }),
    ]);
    backend.seed('company_certificates', []);
    openTab();
    const news = await screen.findByRole('region', { name: 'Novedades desde tu Última Visita' });
    expect(await within(news).findByText('2 documentos nuevos')).toBeInTheDocument();
    expect(within(news).getByText('Nuevo CFDI')).toBeInTheDocument();
    expect(within(news).getByText('Global nuevo')).toBeInTheDocument();
    expect(within(news).queryByText('Viejo')).not.toBeInTheDocument();
    expect(within(news).getByText('1 factura nueva')).toBeInTheDocument();
    expect(within(news).getByText('Factura F-NUEVA')).toBeInTheDocument();
    expect(within(news).getByText('1 resultado de laboratorio')).toBeInTheDocument();
    expect(within(news).getByText('Audiometría · Ana')).toBeInTheDocument();
    expect(within(news).queryByText(/constancia nueva/)).not.toBeInTheDocument();
    const docs = backend.requestsTo('documents', 'GET').find((r) => r.params.has('created_at'));
    expect(docs?.params.get('created_at')).toBe(`gt.${since}`);
  });

  it('counts every new document but lists only the newest five, after a long absence', async () => {
    backend.rpcs.touch_account_visit = () => '2026-01-01T00:00:00Z';
    const day = (n: number) => new Date(Date.UTC(2026, 1, 1) + n * 3_600_000).toISOString();
    backend.seed(
      'documents',
      Array.from({ length: 1200 }, (_, n) =>
        typedDocument({ id: `doc-${n}`, name: `Documento ${n}`, created_at: day(n) }),
      ),
    );
    openTab();
    const news = await screen.findByRole('region', { name: 'Novedades desde tu Última Visita' });
    expect(await within(news).findByText('1,200 documentos nuevos')).toBeInTheDocument();
    expect(within(news).getByText('Documento 1199')).toBeInTheDocument();
    expect(within(news).getByText('Documento 1195')).toBeInTheDocument();
    expect(within(news).queryByText('Documento 1194')).not.toBeInTheDocument();
    expect(within(news).getByText('y 1,195 más')).toBeInTheDocument();
  });

  it('says there is nothing new, and shows the error block when the visit cannot be recorded', async () => {
    backend.rpcs.touch_account_visit = () => '2026-11-22T23:00:00Z';
    const first = openTab();
    const news = await screen.findByRole('region', { name: 'Novedades desde tu Última Visita' });
    expect(await within(news).findByText('No hay nada nuevo desde tu última visita.')).toBeInTheDocument();
    first.unmount();

    backend.fail('rpc/touch_account_visit', { message: 'boom' });
    openTab();
    const again = await screen.findByRole('region', { name: 'Novedades desde tu Última Visita' });
    const block = await within(again).findByRole('alert');
    expect(within(block).getByText('No se pudo registrar tu visita.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Registrando tu visita...')).not.toBeInTheDocument());
  });
});
