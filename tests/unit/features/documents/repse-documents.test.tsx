import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { RepseDocuments } from '@/features/documents/components/client/repse-documents';

import { backend } from '../../kit/fake-backend';
import { COMPANY_A, profiles } from '../../kit/profiles';
import { renderApp, renderWithProviders } from '../../kit/render';
import { chooseOption } from '../../kit/select';
import { doc, YEAR } from './repse-fixtures';

afterEach(() => vi.restoreAllMocks());

const renderTab = () =>
  renderWithProviders(<RepseDocuments companyId={COMPANY_A} />, { profile: profiles.clientA });
const seed = (rows: ReturnType<typeof doc>[]) => backend.seed('documents', rows);

/** A row on screen: not under a hidden panel (framer-motion's opacity aside). */
const shown = (el: HTMLElement) => el.closest('[hidden]') === null;

describe('REPSE tab', () => {
  it('shows a loading state while the documents arrive', async () => {
    const release = backend.hold();
    renderTab();
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando documentos...');
    release();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('asks for the company and global documents, newest period first, names ascending', async () => {
    seed([
      doc({ name: 'Suya', month: 2 }),
      doc({ name: 'Global', month: 2, is_global: true, company_id: null }),
      doc({ name: 'De otra', month: 2, company_id: 'otra' }),
    ]);
    renderTab();
    expect(await screen.findByText('Suya')).toBeInTheDocument();
    expect(screen.getByText('Global', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByText('De otra')).not.toBeInTheDocument();
    const request = backend.requestsTo('documents', 'GET')[0];
    expect(request.params.get('or')).toBe(`(company_id.eq.${COMPANY_A},is_global.eq.true)`);
    // Only the year shown; the id makes the order total across pages.
    expect(request.params.get('year')).toBe(`eq.${YEAR}`);
    expect(request.params.get('order')).toBe('year.desc,month.desc,name.asc,id.asc');
    // The years and months on offer come from the periods, for the same company and the global ones.
    const periods = backend.requestsTo('document_periods', 'GET')[0];
    expect(periods.params.get('or')).toBe(`(company_id.eq.${COMPANY_A},is_global.eq.true)`);
  });

  it('asks for the current year beside the periods, not after them, and only once', async () => {
    seed([doc({ name: 'Nuevo', month: 2 })]);
    const release = backend.hold();
    renderTab();
    // Both requests leave while no answer has come back.
    await waitFor(() => expect(backend.requestsTo('document_periods', 'GET')).toHaveLength(1));
    await waitFor(() => expect(backend.requestsTo('documents', 'GET')).toHaveLength(1));
    expect(backend.requestsTo('documents', 'GET')[0].params.get('year')).toBe(`eq.${YEAR}`);
    release();
    expect(await screen.findByText('Nuevo')).toBeInTheDocument();
    expect(backend.requestsTo('documents', 'GET')).toHaveLength(1);
  });

  it('reads only the year picked, when it is picked', async () => {
    seed([doc({ name: 'Nuevo', month: 2 }), doc({ name: 'Viejo', year: YEAR - 1, month: 12 })]);
    const { user } = renderTab();
    expect(await screen.findByText('Nuevo')).toBeInTheDocument();
    expect(screen.queryByText('Viejo')).not.toBeInTheDocument();
    expect(backend.requestsTo('documents', 'GET').map((r) => r.params.get('year'))).toEqual([`eq.${YEAR}`]);
    await chooseOption(user, 'Año', String(YEAR - 1));
    expect(await screen.findByText('Viejo')).toBeInTheDocument();
    expect(screen.queryByText('Nuevo')).not.toBeInTheDocument();
    expect(backend.requestsTo('documents', 'GET').map((r) => r.params.get('year'))).toEqual([
      `eq.${YEAR}`,
      `eq.${YEAR - 1}`,
    ]);
  });

  it('shows the empty state with the hint to try another period', async () => {
    renderTab();
    expect(await screen.findByRole('heading', { name: 'Sin Documentos' })).toBeInTheDocument();
    expect(screen.getByText(/Prueba con otro año o mes, o contacta a soporte/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Descargar/ })).not.toBeInTheDocument();
  });

  it('shows the error block and toast, and retries', async () => {
    seed([doc({ name: 'Opinión SAT' })]);
    backend.fail('documents', { message: 'boom' });
    const { user } = renderTab();
    const block = await screen.findByRole('alert');
    expect(within(block).getByText('No se pudieron cargar los documentos REPSE.')).toBeInTheDocument();
    // The same text in the toast.
    await waitFor(() =>
      expect(screen.getAllByText('No se pudieron cargar los documentos REPSE.')).toHaveLength(2),
    );
    backend.recover('documents');
    await user.click(within(block).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Opinión SAT')).toBeInTheDocument();
  });

  it('a client without a company gets Empresa No Asignada on the tab, and nothing is queried', async () => {
    renderApp('/dashboard/client?tab=repse', { profile: profiles.noCompany });
    expect(await screen.findByRole('heading', { name: 'Empresa No Asignada' })).toBeInTheDocument();
    expect(await screen.findByText('Información de Empresa Incompleta')).toBeInTheDocument();
    expect(backend.requestsTo('documents')).toEqual([]);
  });

  it('groups the current year by month, newest expanded, with type, default type and Global badge', async () => {
    seed([
      doc({ name: 'Opinión IMSS', month: 6 }),
      doc({ name: 'Guía REPSE', month: 6, is_global: true, company_id: null, document_type: null }),
      doc({ name: 'Informe ICSOE', month: 3, document_type: null }),
      doc({ name: 'Viejo', year: YEAR - 1, month: 12 }),
    ]);
    const { user } = renderTab();
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
    // A collapsed month draws its rows only once opened.
    expect(screen.queryByText('Informe ICSOE')).not.toBeInTheDocument();

    await user.click(march);
    expect(march).toHaveAttribute('aria-expanded', 'true');
    expect(shown(screen.getByText('Informe ICSOE'))).toBe(true);
  });

  it('defaults to the newest year when the current one has no documents, and filters by month', async () => {
    seed([doc({ name: 'Uno', year: YEAR - 1, month: 11 }), doc({ name: 'Dos', year: YEAR - 1, month: 5 })]);
    const { user } = renderTab();
    expect(await screen.findByRole('combobox', { name: 'Año' })).toHaveTextContent(String(YEAR - 1));
    expect(screen.getByRole('combobox', { name: 'Mes' })).toHaveTextContent('Todos los meses');
    expect(await screen.findAllByRole('button', { expanded: false })).toHaveLength(1);

    await user.click(screen.getByRole('combobox', { name: 'Mes' }));
    await user.click(await screen.findByRole('option', { name: 'Mayo' }));
    expect(screen.queryByText('Uno')).not.toBeInTheDocument();
    expect(shown(screen.getByText('Dos'))).toBe(true);
  });

  it('opens a document through a signed URL made on click', async () => {
    seed([doc({ name: 'Opinión SAT', url: `storage://repse-documents/${COMPANY_A}/sat.pdf` })]);
    backend.objects.set(`repse-documents/${COMPANY_A}/sat.pdf`, new Blob(['%PDF']));
    const tab = { opener: window, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Abrir Opinión SAT' }));
    await waitFor(() =>
      expect(tab.location.href).toBe(
        `${backend.url}/storage/v1/object/sign/repse-documents/${COMPANY_A}/sat.pdf?token=fake-token`,
      ),
    );
    expect(backend.requestsTo('storage/object/sign/repse-documents')[0].body).toEqual({ expiresIn: 60 });
  });

  it('tells the Spanish reason when a document cannot be opened', async () => {
    seed([doc({ name: 'Roto', url: 'javascript:alert(1)' })]);
    const tab = { opener: window, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Abrir Roto' }));
    expect(await screen.findByText('El enlace del archivo no es válido.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });
});
