import { screen, waitFor, within } from '@testing-library/react';
import JSZip from 'jszip';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ClientComplianceMatrix } from '@/features/compliance/components/client-matrix/client-compliance-matrix';

import { saved } from '../../../helpers/saved-files';
import { backend } from '../../../kit/fake-backend';
import { COMPANY_A, profiles } from '../../../kit/profiles';
import { renderWithProviders } from '../../../kit/render';
import { docs, freezeToday, seedCompliance, types } from './fixtures';
import { tableWidths } from './widths';

beforeEach(() => {
  freezeToday();
  saved.saveAs.mockReset();
  backend.rpcs.record_delivery = () => true;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const renderMatrix = () =>
  renderWithProviders(<ClientComplianceMatrix companyId={COMPANY_A} />, { profile: profiles.clientA });
const region = () => screen.findByRole('region', { name: 'Cumplimiento por tipo de documento y mes' });
/** The status words of a type's row, oldest month first. */
const rowStatuses = (matrix: HTMLElement, type: string) =>
  within(within(matrix).getByRole('row', { name: new RegExp(`^${type}`) }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.split(' — ')[0]);

describe('client compliance matrix', () => {
  it('shows the expected types × the last six months with labelled lights and a legend', async () => {
    seedCompliance();
    renderMatrix();
    const matrix = await region();
    const headers = within(matrix).getAllByRole('columnheader');
    expect(headers).toHaveLength(7);
    expect(headers[1]).toHaveTextContent('Enero 2026');
    expect(headers[6]).toHaveTextContent('Junio 2026');
    expect(
      within(matrix)
        .getAllByRole('rowheader')
        .map((h) => h.querySelector('span')?.textContent),
    ).toEqual(['CFDI de nómina', 'Pago IMSS', 'Pago INFONAVIT', 'Declaración de IVA', 'Opinión SAT']);
    expect(rowStatuses(matrix, 'CFDI de nómina')).toEqual([
      'Atrasado',
      'Atrasado',
      'Atrasado',
      'Atrasado',
      'Entregado',
      'Pendiente',
    ]);
    expect(rowStatuses(matrix, 'Pago IMSS').slice(4)).toEqual(['Atrasado', 'Pendiente']);
    // A bimonthly period shows the same status in both of its months.
    expect(rowStatuses(matrix, 'Pago INFONAVIT')).toEqual([
      'Atrasado',
      'Atrasado',
      'Atrasado',
      'Atrasado',
      'Pendiente',
      'Pendiente',
    ]);
    expect(rowStatuses(matrix, 'Opinión SAT').slice(4)).toEqual(['Vencido', 'Pendiente']);
    const legend = screen.getByRole('list', { name: 'Leyenda' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Entregado', 'Pendiente', 'Atrasado', 'Vencido']);
    // Only this company's documents and the global ones were asked for.
    expect(backend.requestsTo('documents', 'GET')[0].params.get('or')).toBe(
      `(is_global.eq.true,company_id.eq.${COMPANY_A})`,
    );
  });

  it("draws a card per type where the table does not fit: each month's status in words", async () => {
    seedCompliance();
    tableWidths({ table: 900, box: 300 });
    renderMatrix();
    const matrix = await region();
    expect(within(matrix).queryByRole('table')).toBeNull();
    const zips = within(matrix).getByRole('group', { name: 'ZIP por mes' });
    expect(
      within(zips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Enero 2026', 'Febrero 2026', 'Marzo 2026', 'Abril 2026', 'Mayo 2026', 'Junio 2026']);
    const imss = within(matrix).getByRole('list', { name: 'Pago IMSS por mes' });
    const card = imss.closest('li')!;
    expect(card).toHaveTextContent('Pago IMSSMensual');
    expect(within(card).getByRole('button', { name: 'ZIP de Pago IMSS' })).toBeInTheDocument();
    // Each tile: the month (hidden from screen readers, which hear the period), then the status.
    expect(
      within(imss)
        .getAllByRole('listitem')
        .slice(4)
        .map((tile) => tile.textContent?.split(' — ')[0]),
    ).toEqual(['May 2026Atrasado', 'Jun 2026Pendiente']);
  });

  it('shows the validity of the registration and the opinions with days left', async () => {
    seedCompliance();
    renderMatrix();
    const strip = await screen.findByRole('region', { name: 'Vigencias' });
    const items = within(strip).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Opinión SAT');
    expect(items[0]).toHaveTextContent('Vencido');
    expect(items[0]).toHaveTextContent('Venció el 09/06/2026');
    expect(items[1]).toHaveTextContent('Registro REPSE');
    expect(items[1]).toHaveTextContent('10 días restantes');
    expect(items[1]).toHaveTextContent('Vence el 30/06/2026');
  });

  it('zips a month in type folders and records each zipped file as downloaded', async () => {
    seedCompliance();
    const { user } = renderMatrix();
    await user.click(within(await region()).getByRole('button', { name: 'ZIP de Mayo 2026' }));
    // Fetching and zipping take a while on a busy runner.
    await waitFor(() => expect(saved.saveAs).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const [blob, name] = saved.saveAs.mock.calls[0] as [Blob, string];
    expect(name).toBe('Cumplimiento_Mayo_2026.zip');
    const zip = await JSZip.loadAsync(await blob.arrayBuffer());
    expect(
      Object.values(zip.files)
        .filter((f) => !f.dir)
        .map((f) => f.name)
        .sort(),
    ).toEqual([
      'CFDI de nómina/Nómina mayo.pdf',
      'Declaración de IVA/IVA mayo.pdf',
      'Opinión SAT/Opinión SAT mayo.pdf',
    ]);
    await waitFor(() => expect(backend.requestsTo('rpc/record_delivery', 'POST')).toHaveLength(3), {
      timeout: 5_000,
    });
    expect(
      backend
        .requestsTo('rpc/record_delivery', 'POST')
        .map((r) => r.body)
        .sort((a, b) =>
          String((a as { p_document_id: string }).p_document_id).localeCompare(
            String((b as { p_document_id: string }).p_document_id),
          ),
        ),
    ).toEqual(
      [docs.payrollMay.id, docs.vatMay.id, docs.opinionMay.id]
        .sort()
        .map((id) => ({ p_event: 'downloaded', p_document_id: id })),
    );
  });

  it('says so when a row has nothing delivered, and records nothing', async () => {
    seedCompliance();
    const { user } = renderMatrix();
    await user.click(within(await region()).getByRole('button', { name: 'ZIP de Pago INFONAVIT' }));
    expect(await screen.findByText('No hay evidencia entregada en esta selección.')).toBeInTheDocument();
    expect(saved.saveAs).not.toHaveBeenCalled();
    expect(backend.requestsTo('rpc/record_delivery')).toHaveLength(0);
  });

  it('shows the empty state when the catalogue expects nothing from the company', async () => {
    backend.seed('document_types', [types.sisub]);
    backend.seed('document_type_companies', []);
    backend.seed('documents', []);
    renderMatrix();
    expect(await screen.findByText('Sin Documentos Esperados')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cumplimiento por tipo de documento y mes' })).toBeNull();
  });

  it('shows the loading state, then the matrix', async () => {
    seedCompliance();
    const release = backend.hold();
    renderMatrix();
    expect(await screen.findByText('Cargando cumplimiento...')).toBeInTheDocument();
    release();
    expect(await region()).toBeInTheDocument();
  });
});
