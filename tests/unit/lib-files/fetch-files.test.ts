import { fetchFiles } from '@/lib/files/fetch-files';

import { backend } from '../kit/fake-backend';

const A = '10000000-0000-4000-8000-00000000000a';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('fetchFiles', () => {
  it('signs once per bucket, fetches each file and skips what fails', async () => {
    backend.objects.set(`repse-documents/${A}/a.pdf`, new Blob(['bytes of a']));
    backend.objects.set('invoices/global/f.xml', new Blob(['<cfdi/>']));
    const result = await fetchFiles([
      { reference: `storage://repse-documents/${A}/a.pdf`, name: 'Especificos_Cliente/2026/Enero/a.pdf' },
      { reference: `storage://repse-documents/${A}/hidden.pdf`, name: 'hidden.pdf' },
      { reference: 'storage://invoices/global/f.xml', name: 'Globales/f.xml' },
      { reference: 'javascript:alert(1)', name: 'evil.pdf' },
      { reference: null, name: 'none.pdf' },
    ]);
    const signs = backend.requestsTo('storage/object/sign/', 'POST');
    expect(signs.map((r) => [r.path, r.body])).toEqual([
      ['storage/object/sign/repse-documents', { paths: [`${A}/a.pdf`, `${A}/hidden.pdf`], expiresIn: 60 }],
      ['storage/object/sign/invoices', { paths: ['global/f.xml'], expiresIn: 60 }],
    ]);
    expect(result.files.map((f) => f.name)).toEqual([
      'Especificos_Cliente/2026/Enero/a.pdf',
      'Globales/f.xml',
    ]);
    expect(await result.files[0].blob.text()).toBe('bytes of a');
    expect(result.skipped.map((s) => s.name).sort()).toEqual(['evil.pdf', 'hidden.pdf', 'none.pdf']);
    expect(result.skipped.find((s) => s.name === 'hidden.pdf')?.reason).toBe(
      'El archivo no existe o no tienes permiso para verlo.',
    );
    expect(console.warn).toHaveBeenCalledTimes(3);
  });

  it('skips every file of a bucket whose signing is refused', async () => {
    backend.objects.set(`invoices/${A}/a.pdf`, new Blob(['x']));
    backend.fail('storage/object/sign/invoices', { status: 403, message: 'denied' });
    const result = await fetchFiles([{ reference: `storage://invoices/${A}/a.pdf`, name: 'a.pdf' }]);
    expect(result.files).toEqual([]);
    expect(result.skipped).toEqual([
      { name: 'a.pdf', reason: 'No tienes permiso para realizar esta acción con el archivo.' },
    ]);
  });

  // External https hosts are the network edge here: their failures are faked on fetch itself.
  it('tries a file once more after a network error', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('second time'));
    const result = await fetchFiles([{ reference: 'https://example.com/flaky.pdf', name: 'flaky.pdf' }]);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(fetchSpy).toHaveBeenCalledWith('https://example.com/flaky.pdf', { cache: 'no-store' });
    expect(result.skipped).toEqual([]);
    expect(await result.files[0].blob.text()).toBe('second time');
  });

  it('fetches https links directly and skips a file whose network error persists', async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('ok'));
    const result = await fetchFiles([
      { reference: 'https://example.com/down.pdf', name: 'down.pdf' },
      { reference: 'https://example.com/up.pdf', name: 'up.pdf' },
    ]);
    expect(backend.requests).toHaveLength(0);
    expect(result.files.map((f) => f.name)).toEqual(['up.pdf']);
    expect(result.skipped).toEqual([
      {
        name: 'down.pdf',
        reason: 'No se pudo conectar con el servidor de archivos. Revisa tu conexión a internet.',
      },
    ]);
  });
});
