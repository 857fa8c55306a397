import { uploadFile } from '@/lib/files/upload-file';

import { backend } from '../kit/fake-backend';

const A = '10000000-0000-4000-8000-00000000000a';
const pdf = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const uploads = () => backend.requestsTo('storage/object/', 'POST').filter((r) => !r.path.includes('/sign/'));

describe('uploadFile', () => {
  it('uploads into the folder without overwriting and returns the storage reference', async () => {
    const file = pdf('Constancia REPSE.pdf', 42);
    await expect(uploadFile({ bucket: 'repse-documents', folder: A, file })).resolves.toBe(
      `storage://repse-documents/${A}/Constancia REPSE.pdf`,
    );
    expect(backend.objects.get(`repse-documents/${A}/Constancia REPSE.pdf`)?.size).toBe(42);
    expect(uploads()).toHaveLength(1);
    expect(uploads()[0].headers.get('x-upsert')).toBe('false');
  });

  it('refuses oversize files, wrong types and bad names before any request', async () => {
    await expect(
      uploadFile({ bucket: 'repse-documents', folder: A, file: pdf('a.pdf', 10 * 1024 * 1024 + 1) }),
    ).rejects.toThrow('El archivo supera el tamaño máximo permitido (10 MB).');
    await expect(
      uploadFile({ bucket: 'photos', folder: A, file: pdf('a.pdf', 3 * 1024 * 1024) }),
    ).rejects.toThrow('Tipo de archivo no permitido.');
    const xml = new File(['<a/>'], 'a.xml', { type: 'application/xml' });
    await expect(uploadFile({ bucket: 'repse-documents', folder: A, file: xml })).rejects.toThrow(
      'Tipo de archivo no permitido.',
    );
    for (const name of ['../x.pdf', '..', 'a\\b.pdf', 'a/b.pdf', 'a\u0007.pdf', 'a<b>.pdf', ' x.pdf']) {
      await expect(uploadFile({ bucket: 'invoices', folder: A, file: pdf(name) }), name).rejects.toThrow(
        'Nombre de archivo no válido.',
      );
    }
    await expect(uploadFile({ bucket: 'invoices', folder: '../other', file: pdf('a.pdf') })).rejects.toThrow(
      'Nombre de archivo no válido.',
    );
    expect(backend.requests).toHaveLength(0);
  });

  it('refuses an existing name, and overwrites only when asked', async () => {
    backend.objects.set(`invoices/${A}/a.pdf`, new Blob(['old']));
    await expect(uploadFile({ bucket: 'invoices', folder: A, file: pdf('a.pdf', 7) })).rejects.toThrow(
      'Ya existe un archivo con ese nombre.',
    );
    expect(backend.objects.get(`invoices/${A}/a.pdf`)?.size).toBe(3);

    await uploadFile({ bucket: 'invoices', folder: A, file: pdf('a.pdf', 7), upsert: true });
    expect(backend.objects.get(`invoices/${A}/a.pdf`)?.size).toBe(7);
    expect(uploads().map((r) => r.headers.get('x-upsert'))).toEqual(['false', 'true']);
  });

  it.each([
    [
      413,
      'The object exceeded the maximum allowed size',
      'El archivo supera el tamaño máximo permitido (10 MB).',
    ],
    [415, 'mime type application/pdf is not supported', 'Tipo de archivo no permitido.'],
    [400, 'Invalid key: x', 'Nombre de archivo no válido.'],
    [
      403,
      'new row violates row-level security policy',
      'No tienes permiso para realizar esta acción con el archivo.',
    ],
    [500, 'disk full', 'No se pudo subir el archivo. Inténtalo de nuevo.'],
  ])('maps a %i from the Storage API to its Spanish message', async (status, message, text) => {
    backend.fail('storage/object/invoices', { status, message });
    await expect(uploadFile({ bucket: 'invoices', folder: A, file: pdf('a.pdf') })).rejects.toThrow(text);
    expect(backend.objects.size).toBe(0);
  });
});
