// writeZip, with the archive written in a Web Worker: JSZip's work (some seconds for a few hundred MB) no
// longer shares the page's main thread with the downloads, the progress and the page itself. The page
// still fetches the files (each when the worker asks for it) and writes the archive's batches to the sink.
import type { WriteZipOptions, ZipEntry } from './zip-archive';
import type { ZipSink } from './zip-sinks';
import { transferable, type FromZipWorker, type ToZipWorker, type ZipPort } from './zip-worker-messages';

/** Same contract as writeZip: `entries` is emptied, the sink closed on success and aborted on failure. */
export function writeZipInWorker(entries: ZipEntry[], sink: ZipSink, options: WriteZipOptions = {}) {
  const worker = new Worker(new URL('./zip.worker.ts', import.meta.url), { type: 'module' });
  // A worker that cannot start or run (its script missing, an uncaught error) says so only here.
  const broken = new Promise<never>((_, reject) =>
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      reject(new Error(`El trabajador del ZIP falló: ${event.message || 'sin detalle'}`));
    }),
  );
  return Promise.race([zipThrough(worker, entries, sink, options), broken])
    .catch(async (error: unknown) => {
      await sink.abort().catch(() => undefined);
      throw error;
    })
    .finally(() => worker.terminate());
}

/** The page's end of the conversation, over any port (a Worker, or a MessagePort in the tests). */
export function zipThrough(
  port: ZipPort<FromZipWorker, ToZipWorker>,
  entries: ZipEntry[],
  sink: ZipSink,
  { signal, onProgress, readAhead = 1 }: WriteZipOptions = {},
): Promise<void> {
  signal?.throwIfAborted();
  const byName = new Map<string, ZipEntry['blob']>();
  for (const entry of entries.splice(0)) byName.set(entry.name, entry.blob);
  const names = [...byName.keys()];
  const sources: (ZipEntry['blob'] | null)[] = [...byName.values()];
  return new Promise<void>((resolve, reject) => {
    let failed = false;
    // Batches are written one after the other, each acknowledged once written.
    let writing = Promise.resolve();
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      port.onmessage = null;
      signal?.removeEventListener('abort', onAbort);
      void sink.abort().finally(() => reject(error));
    };
    const onAbort = () => fail(signal?.reason ?? new DOMException('Cancelado', 'AbortError'));
    signal?.addEventListener('abort', onAbort, { once: true });
    const supply = async (index: number) => {
      const source = sources[index]!;
      sources[index] = null;
      const data = typeof source === 'function' ? await source() : source;
      const bytes = transferable(
        data instanceof Uint8Array ? data : new Uint8Array(await data.arrayBuffer()),
      );
      if (!failed) port.postMessage({ type: 'file', index, bytes }, [bytes.buffer]);
    };
    port.onmessage = ({ data }) => {
      if (failed) return;
      if (data.type === 'need') supply(data.index).catch(fail);
      else if (data.type === 'chunk') {
        writing = writing
          .then(async () => {
            if (failed) return;
            await sink.write(data.bytes);
            onProgress?.(data.percent);
            port.postMessage({ type: 'ack' }, []);
          })
          .catch(fail);
      } else if (data.type === 'done') {
        writing = writing
          .then(async () => {
            if (failed) return;
            signal?.removeEventListener('abort', onAbort);
            await sink.close();
            onProgress?.(100);
            resolve();
          })
          .catch(fail);
      } else fail(new Error(data.message));
    };
    port.postMessage({ type: 'start', names, readAhead }, []);
  });
}
