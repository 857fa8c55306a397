// The zip worker's conversation with the page, run over a MessageChannel in this process (the worker's end
// is the same serveZip the worker runs): the files are asked for as the archive comes near them, the
// archive arrives whole and valid in the sink, a file that fails fails it, and a cancel stops it.
import JSZip from 'jszip';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ZipEntry } from '@/lib/files/zip-archive';
import { zipThrough } from '@/lib/files/zip-in-worker';
import { blobSink } from '@/lib/files/zip-sinks';
import type { FromZipWorker, ToZipWorker, ZipPort } from '@/lib/files/zip-worker-messages';
import { serveZip } from '@/lib/files/zip-worker-serve';

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

function workerPair() {
  const channel = new MessageChannel();
  channels.push(channel);
  serveZip(channel.port1 as unknown as ZipPort<ToZipWorker, FromZipWorker>);
  return channel.port2 as unknown as ZipPort<FromZipWorker, ToZipWorker>;
}

async function namesIn(blob: Blob) {
  const zip = await JSZip.loadAsync(await blob.arrayBuffer());
  return Object.fromEntries(
    await Promise.all(
      Object.values(zip.files)
        .filter((f) => !f.dir)
        .map(async (f) => [f.name, (await f.async('uint8array')).length]),
    ),
  );
}

describe('zipThrough (the page) and serveZip (the worker)', () => {
  it('asks for each file as the archive nears it and returns the whole archive to the sink', async () => {
    const mb = 1024 * 1024;
    const asked: number[] = [];
    const entries: ZipEntry[] = Array.from({ length: 6 }, (_, i) => ({
      name: `carpeta/${i}.pdf`,
      blob: async () => {
        asked.push(i);
        return new Uint8Array(mb + i).fill(i);
      },
    }));
    entries.push({ name: 'Indice.txt', blob: new Blob(['índice']) });
    const sink = blobSink();
    const percents: number[] = [];
    await zipThrough(workerPair(), entries, sink, { readAhead: 2, onProgress: (p) => percents.push(p) });
    expect(entries).toEqual([]);
    expect(asked).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await namesIn(sink.blob())).toEqual({
      'carpeta/0.pdf': mb,
      'carpeta/1.pdf': mb + 1,
      'carpeta/2.pdf': mb + 2,
      'carpeta/3.pdf': mb + 3,
      'carpeta/4.pdf': mb + 4,
      'carpeta/5.pdf': mb + 5,
      'Indice.txt': 'índice'.length + 1,
    });
    // Several batches came back (about 1 MB each), and the last word is 100 %.
    expect(percents.length).toBeGreaterThan(3);
    expect(percents.at(-1)).toBe(100);
  });

  it('fails with the error of a file that cannot be had, and aborts the sink', async () => {
    const failure = new Error('sin red');
    const sink = { ...blobSink(), abort: vi.fn(async () => undefined), close: vi.fn(async () => undefined) };
    const entries = [
      { name: 'a.pdf', blob: async () => new Uint8Array([1]) },
      { name: 'b.pdf', blob: () => Promise.reject(failure) },
    ];
    await expect(zipThrough(workerPair(), entries, sink, { readAhead: 1 })).rejects.toBe(failure);
    expect(sink.abort).toHaveBeenCalledTimes(1);
    expect(sink.close).not.toHaveBeenCalled();
  });

  it('stops with an AbortError when cancelled, without closing the sink', async () => {
    const abort = new AbortController();
    const sink = { ...blobSink(), abort: vi.fn(async () => undefined), close: vi.fn(async () => undefined) };
    const entries = [
      {
        name: 'a.pdf',
        blob: async () => {
          abort.abort();
          return new Uint8Array([1]);
        },
      },
    ];
    await expect(zipThrough(workerPair(), entries, sink, { signal: abort.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(sink.abort).toHaveBeenCalledTimes(1);
    expect(sink.close).not.toHaveBeenCalled();
  });
});
