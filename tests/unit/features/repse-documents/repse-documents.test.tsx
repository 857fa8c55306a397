import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { resetToasts } from '@/components/ui/use-toast';
import { RepseDocuments } from '@/features/repse-documents/components/repse-documents';

import { doc, YEAR } from './fixtures';
import { clientProfile, COMPANY_A, db, renderScreen, resetDb, storage } from './render-screen';

vi.mock('@/lib/supabase', async () => (await import('./render-screen')).supabaseModule);

beforeEach(() => {
  resetDb();
  resetToasts();
});
afterEach(() => vi.restoreAllMocks());

/** Collapsed groups keep their rows in the page, under a hidden panel (framer-motion's opacity aside). */
const shown = (el: HTMLElement) => el.closest('[hidden]') === null;

describe('REPSE tab', () => {
  it('shows a loading state while the documents arrive', async () => {
    let release = () => {};
    db.gate = new Promise((r) => (release = r));
    renderScreen(<RepseDocuments />);
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando documentos...');
    release();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('asks for the company and global documents, newest period first, names ascending', async () => {
    renderScreen(<RepseDocuments />);
    await screen.findByText('Sin Documentos');
    expect(db.calls).toEqual([
      ['from', 'documents'],
      ['select', 'id, company_id, is_global, year, month, name, url, document_type'],
      ['or', `company_id.eq.${COMPANY_A},is_global.eq.true`],
      ['order', 'year', { ascending: false }],
      ['order', 'month', { ascending: false }],
      ['order', 'name', { ascending: true }],
    ]);
  });

  it('shows the empty state with the hint to try another period', async () => {
    renderScreen(<RepseDocuments />);
    expect(await screen.findByRole('heading', { name: 'Sin Documentos' })).toBeInTheDocument();
    expect(screen.getByText(/Prueba con otro año o mes, o contacta a soporte/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descargar documentos' })).not.toBeInTheDocument();
  });

  it('shows the error block and toast, and retries', async () => {
    resetDb({ data: null, error: { code: '500', message: 'boom' } });
    const { user } = renderScreen(<RepseDocuments />);
    const block = await screen.findByRole('alert');
    expect(within(block).getByText('No se pudieron cargar los documentos REPSE.')).toBeInTheDocument();
    // The same text in the toast.
    await waitFor(() =>
      expect(screen.getAllByText('No se pudieron cargar los documentos REPSE.')).toHaveLength(2),
    );
    db.result = { data: [doc({ name: 'Opinión SAT' })], error: null };
    await user.click(within(block).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Opinión SAT')).toBeInTheDocument();
  });

  it('warns and shows Empresa No Asignada without a company, and queries nothing', async () => {
    renderScreen(<RepseDocuments />, clientProfile({ company_id: null, company_name: null }));
    expect(screen.getByRole('heading', { name: 'Empresa No Asignada' })).toBeInTheDocument();
    expect(await screen.findByText('Información de Empresa Incompleta')).toBeInTheDocument();
    expect(screen.getByText(/Faltan datos/)).toBeInTheDocument();
    expect(db.calls).toEqual([]);
  });

  it('groups the current year by month, newest expanded, with type, default type and Global badge', async () => {
    db.result = {
      data: [
        doc({ name: 'Opinión IMSS', month: 6 }),
        doc({ name: 'Guía REPSE', month: 6, is_global: true, company_id: null, document_type: null }),
        doc({ name: 'Informe ICSOE', month: 3, document_type: null }),
        doc({ name: 'Viejo', year: YEAR - 1, month: 12 }),
      ],
      error: null,
    };
    const { user } = renderScreen(<RepseDocuments />);
    const groups = await screen.findAllByRole('button', { expanded: true });
    expect(groups).toHaveLength(1);
    expect(groups[0]).toHaveTextContent(`Junio ${YEAR}`);
    const march = screen.getByRole('button', { name: new RegExp(`Marzo ${YEAR}`) });
    expect(march).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Viejo')).not.toBeInTheDocument();

    const guide = screen.getByText('Guía REPSE').closest('li')!;
    expect(within(guide).getByText('Global')).toBeInTheDocument();
    expect(within(guide).getByText('Documento General')).toBeInTheDocument();
    expect(
      within(screen.getByText('Opinión IMSS').closest('li')!).getByText('Constancia REPSE'),
    ).toBeInTheDocument();
    expect(shown(screen.getByText('Opinión IMSS'))).toBe(true);
    expect(shown(screen.getByText('Informe ICSOE'))).toBe(false);

    await user.click(march);
    expect(march).toHaveAttribute('aria-expanded', 'true');
    expect(shown(screen.getByText('Informe ICSOE'))).toBe(true);
  });

  it('defaults to the newest year when the current one has no documents, and filters by month', async () => {
    db.result = {
      data: [doc({ name: 'Uno', year: YEAR - 1, month: 11 }), doc({ name: 'Dos', year: YEAR - 1, month: 5 })],
      error: null,
    };
    const { user } = renderScreen(<RepseDocuments />);
    expect(await screen.findByRole('combobox', { name: 'Año' })).toHaveTextContent(String(YEAR - 1));
    expect(screen.getByRole('combobox', { name: 'Mes' })).toHaveTextContent('Todos los meses');
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(1);

    await user.click(screen.getByRole('combobox', { name: 'Mes' }));
    await user.click(await screen.findByRole('option', { name: 'Mayo' }));
    expect(screen.queryByText('Uno')).not.toBeInTheDocument();
    expect(shown(screen.getByText('Dos'))).toBe(true);
  });

  it('opens a document through a signed URL made on click', async () => {
    db.result = {
      data: [doc({ name: 'Opinión SAT', url: `storage://repse-documents/${COMPANY_A}/sat.pdf` })],
      error: null,
    };
    const tab = { opener: window, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    storage.createSignedUrl.mockResolvedValue({
      data: { signedUrl: 'http://api/signed?token=t' },
      error: null,
    });
    const { user } = renderScreen(<RepseDocuments />);
    await user.click(await screen.findByRole('button', { name: 'Abrir Opinión SAT' }));
    await waitFor(() => expect(tab.location.href).toBe('http://api/signed?token=t'));
    expect(storage.createSignedUrl).toHaveBeenCalledWith(
      'repse-documents',
      `${COMPANY_A}/sat.pdf`,
      60,
      undefined,
    );
  });

  it('tells the Spanish reason when a document cannot be opened', async () => {
    db.result = { data: [doc({ name: 'Roto', url: 'javascript:alert(1)' })], error: null };
    const tab = { opener: window, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const { user } = renderScreen(<RepseDocuments />);
    await user.click(await screen.findByRole('button', { name: 'Abrir Roto' }));
    expect(await screen.findByText('El enlace del archivo no es válido.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });
});
