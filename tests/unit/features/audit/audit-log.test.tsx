import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AuditLog } from '@/features/audit/components/audit-log';

import { backend } from '../../kit/fake-backend';
import { COMPANY_A, COMPANY_B, companies, profiles } from '../../kit/profiles';
import { renderWithProviders } from '../../kit/render';

const render = (companyId = 'all', route = '/') =>
  renderWithProviders(<AuditLog companyId={companyId} companies={companies} />, {
    profile: profiles.admin,
    route,
  });

const ADMIN_ID = '30000000-0000-4000-8000-0000000000ad';

const entry = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  occurred_at: `2026-03-0${id}T18:00:00Z`,
  actor_id: ADMIN_ID,
  actor_email: 'admin@portal.demo',
  actor_role: 'admin',
  action: 'insert',
  table_name: 'public.documents',
  row_id: `row-${id}`,
  company_id: COMPANY_A,
  changes: { id: `row-${id}`, name: 'Opinión IMSS', year: 2026, company_id: COMPANY_A },
  ...overrides,
});

const table = () => screen.findByRole('table', { name: 'Bitácora de auditoría' });
const rows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);
const lastRequest = () => backend.requestsTo('audit_log', 'GET').at(-1)!;

describe('Auditoría: states', () => {
  it('loading then empty', async () => {
    const release = backend.hold();
    render();
    expect(await screen.findByText('Cargando bitácora...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Sin Movimientos')).toBeInTheDocument();
  });

  it('error block with a retry that recovers', async () => {
    backend.fail('audit_log', { status: 403, code: '42501', message: 'denied' });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    backend.recover('audit_log');
    backend.seed('audit_log', [entry(1)]);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await rows()).toHaveLength(1);
  });
});

describe('Auditoría: entries', () => {
  const INVOICE = '40000000-0000-4000-8000-000000000001';
  const TYPE = '50000000-0000-4000-8000-000000000001';
  const CLIENT_B = '30000000-0000-4000-8000-00000000000b';

  it('says who (name and e-mail), which record as the screens name it and each change formatted; no ids', async () => {
    backend.seed('profiles', [
      { id: ADMIN_ID, full_name: 'Ana Admin', email: 'admin@portal.demo', username: 'admin' },
      { id: CLIENT_B, full_name: null, email: 'cliente.b@portal.demo', username: 'cliente_b' },
    ]);
    backend.seed('document_types', [{ id: TYPE, name: 'Opinión IMSS' }]);
    backend.seed('audit_log', [
      entry(1, {
        table_name: 'public.invoices',
        row_id: INVOICE,
        changes: {
          id: INVOICE,
          company_id: COMPANY_A,
          invoice_number: 'A-1004',
          amount: 1234.5,
          currency: 'MXN',
          issue_date: '2026-11-27',
          status: 'pendiente',
        },
      }),
      entry(2, {
        action: 'update',
        table_name: 'public.profiles',
        row_id: CLIENT_B,
        company_id: COMPANY_B,
        changes: { active: { old: true, new: false }, company_id: { old: COMPANY_A, new: COMPANY_B } },
      }),
      entry(3, {
        action: 'update',
        table_name: 'public.document_types',
        row_id: TYPE,
        company_id: null,
        actor_id: null,
        actor_email: null,
        actor_role: null,
        changes: {
          periodicity: { old: 'monthly', new: 'bimonthly' },
          validity: { old: 'none', new: 'until_expiry' },
        },
      }),
      entry(4, {
        action: 'delete',
        table_name: 'storage.objects',
        row_id: `repse-documents/${COMPANY_A}/2026/03/a.pdf`,
        actor_role: 'service',
        changes: { bucket_id: 'repse-documents', name: `${COMPANY_A}/2026/03/a.pdf`, metadata: { size: 1 } },
      }),
    ]);
    render();
    const [file, type, user, invoice] = await rows();
    await waitFor(() => expect(invoice).toHaveTextContent('Ana Admin'));

    expect(invoice).toHaveTextContent('admin@portal.demo');
    expect(invoice).toHaveTextContent('Administrador');
    expect(invoice).toHaveTextContent('Creó');
    expect(within(invoice).getByText('Factura A-1004 de Constructora Alfa')).toBeInTheDocument();
    expect(within(invoice).getByText('monto: $1,234.50 MXN')).toBeInTheDocument();
    expect(within(invoice).getByText('fecha de emisión: 27/11/2026')).toBeInTheDocument();
    expect(within(invoice).getByText('estado: Pendiente')).toBeInTheDocument();

    expect(within(user).getByText('Usuario cliente.b@portal.demo')).toBeInTheDocument();
    expect(within(user).getByText('activo: Sí → No')).toBeInTheDocument();
    expect(within(user).getByText('empresa: Constructora Alfa → Industrias Beta')).toBeInTheDocument();

    expect(type).toHaveTextContent('Sistema');
    expect(within(type).getByText('Tipo de documento Opinión IMSS')).toBeInTheDocument();
    expect(within(type).getByText('periodicidad: Mensual → Bimestral')).toBeInTheDocument();
    expect(within(type).getByText('vigencia: Sin vigencia → Hasta su vencimiento')).toBeInTheDocument();

    expect(file).toHaveTextContent('Servicio del portal');
    expect(file).toHaveTextContent('Por Ana Admin');
    expect(within(file).getByText('Archivo a.pdf')).toBeInTheDocument();
    expect(file).not.toHaveTextContent('size');

    // Internals only in the detail: no table names, record ids or English field names in the list.
    const list = await table();
    expect(list).not.toHaveTextContent('public.');
    expect(list).not.toHaveTextContent(INVOICE);
    expect(list).not.toHaveTextContent(TYPE);
    expect(list).not.toHaveTextContent(/periodicity|validity|amount|monthly/);
    expect(lastRequest().params.get('order')).toBe('occurred_at.desc,id.desc');
    // The names were asked for once per table, only the rows the page needs.
    expect(backend.requestsTo('document_types', 'GET')[0].params.get('id')).toBe(`in.(${TYPE})`);
  });

  it('opens an entry in detail with its ids, table and the change as stored', async () => {
    backend.seed('audit_log', [
      entry(1, {
        table_name: 'public.invoices',
        row_id: INVOICE,
        changes: { id: INVOICE, invoice_number: 'A-1004', amount: 1234.5, company_id: COMPANY_A },
      }),
    ]);
    const { user } = render();
    await table();
    await user.click(
      await within(await table()).findByRole('button', {
        name: 'Ver detalle: Factura A-1004 de Constructora Alfa',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Detalle del Movimiento' });
    expect(dialog).toHaveTextContent('Factura A-1004 de Constructora Alfa');
    expect(within(dialog).getByText('public.invoices')).toBeInTheDocument();
    expect(within(dialog).getByText(INVOICE)).toBeInTheDocument();
    expect(within(dialog).getByText(ADMIN_ID)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('"amount": 1234.5');
  });

  it('names a record removed since by what its change says, and a removed reference as removed', async () => {
    backend.seed('audit_log', [
      entry(1, {
        action: 'update',
        table_name: 'public.invoices',
        row_id: INVOICE,
        changes: {
          invoice_number: { old: 'A-1', new: 'A-2' },
          company_id: { old: '10000000-0000-4000-8000-0000000000ff', new: COMPANY_A },
        },
      }),
    ]);
    render();
    const [updated] = await rows();
    await waitFor(() => expect(updated).toHaveTextContent('empresa: (eliminado) → Constructora Alfa'));
    expect(within(updated).getByText('Factura A-2 de Constructora Alfa')).toBeInTheDocument();
  });

  it('sends the header company, the user search and the dates to the server, and keeps them in the URL', async () => {
    backend.seed('audit_log', [entry(1), entry(2, { actor_email: 'otro@portal.demo' })]);
    const { user, location } = render(COMPANY_A);
    await table();
    expect(lastRequest().params.get('company_id')).toBe(`eq.${COMPANY_A}`);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por usuario' }), 'otro');
    await waitFor(() => expect(lastRequest().params.get('or')).toBe('(actor_email.ilike."%otro%")'));
    expect(await rows()).toHaveLength(1);
    await user.type(screen.getByLabelText('Desde'), '01/03/2026');
    await user.type(screen.getByLabelText('Hasta'), '01/03/2026');
    await waitFor(() => expect(lastRequest().params.getAll('occurred_at')).toHaveLength(2));
    expect(lastRequest().params.getAll('occurred_at')).toEqual([
      `gte.${new Date('2026-03-01T00:00:00').toISOString()}`,
      `lt.${new Date('2026-03-02T00:00:00').toISOString()}`,
    ]);
    expect(location()).toContain('desde=2026-03-01');
    expect(location()).toContain('hasta=2026-03-01');
  });

  it('offers no write action', async () => {
    backend.seed('audit_log', [entry(1)]);
    render();
    await table();
    expect(screen.queryByRole('button', { name: /eliminar|editar/i })).not.toBeInTheDocument();
    expect(backend.requests.filter((r) => r.method !== 'GET' && !r.path.startsWith('rpc/'))).toEqual([]);
  });
});
