import { screen, waitFor } from '@testing-library/react';
import JSZip from 'jszip';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { RepseDocuments } from '@/features/documents/components/client/repse-documents';

import { saved } from '../../helpers/saved-files';
import { backend } from '../../kit/fake-backend';
import { COMPANY_A, profiles } from '../../kit/profiles';
import { renderWithProviders } from '../../kit/render';
import { doc, YEAR } from './repse-fixtures';

beforeEach(() => {
  saved.saveAs.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** The rows, and a Storage object for each row whose key does not say 'missing' (its content: the key). */
function seed(rows: ReturnType<typeof doc>[]) {
  backend.seed('documents', rows);
  for (const row of rows) {
    const key = row.url.replace('storage://', '');
    if (row.url.startsWith('storage://') && !key.includes('missing')) {
      backend.objects.set(key, new Blob([key.replace('repse-documents/', '')]));
    }
  }
}
const renderTab = () =>
  renderWithProviders(<RepseDocuments companyId={COMPANY_A} />, { profile: profiles.clientA });

async function savedZip() {
  await waitFor(() => expect(saved.saveAs).toHaveBeenCalledTimes(1));
  const [blob, name] = saved.saveAs.mock.calls[0] as [Blob, string];
  const zip = await JSZip.loadAsync(await blob.arrayBuffer());
  const files = Object.values(zip.files).filter((f) => !f.dir);
  const contents = Object.fromEntries(
    await Promise.all(files.map(async (f) => [f.name, await f.async('string')])),
  );
  return { name, contents };
}

const month = (m: number) => ['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio'][m - 1];

describe('REPSE bulk download', () => {
  it('zips the visible documents in Globales/Especificos_Cliente/year/month folders, names safe and unique', async () => {
    seed([
      doc({ name: 'Opinión IMSS', month: 6, url: `storage://repse-documents/${COMPANY_A}/imss.pdf` }),
      doc({ name: 'Opinión IMSS', month: 6, url: `storage://repse-documents/${COMPANY_A}/imss-2.pdf` }),
      doc({
        name: 'Pago 1/2: "INFONAVIT"',
        month: 3,
        url: `storage://repse-documents/${COMPANY_A}/pago.pdf`,
      }),
      doc({
        name: 'Guía',
        month: 6,
        is_global: true,
        company_id: null,
        url: 'storage://repse-documents/global/guia.pdf',
      }),
      doc({ name: 'Otro año', year: YEAR - 1, url: `storage://repse-documents/${COMPANY_A}/old.pdf` }),
    ]);
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Descargar 4 documentos (ZIP)' }));
    const { name, contents } = await savedZip();
    expect(name).toBe(`Documentos_REPSE_${YEAR}.zip`);
    expect(contents).toEqual({
      [`Especificos_Cliente/${YEAR}/${month(6)}/Opinión IMSS.pdf`]: `${COMPANY_A}/imss.pdf`,
      [`Especificos_Cliente/${YEAR}/${month(6)}/Opinión IMSS (2).pdf`]: `${COMPANY_A}/imss-2.pdf`,
      [`Especificos_Cliente/${YEAR}/${month(3)}/Pago 1_2_ _INFONAVIT_.pdf`]: `${COMPANY_A}/pago.pdf`,
      [`Globales/${YEAR}/${month(6)}/Guía.pdf`]: 'global/guia.pdf',
    });
    // One signing call for the bucket, with the 60 s lifetime.
    const signing = backend.requestsTo('storage/object/sign/repse-documents', 'POST');
    expect(signing).toHaveLength(1);
    expect(signing[0].body).toMatchObject({ expiresIn: 60 });
    expect(await screen.findByText('Descarga Completa')).toBeInTheDocument();
    expect(screen.getByText('Se han descargado 4 documentos.')).toBeInTheDocument();
  });

  it('names the zip after the selected month, skips files that fail and shows the busy state', async () => {
    seed([
      doc({ name: 'Bueno', month: 3, url: `storage://repse-documents/${COMPANY_A}/ok.pdf` }),
      doc({ name: 'Perdido', month: 3, url: `storage://repse-documents/${COMPANY_A}/missing.pdf` }),
      doc({ name: 'Otro mes', month: 6 }),
    ]);
    const { user } = renderTab();
    await user.click(await screen.findByRole('combobox', { name: 'Mes' }));
    await user.click(await screen.findByRole('option', { name: 'Marzo' }));
    const release = backend.hold();
    await user.click(screen.getByRole('button', { name: 'Descargar 2 documentos (ZIP)' }));
    const busy = await screen.findByRole('button', { name: 'Descargando...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    release();
    const { name, contents } = await savedZip();
    expect(name).toBe(`Documentos_REPSE_${YEAR}_Marzo.zip`);
    expect(Object.keys(contents)).toEqual([`Especificos_Cliente/${YEAR}/Marzo/Bueno.pdf`]);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Perdido.pdf'));
    // The final message names what could not be included.
    expect(
      await screen.findByText('Se han descargado 1 documentos. No se pudieron incluir: Perdido.pdf.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar 2 documentos (ZIP)' })).toBeEnabled();
  });

  it('shows files and bytes while fetching, and cancelling saves nothing and says so', async () => {
    seed([
      doc({ name: 'Uno', month: 3, url: `storage://repse-documents/${COMPANY_A}/uno.pdf` }),
      doc({ name: 'Dos', month: 3, url: `storage://repse-documents/${COMPANY_A}/dos.pdf` }),
    ]);
    const { user } = renderTab();
    const button = await screen.findByRole('button', { name: 'Descargar 2 documentos (ZIP)' });
    const release = backend.hold();
    await user.click(button);
    const bar = await screen.findByRole('progressbar', { name: 'Progreso de la descarga' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Descargando 0 de 2 archivos · 0 B')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar Descarga' }));
    release();
    expect(await screen.findByText('Descarga cancelada')).toBeInTheDocument();
    expect(screen.getByText('No se guardó ningún archivo.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(saved.saveAs).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Descargar 2 documentos (ZIP)' })).toBeEnabled();
  });

  it('says Sin Archivos when no file could be fetched', async () => {
    seed([doc({ name: 'Perdido', url: `storage://repse-documents/${COMPANY_A}/missing.pdf` })]);
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Descargar 1 documento (ZIP)' }));
    expect(await screen.findByText('Sin Archivos')).toBeInTheDocument();
    expect(screen.getByText('No se pudieron obtener archivos válidos para la descarga.')).toBeInTheDocument();
    expect(saved.saveAs).not.toHaveBeenCalled();
  });

  it('says Sin Documentos when the selected period shows nothing', async () => {
    seed([doc({ name: 'Vacío', url: '  ' })]);
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Descargar 1 documento (ZIP)' }));
    expect(await screen.findByText('No hay documentos visibles para descargar.')).toBeInTheDocument();
    expect(backend.requestsTo('storage/')).toEqual([]);
  });

  it('reports Error de Descarga when the zip cannot be saved', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    saved.saveAs.mockImplementation(() => {
      throw new Error('disk full');
    });
    seed([doc({ name: 'Bueno', url: `storage://repse-documents/${COMPANY_A}/ok.pdf` })]);
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Descargar 1 documento (ZIP)' }));
    expect(await screen.findByText('Error de Descarga')).toBeInTheDocument();
    expect(screen.getByText('Ocurrió un error al crear el archivo ZIP.')).toBeInTheDocument();
  });
});
