import { screen, waitFor } from '@testing-library/react';
import JSZip from 'jszip';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { resetToasts } from '@/components/ui/use-toast';
import { RepseDocuments } from '@/features/repse-documents/components/repse-documents';

import { doc, YEAR } from './fixtures';
import { COMPANY_A, db, renderScreen, resetDb, storage } from './render-screen';

vi.mock('@/lib/supabase', async () => (await import('./render-screen')).supabaseModule);
// The browser's "save file" is the edge here: capture the zip instead of downloading it.
const saved = vi.hoisted(() => ({ saveAs: vi.fn() }));
vi.mock('file-saver', () => ({ saveAs: saved.saveAs }));

const fetchMock = vi.fn();
beforeEach(() => {
  resetDb();
  resetToasts();
  saved.saveAs.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  // Every key signs to a URL naming it; the GET returns the key as the file's content.
  storage.createSignedUrls.mockImplementation(async (_bucket: string, keys: string[]) => ({
    data: keys.map((key) => ({
      path: key,
      signedUrl: `http://api/sign/${encodeURIComponent(key)}`,
      error: null,
    })),
    error: null,
  }));
  fetchMock.mockImplementation(async (url: string) => {
    const key = decodeURIComponent(url.split('/sign/')[1]);
    return key.includes('missing') ? new Response('no', { status: 404 }) : new Response(key);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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
    db.result = {
      data: [
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
      ],
      error: null,
    };
    const { user } = renderScreen(<RepseDocuments />);
    await user.click(await screen.findByRole('button', { name: 'Descargar documentos' }));
    const { name, contents } = await savedZip();
    expect(name).toBe(`Documentos_REPSE_${YEAR}.zip`);
    expect(contents).toEqual({
      [`Especificos_Cliente/${YEAR}/${month(6)}/Opinión IMSS.pdf`]: `${COMPANY_A}/imss.pdf`,
      [`Especificos_Cliente/${YEAR}/${month(6)}/Opinión IMSS (2).pdf`]: `${COMPANY_A}/imss-2.pdf`,
      [`Especificos_Cliente/${YEAR}/${month(3)}/Pago 1_2_ _INFONAVIT_.pdf`]: `${COMPANY_A}/pago.pdf`,
      [`Globales/${YEAR}/${month(6)}/Guía.pdf`]: 'global/guia.pdf',
    });
    // One signing call for the bucket, with the 60 s lifetime.
    expect(storage.createSignedUrls).toHaveBeenCalledTimes(1);
    expect(storage.createSignedUrls.mock.calls[0][2]).toBe(60);
    expect(await screen.findByText('Descarga Completa')).toBeInTheDocument();
    expect(screen.getByText('Se han descargado 4 documentos.')).toBeInTheDocument();
  });

  it('names the zip after the selected month, skips files that fail and shows the busy state', async () => {
    db.result = {
      data: [
        doc({ name: 'Bueno', month: 3, url: `storage://repse-documents/${COMPANY_A}/ok.pdf` }),
        doc({ name: 'Perdido', month: 3, url: `storage://repse-documents/${COMPANY_A}/missing.pdf` }),
        doc({ name: 'Otro mes', month: 6 }),
      ],
      error: null,
    };
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const real = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: string) => {
      await gate;
      return real(url);
    });
    const { user } = renderScreen(<RepseDocuments />);
    await user.click(await screen.findByRole('combobox', { name: 'Mes' }));
    await user.click(await screen.findByRole('option', { name: 'Marzo' }));
    await user.click(screen.getByRole('button', { name: 'Descargar documentos' }));
    const busy = await screen.findByRole('button', { name: 'Descargando...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    release();
    const { name, contents } = await savedZip();
    expect(name).toBe(`Documentos_REPSE_${YEAR}_Marzo.zip`);
    expect(Object.keys(contents)).toEqual([`Especificos_Cliente/${YEAR}/Marzo/Bueno.pdf`]);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Perdido.pdf'));
    expect(await screen.findByText('Se han descargado 1 documentos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar documentos' })).toBeEnabled();
  });

  it('says Sin Archivos when no file could be fetched', async () => {
    db.result = {
      data: [doc({ name: 'Perdido', url: `storage://repse-documents/${COMPANY_A}/missing.pdf` })],
      error: null,
    };
    const { user } = renderScreen(<RepseDocuments />);
    await user.click(await screen.findByRole('button', { name: 'Descargar documentos' }));
    expect(await screen.findByText('Sin Archivos')).toBeInTheDocument();
    expect(screen.getByText('No se pudieron obtener archivos válidos para la descarga.')).toBeInTheDocument();
    expect(saved.saveAs).not.toHaveBeenCalled();
  });

  it('says Sin Documentos when the selected period shows nothing', async () => {
    db.result = { data: [doc({ name: 'Vacío', url: '  ' })], error: null };
    const { user } = renderScreen(<RepseDocuments />);
    await user.click(await screen.findByRole('button', { name: 'Descargar documentos' }));
    expect(await screen.findByText('No hay documentos visibles para descargar.')).toBeInTheDocument();
    expect(storage.createSignedUrls).not.toHaveBeenCalled();
  });

  it('reports Error de Descarga when the zip cannot be saved', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    saved.saveAs.mockImplementation(() => {
      throw new Error('disk full');
    });
    db.result = {
      data: [doc({ name: 'Bueno', url: `storage://repse-documents/${COMPANY_A}/ok.pdf` })],
      error: null,
    };
    const { user } = renderScreen(<RepseDocuments />);
    await user.click(await screen.findByRole('button', { name: 'Descargar documentos' }));
    expect(await screen.findByText('Error de Descarga')).toBeInTheDocument();
    expect(screen.getByText('Ocurrió un error al crear el archivo ZIP.')).toBeInTheDocument();
  });
});
