import { fetchFile, FileFetchError, fetchFiles } from '@/lib/files/fetch-files';

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
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
      if (String(url).includes('down')) throw new TypeError('Failed to fetch');
      return new Response('ok');
    });
    const result = await fetchFiles([
      { reference: 'https://example.com/down.pdf', name: 'down.pdf' },
      { reference: 'https://example.com/up.pdf', name: 'up.pdf' },
    ]);
    expect(backend.requests).toHaveLength(0);
    expect(fetchSpy.mock.calls.filter(([url]) => String(url).includes('down'))).toHaveLength(2);
    expect(result.files.map((f) => f.name)).toEqual(['up.pdf']);
    expect(result.skipped).toEqual([
      {
        name: 'down.pdf',
        reason: 'No se pudo conectar con el servidor de archivos. Revisa tu conexión a internet.',
      },
    ]);
  });

  it('keeps a few GETs in flight and returns files and failures in the order asked, not of arrival', async () => {
    const waiting: { name: string; answer: (res: Response) => void }[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const name = String(url).split('/').pop()!.replace('.pdf', '');
      const res = await new Promise<Response>((answer) => waiting.push({ name, answer }));
      inFlight -= 1;
      return res;
    });
    const names = ['a', 'b', 'c', 'd', 'e', 'f'];
    const progress: number[] = [];
    const pending = fetchFiles(
      names.map((n) => ({ reference: `https://example.com/${n}.pdf`, name: `${n}.pdf` })),
      { concurrency: 3, onProgress: (p) => progress.push(p.filesDone) },
    );
    // Always answer the newest request first, failing 'b' and 'e'.
    for (let answered = 0; answered < names.length; answered += 1) {
      await vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      const { name, answer } = waiting.pop()!;
      answer(name === 'b' || name === 'e' ? new Response('', { status: 404 }) : new Response(name));
    }
    const result = await pending;
    expect(maxInFlight).toBe(3);
    expect(result.files.map((f) => f.name)).toEqual(['a.pdf', 'c.pdf', 'd.pdf', 'f.pdf']);
    expect(await Promise.all(result.files.map((f) => f.blob.text()))).toEqual(['a', 'c', 'd', 'f']);
    expect(result.skipped.map((s) => s.name)).toEqual(['b.pdf', 'e.pdf']);
    expect(progress.at(-1)).toBe(6);
  });

  it('stops starting GETs and rejects with AbortError when cancelled', async () => {
    const abort = new AbortController();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      abort.abort();
      init?.signal?.throwIfAborted();
      return new Response('late');
    });
    const items = ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => ({
      reference: `https://example.com/${n}.pdf`,
      name: `${n}.pdf`,
    }));
    await expect(fetchFiles(items, { signal: abort.signal, concurrency: 2 })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fetchSpy.mock.calls.length).toBeLessThanOrEqual(2);
  });
});

describe('fetchFile', () => {
  it('gives the bytes of a file to be zipped, counting them as they arrive', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([1, 2, 3]));
        controller.enqueue(new Uint8Array([4, 5]));
        controller.close();
      },
    });
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response(body));
    const counted: number[] = [];
    const bytes = await fetchFile('https://example.com/a.pdf', {
      as: 'bytes',
      onBytes: (n) => counted.push(n),
    });
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect([...bytes]).toEqual([1, 2, 3, 4, 5]);
    expect(counted).toEqual([3, 2]);
  });

  it('rejects with the Spanish reason when the server refuses the file', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('no', { status: 404 }));
    const failure = fetchFile('https://example.com/b.pdf', { as: 'bytes' });
    await expect(failure).rejects.toBeInstanceOf(FileFetchError);
    await expect(failure).rejects.toMatchObject({
      reason: 'El archivo no existe o no tienes permiso para verlo.',
    });
  });
});
