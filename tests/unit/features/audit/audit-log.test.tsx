import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AuditLog } from '@/features/audit/components/audit-log';
import { describeChanges } from '@/features/audit/utils/audit-changes';

import { backend } from '../../kit/fake-backend';
import { COMPANY_A, COMPANY_B, companies, profiles } from '../../kit/profiles';
import { renderWithProviders } from '../../kit/render';

const render = (companyId = 'all', route = '/') =>
  renderWithProviders(<AuditLog companyId={companyId} companies={companies} />, {
    profile: profiles.admin,
    route,
  });

const entry = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  occurred_at: `2026-03-0${id}T18:00:00Z`,
  actor_id: 'p-admin',
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
    expect(await screen.findByText('Sin movimientos')).toBeInTheDocument();
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
  it('shows who, when, the action and section in Spanish, the row, the company and the changes; newest first', async () => {
    backend.seed('audit_log', [
      entry(1),
      entry(2, {
        action: 'update',
        table_name: 'public.invoices',
        company_id: COMPANY_B,
        changes: {
          status: { old: 'pendiente', new: 'pagada' },
          amount: { old: 10, new: null },
          company_id: { old: COMPANY_A, new: COMPANY_B },
        },
      }),
      entry(3, {
        action: 'delete',
        table_name: 'storage.objects',
        row_id: `repse-documents/${COMPANY_A}/2026/03/a.pdf`,
        actor_email: 'otro@portal.demo',
        changes: { bucket_id: 'repse-documents', name: `${COMPANY_A}/2026/03/a.pdf`, metadata: { size: 1 } },
      }),
    ]);
    render();
    const [deleted, updated, created] = await rows();
    expect(deleted).toHaveTextContent('Eliminó');
    expect(deleted).toHaveTextContent('Archivos');
    expect(deleted).toHaveTextContent('otro@portal.demo');
    expect(within(deleted).getByTitle(`repse-documents/${COMPANY_A}/2026/03/a.pdf`)).toHaveTextContent(
      /^a\.pdf$/,
    );
    expect(deleted).not.toHaveTextContent('size');
    expect(updated).toHaveTextContent('Modificó');
    expect(updated).toHaveTextContent('Facturas');
    expect(updated).toHaveTextContent('Industrias Beta');
    expect(within(updated).getByText('estado: pendiente → pagada')).toBeInTheDocument();
    expect(within(updated).getByText('monto: 10 → (vacío)')).toBeInTheDocument();
    expect(within(updated).getByText('empresa: Constructora Alfa → Industrias Beta')).toBeInTheDocument();
    expect(created).toHaveTextContent('Creó');
    expect(created).toHaveTextContent('Documentos REPSE');
    expect(created).toHaveTextContent('Constructora Alfa');
    expect(created).toHaveTextContent('Administrador');
    expect(within(created).getByText('nombre: Opinión IMSS')).toBeInTheDocument();
    // Its company is in the Empresa column, not repeated as an id among the changes.
    expect(created).not.toHaveTextContent('empresa:');
    expect(lastRequest().params.get('order')).toBe('occurred_at.desc,id.desc');
  });

  it('sends the header company, the user search and the dates to the server, and keeps them in the URL', async () => {
    backend.seed('audit_log', [entry(1), entry(2, { actor_email: 'otro@portal.demo' })]);
    const { user, location } = render(COMPANY_A);
    await table();
    expect(lastRequest().params.get('company_id')).toBe(`eq.${COMPANY_A}`);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por usuario' }), 'otro');
    await waitFor(() => expect(lastRequest().params.get('or')).toBe('(actor_email.ilike."%otro%")'));
    expect(await rows()).toHaveLength(1);
    await user.type(screen.getByLabelText('Desde'), '2026-03-01');
    await user.type(screen.getByLabelText('Hasta'), '2026-03-01');
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

describe('describeChanges', () => {
  it('reads booleans, empties and long values', () => {
    expect(describeChanges('update', { active: { old: true, new: false } })).toEqual(['activo: sí → no']);
    expect(describeChanges('insert', { comment: 'x'.repeat(100), rating: 5, id: 'z', notes: null })).toEqual([
      `comentario: ${'x'.repeat(79)}…`,
      'calificación: 5',
    ]);
    expect(describeChanges('update', [])).toEqual([]);
  });
});
