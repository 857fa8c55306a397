import { screen, waitFor, within } from '@testing-library/react';
import JSZip from 'jszip';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AdminCompliance } from '@/features/compliance/components/matrix/admin-compliance';

import { findDialog } from '../../../helpers/dialogs';
import { saved } from '../../../helpers/saved-files';
import { backend } from '../../../kit/fake-backend';
import { COMPANY_A, COMPANY_B, companies, profiles } from '../../../kit/profiles';
import { renderWithProviders } from '../../../kit/render';
import { chooseOption } from '../../../kit/select';
import { docs, freezeToday, seedCompliance } from './fixtures';
import { tableWidths } from './widths';

beforeEach(() => {
  freezeToday();
  saved.saveAs.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const renderPage = (route = '/?desde=2026-05&hasta=2026-06', scope = 'all') =>
  renderWithProviders(<AdminCompliance companyId={scope} companies={companies} />, {
    profile: profiles.admin,
    route,
  });

const region = () => screen.findByRole('region', { name: 'Matriz de cumplimiento por empresa y mes' });

async function savedZip() {
  // Fetching and zipping take a while on a busy runner.
  await waitFor(() => expect(saved.saveAs).toHaveBeenCalledTimes(1), { timeout: 10_000 });
  const [blob, name] = saved.saveAs.mock.calls[0] as [Blob, string];
  const zip = await JSZip.loadAsync(await blob.arrayBuffer());
  const files = Object.values(zip.files).filter((f) => !f.dir);
  const contents = Object.fromEntries(
    await Promise.all(files.map(async (f) => [f.name, await f.async('string')])),
  );
  return { name, contents };
}

describe('admin compliance matrix', () => {
  it('shows the last six complete months and the current one by default', async () => {
    seedCompliance();
    renderPage('/');
    const headers = within(await region()).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent?.replace(/ZIP.*$/, ''))).toEqual([
      'Empresa',
      'Dic 2025Diciembre 2025',
      'Ene 2026Enero 2026',
      'Feb 2026Febrero 2026',
      'Mar 2026Marzo 2026',
      'Abr 2026Abril 2026',
      'May 2026Mayo 2026',
      'Jun 2026Junio 2026',
    ]);
  });

  it('counts each company-month with a light that is not colour alone, and links to the account', async () => {
    seedCompliance();
    renderPage();
    const matrix = await region();
    // May for A: payroll and the global VAT delivered, IMSS late, the SAT opinion expired.
    expect(
      within(matrix).getByRole('button', {
        name: '2/4 entregados — Constructora Alfa, Mayo 2026. Atrasado: 1 atrasados, 1 vencidos',
      }),
    ).toBeInTheDocument();
    expect(
      within(matrix).getByRole('button', {
        name: '3/4 entregados — Industrias Beta, Mayo 2026. Atrasado: 0 atrasados, 1 vencidos',
      }),
    ).toBeInTheDocument();
    // June: nothing due yet; the bimonthly INFONAVIT period May–June ends in June.
    expect(
      within(matrix).getByRole('button', {
        name: '0/5 entregados — Constructora Alfa, Junio 2026. Pendiente: 5 pendientes',
      }),
    ).toBeInTheDocument();
    expect(
      within(matrix).getByRole('link', { name: 'Constructora Alfa (estado de la cuenta)' }),
    ).toHaveAttribute('href', `/dashboard/admin/documentos/estado/${COMPANY_A}?empresa=${COMPANY_A}`);
    // The documents of the range were asked for every company (no company filter, only the months).
    const request = backend.requestsTo('documents', 'GET')[0];
    expect(request.params.getAll('or')).toEqual([
      '(expires_on.not.is.null,and(year.eq.2026,month.gte.5,month.lte.6))',
    ]);
    expect(request.params.get('document_type_id')).toBe('not.is.null');
  });

  it('opens a cell: the types due that month with status, due date and files', async () => {
    seedCompliance();
    const tab = { opener: window, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const { user } = renderPage();
    await user.click(within(await region()).getByRole('button', { name: /Constructora Alfa, Mayo 2026/ }));
    const dialog = await findDialog('Constructora Alfa · Mayo 2026');
    const items = within(dialog)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('h3'));
    expect(items.map((li) => li.querySelector('h3')?.textContent)).toEqual([
      'CFDI de nómina',
      'Pago IMSS',
      'Declaración de IVA',
      'Opinión SAT',
    ]);
    expect(items[1]).toHaveTextContent('Atrasado');
    expect(items[1]).toHaveTextContent('Mayo 2026 · Fecha límite: 17/06/2026');
    expect(items[1]).toHaveTextContent('Sin archivos entregados.');
    expect(items[3]).toHaveTextContent('Vencido');
    await user.click(within(dialog).getByRole('button', { name: 'Abrir Nómina mayo' }));
    await waitFor(() =>
      expect(tab.location.href).toBe(
        `${backend.url}/storage/v1/object/sign/${docs.payrollMay.url.replace('storage://', '')}?token=fake-token`,
      ),
    );
  });

  it('filters rows by status and range from the URL, and honours the selected company', async () => {
    seedCompliance();
    const { user, location } = renderPage('/?desde=2026-06&hasta=2026-06');
    await region();
    await chooseOption(user, 'Estado', 'Con atrasos');
    expect(location()).toContain('estado=late');
    expect(await screen.findByText('Sin Empresas')).toBeInTheDocument();
    await chooseOption(user, 'Estado', 'Pendientes');
    const matrix = await region();
    expect(within(matrix).getAllByRole('rowheader')).toHaveLength(2);
  });

  it('shows only the selected company and asks the server for its documents only', async () => {
    seedCompliance();
    renderPage('/?desde=2026-05&hasta=2026-05', COMPANY_B);
    const links = within(await region()).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual(['Industrias Beta (estado de la cuenta)']);
    expect(backend.requestsTo('documents', 'GET')[0].params.get('or')).toBe(
      `(is_global.eq.true,company_id.eq.${COMPANY_B})`,
    );
  });

  it('zips a month column in Empresa/Tipo folders, global documents once under Global', async () => {
    seedCompliance();
    const { user } = renderPage();
    await user.click(within(await region()).getByRole('button', { name: 'ZIP de Mayo 2026' }));
    const { name, contents } = await savedZip();
    expect(name).toBe('Cumplimiento_Mayo_2026.zip');
    expect(contents).toEqual({
      'Constructora Alfa/CFDI de nómina/Nómina mayo.pdf': `${COMPANY_A}/${docs.payrollMay.id}.pdf`,
      'Global/Declaración de IVA/IVA mayo.pdf': `global/${docs.vatMay.id}.pdf`,
      'Global/Opinión SAT/Opinión SAT mayo.pdf': `global/${docs.opinionMay.id}.pdf`,
      'Industrias Beta/CFDI de nómina/Nómina mayo.pdf': `${COMPANY_B}/${docs.payrollMayB.id}.pdf`,
      'Industrias Beta/Pago IMSS/IMSS mayo.pdf': `${COMPANY_B}/${docs.imssMayB.id}.pdf`,
    });
    expect(await screen.findByText('Se han descargado 5 documentos.')).toBeInTheDocument();
    // The admin's downloads are not proof of delivery to a client.
    expect(backend.requestsTo('rpc/record_delivery')).toHaveLength(0);
  });

  it('zips a company row with its periods as folders', async () => {
    seedCompliance();
    const { user } = renderPage();
    await user.click(within(await region()).getByRole('button', { name: 'ZIP de Industrias Beta' }));
    const { name, contents } = await savedZip();
    expect(name).toBe('Cumplimiento_Industrias Beta_Mayo_2026-Junio_2026.zip');
    expect(Object.keys(contents).sort()).toEqual([
      'Global/Declaración de IVA/Mayo 2026/IVA mayo.pdf',
      'Global/Opinión SAT/Mayo 2026/Opinión SAT mayo.pdf',
      'Industrias Beta/CFDI de nómina/Mayo 2026/Nómina mayo.pdf',
      'Industrias Beta/Pago IMSS/Mayo 2026/IMSS mayo.pdf',
    ]);
  });

  it("draws a card per company where the table does not fit: its months as tiles, the months' ZIPs in a bar", async () => {
    seedCompliance();
    const widths = tableWidths({ table: 900, box: 300 });
    const { user } = renderPage();
    const matrix = await region();
    expect(within(matrix).queryByRole('table')).toBeNull();
    const zips = within(matrix).getByRole('group', { name: 'ZIP por mes' });
    expect(
      within(zips)
        .getAllByRole('button')
        .map((b) => [b.getAttribute('aria-label'), b.textContent]),
    ).toEqual([
      ['ZIP de Mayo 2026', 'Mayo 2026'],
      ['ZIP de Junio 2026', 'Junio 2026'],
    ]);
    const cards = within(matrix)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('ul'));
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual([
      'Constructora Alfa',
      'Industrias Beta',
    ]);
    expect(within(cards[1]).getByRole('button', { name: 'ZIP de Industrias Beta' })).toBeInTheDocument();
    const alfa = within(cards[0]).getByRole('list', { name: 'Constructora Alfa por mes' });
    const tiles = within(alfa).getAllByRole('listitem');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['May 20262/4', 'Jun 20260/5']);
    await user.click(
      within(tiles[0]).getByRole('button', {
        name: '2/4 entregados — Constructora Alfa, Mayo 2026. Atrasado: 1 atrasados, 1 vencidos',
      }),
    );
    await findDialog('Constructora Alfa · Mayo 2026');
    await user.keyboard('{Escape}');
    await user.click(within(zips).getByRole('button', { name: 'ZIP de Mayo 2026' }));
    expect((await savedZip()).name).toBe('Cumplimiento_Mayo_2026.zip');
    // Once its box is as wide as the table needs, the table comes back.
    widths.widen(900);
    expect(within(matrix).getByRole('table')).toBeInTheDocument();
    expect(within(matrix).queryByRole('group', { name: 'ZIP por mes' })).toBeNull();
  });

  it("lists what expires in the next 30 days, global or per company, and what has expired apart, under 'Vencidos'", async () => {
    seedCompliance();
    renderPage();
    const list = await screen.findByRole('region', { name: 'Vencen en los próximos 30 días' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Registro REPSE');
    expect(items[0]).toHaveTextContent('10 días');
    expect(items[0]).toHaveTextContent('Vence el 30/06/2026');
    expect(items).toHaveLength(1);
    // An item already expired is never listed as one that will expire.
    expect(list).not.toHaveTextContent('Vencido');
    expect(list).not.toHaveTextContent('Opinión SAT');
    const expired = screen.getByRole('region', { name: 'Vencidos' });
    const gone = within(expired).getAllByRole('listitem');
    expect(gone).toHaveLength(1);
    expect(gone[0]).toHaveTextContent('Opinión SAT');
    expect(gone[0]).toHaveTextContent('Vencido');
    expect(gone[0]).toHaveTextContent('Global');
    expect(gone[0]).toHaveTextContent('Venció el 09/06/2026');
  });

  it('shows the error block with a retry when the documents cannot be read', async () => {
    seedCompliance();
    backend.fail('documents', { status: 500, message: 'boom' });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getAllByText('No se pudo cargar el estado de cumplimiento.').length).toBeGreaterThan(0);
  });
});
