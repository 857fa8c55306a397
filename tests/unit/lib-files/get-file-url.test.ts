import { beforeEach, describe, expect, it, vi } from 'vitest';

import { getFileUrl } from '@/lib/files/get-file-url';

import { apiError, resetStorageMock, storageMock } from './storage-mock';

vi.mock('@/lib/supabase', async () => (await import('./storage-mock')).supabaseModule);

const REF = 'storage://invoices/10000000-0000-4000-8000-00000000000a/A-1001.pdf';

beforeEach(resetStorageMock);

describe('getFileUrl', () => {
  it('signs a storage reference for 60 seconds, at call time', async () => {
    storageMock.createSignedUrl.mockResolvedValue({
      data: { signedUrl: 'http://api/signed?token=t' },
      error: null,
    });
    await expect(getFileUrl(REF)).resolves.toBe('http://api/signed?token=t');
    expect(storageMock.from).toHaveBeenCalledWith('invoices');
    expect(storageMock.createSignedUrl).toHaveBeenCalledWith(
      '10000000-0000-4000-8000-00000000000a/A-1001.pdf',
      60,
      undefined,
    );
    await getFileUrl(REF, { download: 'Factura A-1001.pdf' });
    expect(storageMock.createSignedUrl).toHaveBeenLastCalledWith(expect.any(String), 60, {
      download: 'Factura A-1001.pdf',
    });
  });

  it('returns a checked https link without calling Storage, and refuses other schemes', async () => {
    await expect(getFileUrl('https://example.com/r.pdf')).resolves.toBe('https://example.com/r.pdf');
    await expect(getFileUrl('javascript:alert(1)')).rejects.toThrow('El enlace del archivo no es válido.');
    await expect(getFileUrl('http://example.com/r.pdf')).rejects.toThrow(
      'El enlace del archivo no es válido.',
    );
    expect(storageMock.createSignedUrl).not.toHaveBeenCalled();
  });

  it('turns Storage failures into Spanish messages', async () => {
    storageMock.createSignedUrl.mockResolvedValueOnce({
      data: null,
      error: apiError(404, 'Object not found'),
    });
    await expect(getFileUrl(REF)).rejects.toThrow('El archivo no existe o no tienes permiso para verlo.');
    storageMock.createSignedUrl.mockResolvedValueOnce({
      data: null,
      error: Object.assign(new Error('fetch failed'), { name: 'StorageUnknownError' }),
    });
    await expect(getFileUrl(REF)).rejects.toThrow('No se pudo conectar con el servidor de archivos.');
    storageMock.createSignedUrl.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(getFileUrl(REF)).rejects.toThrow('No se pudo conectar con el servidor de archivos.');
    storageMock.createSignedUrl.mockResolvedValueOnce({ data: null, error: apiError(500, 'boom') });
    await expect(getFileUrl(REF)).rejects.toThrow('No se pudo obtener el archivo. Inténtalo de nuevo.');
  });
});
