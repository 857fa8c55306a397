import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { AdminDocuments } from '@/features/documents/components/admin/admin-documents';

import { findLayer } from '../../helpers/dialogs';
import { backend } from '../../kit/fake-backend';
import { COMPANY_A, companies, profiles } from '../../kit/profiles';
import { renderWithProviders } from '../../kit/render';
import { documentRow, uploadTypes } from './fixtures';

const render = (companyId = 'all', route = '/') =>
  renderWithProviders(<AdminDocuments companyId={companyId} companies={companies} types={uploadTypes} />, {
    profile: profiles.admin,
    route,
  });

const table = () => screen.findByRole('table', { name: 'Documentos REPSE' });
const bodyRows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);
const lastListRequest = () => backend.requestsTo('documents', 'GET').at(-1)!;

describe('admin REPSE documents: list states', () => {
  it('shows loading until the server answers, then the empty state', async () => {
    const release = backend.hold();
    render();
    expect(await screen.findByText('Cargando documentos...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Sin Documentos')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error once as a toast and as a block with a retry that recovers', async () => {
    backend.fail('documents', { message: 'boom' });
    const { user } = render();
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getAllByText('No se pudieron cargar los documentos REPSE.')).toHaveLength(2);
    backend.recover('documents');
    backend.seed('documents', [documentRow()]);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await bodyRows()).toHaveLength(1);
  });

  it('lists a page with company or Global, period, type, expiry and short SHA-256, newest period first', async () => {
    const sha = `ab12cd34${'0'.repeat(52)}9f0e`;
    backend.seed('documents', [
      documentRow({ sha256: sha, expires_on: '2026-04-01' }),
      documentRow({
        id: 'g',
        is_global: true,
        company_id: null,
        company: null,
        month: 11,
        name: 'Guía REPSE',
        document_type: null,
      }),
    ]);
    render();
    const cells = (await bodyRows()).map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 6)
        .map((c) => c.textContent),
    );
    expect(cells).toEqual([
      ['Guía REPSE', 'Global', 'Noviembre 2026', '—', '—', '—'],
      ['Opinión IMSS', 'Constructora Alfa', 'Marzo 2026', 'IMSS', '01/04/2026', 'ab12cd34…9f0e'],
    ]);
    expect(screen.getAllByTitle(sha)[0]).toHaveTextContent('ab12cd34…9f0e');
    expect(lastListRequest().params.get('select')).toContain('sha256');
    expect(lastListRequest().params.get('order')).toBe('year.desc,month.desc,name.asc,id.asc');
    expect(lastListRequest().headers.get('prefer')).toContain('count=exact');
    expect(screen.getByText('1–2 de 2')).toBeInTheDocument();
  });

  it('asks the server only for the header company', async () => {
    backend.seed('documents', [
      documentRow(),
      documentRow({ id: 'b', company_id: 'other', name: 'De otra' }),
    ]);
    render(COMPANY_A);
    expect(await bodyRows()).toHaveLength(1);
    expect(lastListRequest().params.get('company_id')).toBe(`eq.${COMPANY_A}`);
  });
});

describe('admin REPSE documents: paging, search and sort in the URL', () => {
  const many = Array.from({ length: 25 }, (_, i) =>
    documentRow({ id: `d${i}`, name: `Documento ${String(i).padStart(2, '0')}`, month: (i % 12) + 1 }),
  );

  it('pages on the server and keeps the page in the URL', async () => {
    backend.seed('documents', many);
    const { user, location } = render();
    expect(await bodyRows()).toHaveLength(20);
    expect(screen.getByText('1–20 de 25')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(location()).toContain('page=2'));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(5));
    expect(lastListRequest().params.get('offset')).toBe('20');
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  });

  it('searches by name or type on the server, with a no-matches state', async () => {
    backend.seed('documents', many);
    const { user, location } = render();
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar documentos' }), 'Documento 07');
    await waitFor(() => expect(location()).toContain('q=Documento+07'));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect(lastListRequest().params.get('or')).toBe(
      '(name.ilike."%Documento 07%",document_type.ilike."%Documento 07%")',
    );
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar documentos' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar documentos' }), 'nada');
    expect(await screen.findByText('No se encontraron resultados')).toBeInTheDocument();
  });

  it('sorts by name when its header is clicked', async () => {
    backend.seed('documents', many.slice(0, 3));
    const { user, location } = render();
    await table();
    await user.click(screen.getByRole('button', { name: 'Ordenar por Nombre' }));
    await waitFor(() => expect(location()).toContain('sort=name.asc'));
    await waitFor(() => expect(lastListRequest().params.get('order')).toBe('name.asc.nullslast,id.asc'));
    expect(screen.getByRole('columnheader', { name: /Nombre/ })).toHaveAttribute('aria-sort', 'ascending');
  });
});

describe('admin REPSE documents: open and delete', () => {
  it('opens a document through a signed URL made on click', async () => {
    backend.seed('documents', [documentRow()]);
    backend.objects.set(`repse-documents/${COMPANY_A}/2026/03/imss.pdf`, new Blob(['%PDF']));
    const tab = { location: { href: '' }, opener: {}, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = render();
    await user.click((await screen.findAllByRole('button', { name: 'Abrir Opinión IMSS' }))[0]);
    await waitFor(() =>
      expect(tab.location.href).toContain(`/object/sign/repse-documents/${COMPANY_A}/2026/03/imss.pdf`),
    );
  });

  it('asks first, then removes the row and then its Storage object', async () => {
    backend.seed('documents', [documentRow()]);
    const key = `${COMPANY_A}/2026/03/imss.pdf`;
    backend.objects.set(`repse-documents/${key}`, new Blob(['%PDF']));
    const { user } = render();
    await user.click((await screen.findAllByRole('button', { name: 'Eliminar Opinión IMSS' }))[0]);
    const dialog = await findLayer('alertdialog');
    expect(within(dialog).getByText(/Se eliminarán «Opinión IMSS» y su archivo/)).toBeInTheDocument();
    expect(backend.requestsTo('documents', 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Documento eliminado')).toBeInTheDocument();
    const writes = backend.requests.filter((r) => r.method === 'DELETE').map((r) => r.path);
    expect(writes).toEqual(['documents', 'storage/object/repse-documents']);
    expect(backend.requestsTo('documents', 'DELETE')[0].params.get('id')).toBe('eq.doc-1');
    expect(backend.objects.size).toBe(0);
    expect(await screen.findByText('Sin Documentos')).toBeInTheDocument();
  });

  it('cancel keeps the document', async () => {
    backend.seed('documents', [documentRow()]);
    const { user } = render();
    await user.click((await screen.findAllByRole('button', { name: 'Eliminar Opinión IMSS' }))[0]);
    await user.click(within(await findLayer('alertdialog')).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(backend.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  });

  it('a refused delete says so and leaves the file', async () => {
    backend.seed('documents', [documentRow()]);
    backend.objects.set(`repse-documents/${COMPANY_A}/2026/03/imss.pdf`, new Blob(['%PDF']));
    const { user } = render();
    await user.click((await screen.findAllByRole('button', { name: 'Eliminar Opinión IMSS' }))[0]);
    backend.fail('documents', { status: 403, code: '42501', message: 'permission denied' });
    await user.click(within(await findLayer('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(
      await screen.findByText('No se pudo eliminar el documento. Inténtalo de nuevo.'),
    ).toBeInTheDocument();
    expect(backend.objects.size).toBe(1);
  });
});
