// The zip writer: a valid archive whatever the sink, back-pressure respected, cancel honoured; and the
// disk sink only where the browser has a save picker and a person to answer it.
import JSZip from 'jszip';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { blobSink, pickDiskSink, writeZip, type ZipSink } from '@/lib/files/zip-archive';

import { fakeSavePicker } from '../helpers/save-picker';

// A fresh list each time: writeZip takes the files over (it empties the list it is given).
const entries = () => [
  { name: 'Globales/2026/Marzo/Guía.pdf', blob: new Blob(['%PDF guía']) },
  { name: 'Especificos_Cliente/2026/Marzo/Pago.pdf', blob: new Blob(['%PDF pago'.repeat(1000)]) },
];

async function contentsOf(bytes: Blob) {
  const zip = await JSZip.loadAsync(await bytes.arrayBuffer());
  const files = Object.values(zip.files).filter((f) => !f.dir);
  return Object.fromEntries(await Promise.all(files.map(async (f) => [f.name, await f.async('string')])));
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'showSaveFilePicker');
});

describe('writeZip', () => {
  it('writes a valid archive of every entry into the sink and reports 100 % at the end', async () => {
    const sink = blobSink();
    const percents: number[] = [];
    await writeZip(entries(), sink, { onProgress: (p) => percents.push(p) });
    expect(await contentsOf(sink.blob())).toEqual({
      'Globales/2026/Marzo/Guía.pdf': '%PDF guía',
      'Especificos_Cliente/2026/Marzo/Pago.pdf': '%PDF pago'.repeat(1000),
    });
    expect(percents.at(-1)).toBe(100);
    expect(sink.blob().type).toBe('application/zip');
  });

  it('waits for each write before producing the next chunk, then closes the sink once', async () => {
    let pending = 0;
    let maxPending = 0;
    const chunks: Uint8Array[] = [];
    const sink: ZipSink = {
      write: async (chunk) => {
        pending += 1;
        maxPending = Math.max(maxPending, pending);
        await new Promise((r) => setTimeout(r, 1));
        chunks.push(chunk);
        pending -= 1;
      },
      close: vi.fn(async () => undefined),
      abort: vi.fn(async () => undefined),
      reset: vi.fn(async () => undefined),
    };
    await writeZip(entries(), sink);
    expect(maxPending).toBe(1);
    expect(chunks.length).toBeGreaterThan(1);
    expect(sink.close).toHaveBeenCalledTimes(1);
    expect(sink.abort).not.toHaveBeenCalled();
    expect(Object.keys(await contentsOf(new Blob(chunks as BlobPart[])))).toHaveLength(2);
  });

  it('stops, aborts the sink and rejects with AbortError when cancelled mid-way', async () => {
    const abort = new AbortController();
    const sink: ZipSink = {
      write: async () => abort.abort(),
      close: vi.fn(async () => undefined),
      abort: vi.fn(async () => undefined),
      reset: vi.fn(async () => undefined),
    };
    await expect(writeZip(entries(), sink, { signal: abort.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(sink.abort).toHaveBeenCalledTimes(1);
    expect(sink.close).not.toHaveBeenCalled();
  });

  it('does not start when already cancelled', async () => {
    const sink = { ...blobSink(), write: vi.fn(async () => undefined) };
    await expect(writeZip(entries(), sink, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(sink.write).not.toHaveBeenCalled();
  });
  it('reads each file only when the archive reaches it and takes the list it is given', async () => {
    const reads: string[] = [];
    class CountedBlob extends Blob {
      constructor(readonly label: string) {
        super([`contenido ${label}`]);
      }
      override arrayBuffer() {
        reads.push(this.label);
        return super.arrayBuffer();
      }
    }
    const list = ['a', 'b', 'c', 'd', 'e'].map((l) => ({ name: `${l}.pdf`, blob: new CountedBlob(l) }));
    let release!: () => void;
    const firstWrite = new Promise<void>((r) => (release = r));
    const chunks: Uint8Array[] = [];
    const sink: ZipSink = {
      write: (chunk) => {
        chunks.push(chunk);
        return chunks.length === 1 ? firstWrite : undefined;
      },
      close: async () => undefined,
      abort: async () => undefined,
      reset: async () => undefined,
    };
    const writing = writeZip(list, sink);
    expect(list).toEqual([]);
    await vi.waitFor(() => expect(chunks).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    // Held at the first file's header: at most that file and the next are read.
    expect(reads).toEqual(['a', 'b']);
    release();
    await writing;
    expect(reads).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(await contentsOf(new Blob(chunks as BlobPart[]))).toEqual({
      'a.pdf': 'contenido a',
      'b.pdf': 'contenido b',
      'c.pdf': 'contenido c',
      'd.pdf': 'contenido d',
      'e.pdf': 'contenido e',
    });
  });

  it('asks for a file given as a load only when the archive is within readAhead files of it', async () => {
    const asked: string[] = [];
    const arrivals = new Map<string, (blob: Blob) => void>();
    const list = ['a', 'b', 'c', 'd', 'e', 'f'].map((l) => ({
      name: `${l}.pdf`,
      blob: () => {
        asked.push(l);
        return new Promise<Blob>((r) => arrivals.set(l, r));
      },
    }));
    const chunks: Uint8Array[] = [];
    const sink = { ...blobSink(), write: (chunk: Uint8Array) => void chunks.push(chunk) };
    const writing = writeZip(list, sink, { readAhead: 3 });
    // The first file and the three after it.
    await vi.waitFor(() => expect(asked).toEqual(['a', 'b', 'c', 'd']));
    // 'a' arrives and is written before the others have come; done with it, the archive moves on to 'b',
    // and 'e' is asked for.
    arrivals.get('a')!(new Blob(['contenido a']));
    await vi.waitFor(() => expect(asked).toEqual(['a', 'b', 'c', 'd', 'e']));
    expect(chunks.length).toBeGreaterThan(0);
    arrivals.get('b')!(new Blob(['contenido b']));
    await vi.waitFor(() => expect(asked).toHaveLength(6));
    for (const l of ['c', 'd', 'e', 'f']) arrivals.get(l)!(new Blob([`contenido ${l}`]));
    await writing;
    expect(Object.keys(await contentsOf(new Blob(chunks as BlobPart[])))).toEqual(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((l) => `${l}.pdf`),
    );
  });

  it('fails with the error of a load that fails, and aborts the sink', async () => {
    const failure = new Error('sin red');
    const sink = { ...blobSink(), abort: vi.fn(async () => undefined), close: vi.fn(async () => undefined) };
    const list = [
      { name: 'a.pdf', blob: async () => new Blob(['a']) },
      { name: 'b.pdf', blob: () => Promise.reject(failure) },
      { name: 'c.pdf', blob: async () => new Blob(['c']) },
    ];
    await expect(writeZip(list, sink, { readAhead: 2 })).rejects.toBe(failure);
    expect(sink.abort).toHaveBeenCalledTimes(1);
    expect(sink.close).not.toHaveBeenCalled();
  });

  it('keeps the last file of a repeated name, like zip.file(), and still finishes', async () => {
    const sink = blobSink();
    const named = (name: string, text: string) => ({ name, blob: new Blob([text]) });
    await writeZip(
      [named('a', '1'), named('b', 'viejo'), named('c', '3'), named('d', '4'), named('b', 'nuevo')],
      sink,
    );
    expect(await contentsOf(sink.blob())).toEqual({ a: '1', b: 'nuevo', c: '3', d: '4' });
  });
});

describe('blobSink', () => {
  it('keeps every byte in order across its 8 MB parts', async () => {
    const sink = blobSink();
    const mb = 1024 * 1024;
    for (let i = 0; i < 10; i += 1) expect(sink.write(new Uint8Array(mb).fill(i))).toBeUndefined();
    sink.write(new Uint8Array([42]));
    await sink.close();
    const bytes = new Uint8Array(await sink.blob().arrayBuffer());
    expect(bytes.length).toBe(10 * mb + 1);
    expect([0, mb - 1, 8 * mb, 9 * mb + 5, 10 * mb].map((i) => bytes[i])).toEqual([0, 0, 8, 9, 42]);
  });
});

describe('blobSink reset', () => {
  it('drops what was written, so the archive can be written again from its start', async () => {
    const sink = blobSink();
    sink.write(new Uint8Array(9 * 1024 * 1024).fill(1));
    sink.write(new Uint8Array([2, 2]));
    await sink.reset();
    sink.write(new Uint8Array([3]));
    await sink.close();
    expect([...new Uint8Array(await sink.blob().arrayBuffer())]).toEqual([3]);
  });
});

describe('pickDiskSink', () => {
  it('is null where the browser has no save picker', async () => {
    expect(await pickDiskSink('a.zip')).toBeNull();
  });

  it('is null under automation, where nobody would answer the picker', async () => {
    const picker = vi.fn();
    Object.assign(window, { showSaveFilePicker: picker });
    vi.stubGlobal('navigator', { ...navigator, webdriver: true });
    expect(await pickDiskSink('a.zip')).toBeNull();
    expect(picker).not.toHaveBeenCalled();
  });

  it('asks for a .zip with the suggested name and writes the archive to the chosen file', async () => {
    const written: Uint8Array[] = [];
    const stream = new WritableStream<Uint8Array>({ write: (chunk) => void written.push(chunk) });
    const picker = vi.fn(async () => ({ createWritable: async () => stream }));
    Object.assign(window, { showSaveFilePicker: picker });
    vi.stubGlobal('navigator', { ...navigator, webdriver: false });
    const sink = await pickDiskSink('Documentos_REPSE_2026.zip');
    expect(picker).toHaveBeenCalledWith(
      expect.objectContaining({
        suggestedName: 'Documentos_REPSE_2026.zip',
        types: [{ description: 'Archivo ZIP', accept: { 'application/zip': ['.zip'] } }],
      }),
    );
    const big = { name: 'Grande.pdf', blob: new Blob([new Uint8Array(2.5 * 1024 * 1024).fill(7)]) };
    await writeZip([...entries(), big], sink!);
    const zip = new Blob(written as BlobPart[]);
    expect(Object.keys(await contentsOf(zip))).toHaveLength(3);
    // JSZip's 16 KiB chunks reach the file in batches of about 1 MB: a handful of writes, not ~160.
    expect(written.length).toBeLessThanOrEqual(4);
  });

  it('fails the archive when the file cannot be written', async () => {
    const stream = new WritableStream<Uint8Array>({
      write: () => Promise.reject(new Error('No queda espacio en el disco')),
    });
    Object.assign(window, { showSaveFilePicker: async () => ({ createWritable: async () => stream }) });
    vi.stubGlobal('navigator', { ...navigator, webdriver: false });
    const sink = (await pickDiskSink('a.zip'))!;
    const big = { name: 'Grande.pdf', blob: new Blob([new Uint8Array(3 * 1024 * 1024).fill(7)]) };
    await expect(writeZip([...entries(), big], sink)).rejects.toThrow('No queda espacio en el disco');
  });

  it('on reset, drops the file being written and writes to a new writable of the same file', async () => {
    const { files, createWritable } = fakeSavePicker();
    const sink = (await pickDiskSink('a.zip'))!;
    await sink.write(new Uint8Array(2 * 1024 * 1024).fill(1));
    sink.write(new Uint8Array([1]));
    await sink.reset();
    sink.write(new Uint8Array([5, 6]));
    await sink.close();
    expect(createWritable).toHaveBeenCalledTimes(2);
    expect(files[0]).toMatchObject({ aborted: true, closed: false });
    expect(files[1]).toMatchObject({ aborted: false, closed: true });
    expect(files[1].chunks.map((c) => [...c])).toEqual([[5, 6]]);
  });
});
