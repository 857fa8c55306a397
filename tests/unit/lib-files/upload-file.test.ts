import { beforeEach, describe, expect, it, vi } from 'vitest';

import { uploadFile } from '@/lib/files/upload-file';

import { apiError, resetStorageMock, storageMock } from './storage-mock';

vi.mock('@/lib/supabase', async () => (await import('./storage-mock')).supabaseModule);

const A = '10000000-0000-4000-8000-00000000000a';
const pdf = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

beforeEach(() => {
  resetStorageMock();
  storageMock.upload.mockResolvedValue({ data: { path: 'x' }, error: null });
});

describe('uploadFile', () => {
  it('uploads into the folder without overwriting and returns the storage reference', async () => {
    const file = pdf('Constancia REPSE.pdf');
    await expect(uploadFile({ bucket: 'repse-documents', folder: A, file })).resolves.toBe(
      `storage://repse-documents/${A}/Constancia REPSE.pdf`,
    );
    expect(storageMock.from).toHaveBeenCalledWith('repse-documents');
    expect(storageMock.upload).toHaveBeenCalledWith(`${A}/Constancia REPSE.pdf`, file, {
      contentType: 'application/pdf',
      upsert: false,
    });
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
    expect(storageMock.upload).not.toHaveBeenCalled();
  });

  it('maps each refusal of the Storage API to its Spanish message', async () => {
    const cases: [ReturnType<typeof apiError>, string][] = [
      [apiError(409, 'The resource already exists'), 'Ya existe un archivo con ese nombre.'],
      [
        apiError(413, 'The object exceeded the maximum allowed size'),
        'El archivo supera el tamaño máximo permitido (10 MB).',
      ],
      [apiError(415, 'mime type application/pdf is not supported'), 'Tipo de archivo no permitido.'],
      [apiError(400, 'Invalid key: x'), 'Nombre de archivo no válido.'],
      [
        apiError(403, 'new row violates row-level security policy'),
        'No tienes permiso para realizar esta acción con el archivo.',
      ],
      [apiError(500, 'disk full'), 'No se pudo subir el archivo. Inténtalo de nuevo.'],
    ];
    for (const [error, text] of cases) {
      storageMock.upload.mockResolvedValueOnce({ data: null, error });
      await expect(uploadFile({ bucket: 'invoices', folder: A, file: pdf('a.pdf') })).rejects.toThrow(text);
    }
  });

  it('overwrites only when asked', async () => {
    await uploadFile({ bucket: 'invoices', folder: A, file: pdf('a.pdf'), upsert: true });
    expect(storageMock.upload).toHaveBeenCalledWith(
      `${A}/a.pdf`,
      expect.any(File),
      expect.objectContaining({ upsert: true }),
    );
  });
});
