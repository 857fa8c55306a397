import { screen, waitFor } from '@testing-library/react';
import JSZip from 'jszip';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ZipProgress } from '@/components/zip-progress';
import {
  useZipDownload,
  type ZipDownloadOptions,
  type ZipItem,
  type ZipRequest,
} from '@/lib/files/use-zip-download';

import { fakeSavePicker, restoreSavePicker } from '../helpers/save-picker';
import { saved } from '../helpers/saved-files';
import { backend } from '../kit/fake-backend';
import { profiles } from '../kit/profiles';
import { renderWithProviders } from '../kit/render';
import { savedZip } from '../kit/saved-zip';

beforeEach(() => {
  saved.saveAs.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  restoreSavePicker();
});

async function entriesOf(chunks: Uint8Array[]) {
  const zip = await JSZip.loadAsync(await new Blob(chunks as BlobPart[]).arrayBuffer());
  return Object.values(zip.files)
    .filter((f) => !f.dir)
    .map((f) => f.name);
}

/** Holds the GETs of stored files whose URL contains `part` until released. */
function holdDownloadsOf(part: string) {
  const realFetch = globalThis.fetch;
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const held = vi.fn();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input).includes(part) && (init?.method ?? 'GET') === 'GET') {
      held();
      await released;
    }
    return realFetch(input, init);
  });
  return { held, release };
}

const texts = {
  doneTitle: 'Listo',
  done: (n: number) => `Van ${n}.`,
  skipped: (names: string[]) => `Faltaron: ${names.join(', ')}.`,
  cancelledTitle: 'Cancelado',
  cancelled: 'Nada guardado.',
  errorTitle: 'Falló',
  error: 'No se pudo.',
};
const empty = {
  noDocumentsTitle: 'Sin Documentos',
  noDocuments: 'Nada que descargar.',
  noFilesTitle: 'Sin Archivos',
  noFiles: 'Ningún archivo se pudo leer.',
};

function Harness({ options, request }: { options: ZipDownloadOptions; request: ZipRequest }) {
  const zip = useZipDownload(options);
  return (
    <>
      <button onClick={() => void zip.download(request)}>Zip</button>
      <ZipProgress state={zip.state} onCancel={zip.cancel} label="Progreso de prueba" variant="compact" />
    </>
  );
}

const items: ZipItem[] = [
  { reference: 'storage://repse-documents/a/uno.pdf', name: 'A/uno.pdf', documentId: 'doc-1' },
  { reference: 'storage://repse-documents/a/missing.pdf', name: 'A/perdido.pdf', documentId: 'doc-2' },
  { reference: null, name: 'sin-archivo.xml', documentId: null },
  { reference: 'storage://repse-documents/a/dos.pdf', name: 'dos.pdf' },
];

describe('useZipDownload', () => {
  beforeEach(() => {
    backend.objects.set('repse-documents/a/uno.pdf', new Blob(['UNO']));
    backend.objects.set('repse-documents/a/dos.pdf', new Blob(['DOS']));
  });

  it('zips what could be fetched plus the generated entries, which learn what was skipped', async () => {
    const onZipped = vi.fn();
    const extraEntries = vi.fn(async (skipped: ReadonlySet<string>) => [
      { name: 'Indice.txt', blob: new Blob([[...skipped].sort().join('|')]) },
    ]);
    const { user } = renderWithProviders(
      <Harness
        options={{ texts, warnOnSkipped: true, onZipped }}
        request={{ zipName: 'Prueba.zip', items, extraEntries, doneText: 'Expediente listo.' }}
      />,
      { profile: profiles.clientA },
    );
    await user.click(screen.getByRole('button', { name: 'Zip' }));
    const { name, contents } = await savedZip(saved.saveAs);
    expect(name).toBe('Prueba.zip');
    expect(contents).toEqual({
      'A/uno.pdf': 'UNO',
      'dos.pdf': 'DOS',
      'Indice.txt': 'A/perdido.pdf|sin-archivo.xml',
    });
    // Only documents that made it into the archive count as delivered.
    expect(onZipped).toHaveBeenCalledWith(['doc-1']);
    const toast = await screen.findByText('Expediente listo. Faltaron: sin-archivo.xml, perdido.pdf.');
    expect(toast.closest('[data-variant]')).toHaveAttribute('data-variant', 'warning');
    expect(screen.getByText('Listo')).toBeInTheDocument();
  });

  it('with empty texts, drops items without a reference and saves nothing when none is left', async () => {
    const { user } = renderWithProviders(
      <Harness
        options={{ texts, empty }}
        request={{ zipName: 'Vacio.zip', items: [{ reference: '  ', name: 'x.pdf' }] }}
      />,
      { profile: profiles.clientA },
    );
    await user.click(screen.getByRole('button', { name: 'Zip' }));
    expect(await screen.findByText('Nada que descargar.')).toBeInTheDocument();
    expect(backend.requestsTo('storage/object/sign/repse-documents', 'POST')).toHaveLength(0);
    expect(saved.saveAs).not.toHaveBeenCalled();
  });

  it('counts the fetched files in the default message, as a success', async () => {
    const { user } = renderWithProviders(
      <Harness options={{ texts, empty }} request={{ zipName: 'Dos.zip', items }} />,
      { profile: profiles.clientA },
    );
    await user.click(screen.getByRole('button', { name: 'Zip' }));
    const { contents } = await savedZip(saved.saveAs);
    expect(Object.keys(contents)).toEqual(['A/uno.pdf', 'dos.pdf']);
    const toast = await screen.findByText('Van 2. Faltaron: perdido.pdf.');
    expect(toast.closest('[data-variant]')).toHaveAttribute('data-variant', 'success');
  });

  it('shows the progress under the given label and cancels without saving', async () => {
    const { user } = renderWithProviders(
      <Harness options={{ texts }} request={{ zipName: 'C.zip', items }} />,
      { profile: profiles.clientA },
    );
    const release = backend.hold();
    await user.click(screen.getByRole('button', { name: 'Zip' }));
    const bar = await screen.findByRole('progressbar', { name: 'Progreso de prueba' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Descargando 0 de 4 archivos · 0 B')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar Descarga' }));
    release();
    expect(await screen.findByText('Nada guardado.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(saved.saveAs).not.toHaveBeenCalled();
  });

  it('writes the archive while later files are still downloading', async () => {
    const mb = new Uint8Array(1024 * 1024 + 1).fill(1);
    const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    for (const n of names) backend.objects.set(`repse-documents/a/${n}.pdf`, new Blob([mb]));
    const disk = fakeSavePicker();
    const last = holdDownloadsOf('/g.pdf');
    const { user } = renderWithProviders(
      <Harness
        options={{ texts }}
        request={{
          zipName: 'Grande.zip',
          items: names.map((n) => ({ reference: `storage://repse-documents/a/${n}.pdf`, name: `${n}.pdf` })),
        }}
      />,
      { profile: profiles.clientA },
    );
    await user.click(screen.getByRole('button', { name: 'Zip' }));
    // The last file's download is held; the first files are already on disk.
    await waitFor(() => expect(last.held).toHaveBeenCalled());
    await waitFor(() => expect(disk.files[0]?.chunks.length).toBeGreaterThan(1));
    expect(disk.files[0].closed).toBe(false);
    last.release();
    expect(await screen.findByText('Van 7.')).toBeInTheDocument();
    expect(disk.createWritable).toHaveBeenCalledTimes(1);
    expect(disk.files[0].closed).toBe(true);
    expect(await entriesOf(disk.files[0].chunks)).toEqual(names.map((n) => `${n}.pdf`));
  });

  it('when a file fails after the archive started, writes it again without that file', async () => {
    const disk = fakeSavePicker();
    const onZipped = vi.fn();
    const extraEntries = vi.fn(async (skipped: ReadonlySet<string>) => [
      { name: 'Indice.txt', blob: new Blob([[...skipped].join('|') || 'completo']) },
    ]);
    const { user } = renderWithProviders(
      <Harness
        options={{ texts, onZipped }}
        request={{ zipName: 'Otra.zip', items: [items[0], items[1], items[3]], extraEntries }}
      />,
      { profile: profiles.clientA },
    );
    await user.click(screen.getByRole('button', { name: 'Zip' }));
    expect(await screen.findByText('Van 2. Faltaron: perdido.pdf.')).toBeInTheDocument();
    // The first try counted on every signed file; the second learned which one is missing.
    expect(extraEntries.mock.calls.map(([skipped]) => [...skipped])).toEqual([[], ['A/perdido.pdf']]);
    expect(disk.createWritable).toHaveBeenCalledTimes(2);
    expect(disk.files[0]).toMatchObject({ aborted: true, closed: false });
    expect(disk.files[1]).toMatchObject({ aborted: false, closed: true });
    const zip = await JSZip.loadAsync(await new Blob(disk.files[1].chunks as BlobPart[]).arrayBuffer());
    expect(await zip.file('Indice.txt')!.async('string')).toBe('A/perdido.pdf');
    expect(await entriesOf(disk.files[1].chunks)).toEqual(['A/uno.pdf', 'dos.pdf', 'Indice.txt']);
    expect(onZipped).toHaveBeenCalledWith(['doc-1']);
    expect(saved.saveAs).not.toHaveBeenCalled();
  });
});
