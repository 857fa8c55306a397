import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fetchFiles } from '@/lib/files/fetch-files';

import { resetStorageMock, storageMock } from './storage-mock';

vi.mock('@/lib/supabase', async () => (await import('./storage-mock')).supabaseModule);

const A = '10000000-0000-4000-8000-00000000000a';
const fetchMock = vi.fn();

beforeEach(() => {
  resetStorageMock();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fetchFiles', () => {
  it('signs per bucket with createSignedUrls, fetches each file and skips what fails', async () => {
    storageMock.createSignedUrls.mockResolvedValue({
      data: [
        { path: `${A}/a.pdf`, signedUrl: 'http://api/a?token=1', error: null },
        {
          path: `${A}/hidden.pdf`,
          signedUrl: null,
          error: 'Either the object does not exist or you do not have access to it',
        },
        { path: 'global/g.pdf', signedUrl: 'http://api/g?token=2', error: null },
      ],
      error: null,
    });
    fetchMock.mockImplementation(async (url: string) =>
      url.includes('token=2') ? new Response('no', { status: 500 }) : new Response(`bytes of ${url}`),
    );
    const result = await fetchFiles([
      { reference: `storage://repse-documents/${A}/a.pdf`, name: 'Especificos_Cliente/2026/Enero/a.pdf' },
      { reference: `storage://repse-documents/${A}/hidden.pdf`, name: 'hidden.pdf' },
      { reference: 'storage://repse-documents/global/g.pdf', name: 'Globales/g.pdf' },
      { reference: 'javascript:alert(1)', name: 'evil.pdf' },
      { reference: null, name: 'none.pdf' },
    ]);
    expect(storageMock.from).toHaveBeenCalledTimes(1);
    expect(storageMock.createSignedUrls).toHaveBeenCalledWith(
      [`${A}/a.pdf`, `${A}/hidden.pdf`, 'global/g.pdf'],
      60,
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledWith('http://api/a?token=1', { cache: 'no-store' });
    expect(result.files.map((f) => f.name)).toEqual(['Especificos_Cliente/2026/Enero/a.pdf']);
    expect(await result.files[0].blob.text()).toBe('bytes of http://api/a?token=1');
    expect(result.skipped.map((s) => s.name).sort()).toEqual([
      'Globales/g.pdf',
      'evil.pdf',
      'hidden.pdf',
      'none.pdf',
    ]);
    expect(result.skipped.find((s) => s.name === 'hidden.pdf')?.reason).toBe(
      'El archivo no existe o no tienes permiso para verlo.',
    );
    expect(console.warn).toHaveBeenCalledTimes(4);
  });

  it('tries a file once more after a network error', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('second time'));
    const result = await fetchFiles([{ reference: 'https://example.com/flaky.pdf', name: 'flaky.pdf' }]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.skipped).toEqual([]);
    expect(await result.files[0].blob.text()).toBe('second time');
  });

  it('fetches https links directly and skips a file whose network error persists', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('ok'));
    const result = await fetchFiles([
      { reference: 'https://example.com/down.pdf', name: 'down.pdf' },
      { reference: 'https://example.com/up.pdf', name: 'up.pdf' },
    ]);
    expect(storageMock.createSignedUrls).not.toHaveBeenCalled();
    expect(result.files.map((f) => f.name)).toEqual(['up.pdf']);
    expect(result.skipped).toEqual([
      {
        name: 'down.pdf',
        reason: 'No se pudo conectar con el servidor de archivos. Revisa tu conexión a internet.',
      },
    ]);
  });
});
