import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { resetToasts } from '@/components/ui/use-toast';

import { COMPANY_A, db, doc, renderAdminDocuments, resetDb, storage } from './harness';

vi.mock('@/lib/supabase', async () => (await import('./supabase-mock')).supabaseModule);

beforeEach(() => {
  resetDb();
  resetToasts();
});
afterEach(() => vi.restoreAllMocks());

describe('admin REPSE documents list', () => {
  it('shows the loading state until the query answers', async () => {
    let release = () => {};
    db.gate = new Promise((r) => (release = r));
    renderAdminDocuments();
    expect(await screen.findByText('Cargando documentos...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Sin Documentos')).toBeInTheDocument();
  });

  it('shows the error state with a retry', async () => {
    db.results.select = { error: { message: 'boom' } };
    const { user } = renderAdminDocuments();
    expect(await screen.findByRole('button', { name: /reintentar/i })).toBeInTheDocument();
    expect(screen.getAllByText('No se pudieron cargar los documentos REPSE.').length).toBeGreaterThan(0);
    db.results.select = { data: [doc()], error: null };
    await user.click(screen.getByRole('button', { name: /reintentar/i }));
    expect((await screen.findAllByText('Opinión IMSS')).length).toBe(2); // table and phone cards
  });

  it('shows the empty state', async () => {
    renderAdminDocuments();
    expect(await screen.findByText('Sin Documentos')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists every company newest period first, with company or Global, Spanish month and type', async () => {
    resetDb([
      doc({
        id: 'g',
        is_global: true,
        company_id: null,
        company: null,
        month: 11,
        name: 'Guía REPSE',
        document_type: null,
      }),
      doc(),
    ]);
    renderAdminDocuments();
    const rows = await screen.findAllByRole('row');
    const cells = rows.slice(1).map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((c) => c.textContent),
    );
    expect(cells).toEqual([
      ['Global', '2026', 'Noviembre', 'Guía REPSE', '—'],
      ['Constructora Alfa', '2026', 'Marzo', 'Opinión IMSS', 'IMSS'],
    ]);
    expect(db.calls).toContainEqual(['order', 'year', { ascending: false }]);
    expect(db.calls).toContainEqual(['order', 'month', { ascending: false }]);
    expect(db.calls.some((c) => c[0] === 'eq')).toBe(false);
  });

  it('filters by the header company', async () => {
    renderAdminDocuments(COMPANY_A);
    await screen.findByText('Sin Documentos');
    expect(db.calls).toContainEqual(['eq', 'company_id', COMPANY_A]);
  });

  it('opens a document through a signed URL made on click', async () => {
    resetDb([doc()]);
    const tab = { location: { href: '' }, opener: {}, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderAdminDocuments();
    await user.click((await screen.findAllByRole('button', { name: 'Abrir Opinión IMSS' }))[0]);
    await waitFor(() => expect(tab.location.href).toBe(`http://api/sign/${COMPANY_A}/2026/03/imss.pdf`));
    expect(storage.createSignedUrl).toHaveBeenCalledWith(`${COMPANY_A}/2026/03/imss.pdf`);
  });
});

describe('delete', () => {
  it('asks for confirmation, then removes the row and its Storage object', async () => {
    resetDb([doc()]);
    const { user } = renderAdminDocuments();
    await user.click((await screen.findAllByRole('button', { name: 'Eliminar Opinión IMSS' }))[0]);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Se eliminarán «Opinión IMSS» y su archivo/)).toBeInTheDocument();
    expect(db.log).not.toContain('delete documents');
    db.results.select = { data: [], error: null };
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Documento eliminado')).toBeInTheDocument();
    expect(db.calls).toContainEqual(['eq', 'id', 'doc-1']);
    expect(db.log.filter((l) => !l.startsWith('select'))).toEqual([
      'delete documents',
      `remove repse-documents/${COMPANY_A}/2026/03/imss.pdf`,
    ]);
    expect(await screen.findByText('Sin Documentos')).toBeInTheDocument();
  });

  it('cancel keeps the document', async () => {
    resetDb([doc()]);
    const { user } = renderAdminDocuments();
    await user.click((await screen.findAllByRole('button', { name: 'Eliminar Opinión IMSS' }))[0]);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(db.log).not.toContain('delete documents');
    expect(storage.remove).not.toHaveBeenCalled();
  });

  it('a refused delete shows the error and leaves the file', async () => {
    resetDb([doc()]);
    db.results.delete = { error: { message: 'permission denied' } };
    const { user } = renderAdminDocuments();
    await user.click((await screen.findAllByRole('button', { name: 'Eliminar Opinión IMSS' }))[0]);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }),
    );
    expect(
      await screen.findByText('No se pudo eliminar el documento. Inténtalo de nuevo.'),
    ).toBeInTheDocument();
    expect(storage.remove).not.toHaveBeenCalled();
  });
});
