import { storageErrorText } from '@/lib/files/file-errors';
import { getFileUrl } from '@/lib/files/get-file-url';

import { backend } from '../kit/fake-backend';

const KEY = '10000000-0000-4000-8000-00000000000a/A-1001.pdf';
const REF = `storage://invoices/${KEY}`;
const signRequests = () => backend.requestsTo('storage/object/sign/invoices', 'POST');

beforeEach(() => {
  backend.objects.set(`invoices/${KEY}`, new Blob(['%PDF-1.4']));
});

describe('getFileUrl', () => {
  it('signs a storage reference for 60 seconds, at call time, and the URL serves the file', async () => {
    const url = await getFileUrl(REF);
    expect(url.startsWith(`${backend.url}/storage/v1/object/sign/invoices/${KEY}?token=`)).toBe(true);
    expect(signRequests().map((r) => r.body)).toEqual([{ expiresIn: 60 }]);
    expect(await (await fetch(url)).text()).toBe('%PDF-1.4');

    const download = await getFileUrl(REF, { download: 'Factura A-1001.pdf' });
    expect(new URL(download).searchParams.get('download')).toBe('Factura A-1001.pdf');
    expect(signRequests()).toHaveLength(2);
  });

  it('returns a checked https link without calling Storage, and refuses other schemes', async () => {
    await expect(getFileUrl('https://example.com/r.pdf')).resolves.toBe('https://example.com/r.pdf');
    await expect(getFileUrl('javascript:alert(1)')).rejects.toThrow('El enlace del archivo no es válido.');
    await expect(getFileUrl('http://example.com/r.pdf')).rejects.toThrow(
      'El enlace del archivo no es válido.',
    );
    expect(backend.requests).toHaveLength(0);
  });

  it('turns Storage refusals into Spanish messages', async () => {
    await expect(getFileUrl('storage://invoices/otra/no-existe.pdf')).rejects.toThrow(
      'El archivo no existe o no tienes permiso para verlo.',
    );
    backend.fail('storage/object/sign', { status: 500, message: 'boom' });
    await expect(getFileUrl(REF)).rejects.toThrow('No se pudo obtener el archivo. Inténtalo de nuevo.');
    backend.fail('storage/object/sign', { status: 403, message: 'new row violates row-level security' });
    await expect(getFileUrl(REF)).rejects.toThrow(
      'No tienes permiso para realizar esta acción con el archivo.',
    );
  });

  // A dropped connection never reaches the fake server, so its mapping is checked on the error itself.
  it('explains network failures', () => {
    const network = 'No se pudo conectar con el servidor de archivos.';
    expect(storageErrorText(new TypeError('Failed to fetch'))).toContain(network);
    expect(
      storageErrorText(Object.assign(new Error('fetch failed'), { name: 'StorageUnknownError' })),
    ).toContain(network);
  });
});
