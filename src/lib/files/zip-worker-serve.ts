// The worker's end: writes the archive with writeZip (JSZip) off the page's main thread, asking the page
// for each file when the archive comes near it and sending the archive back in acknowledged batches.
import { concatBytes } from './concat-bytes';
import { writeZip } from './zip-archive';
import { batcher, type ZipSink } from './zip-sinks';
import {
  transferable,
  ZIP_BATCH_BYTES,
  ZIP_BATCHES_IN_FLIGHT,
  type FromZipWorker,
  type ToZipWorker,
  type ZipPort,
} from './zip-worker-messages';

export function serveZip(port: ZipPort<ToZipWorker, FromZipWorker>) {
  const files = new Map<number, (bytes: Uint8Array) => void>();
  let inFlight = 0;
  let credit: (() => void) | null = null;
  let percent = 0;

  const send = (message: FromZipWorker, transfer: Transferable[] = []) => port.postMessage(message, transfer);
  /** A sink that sends the archive in batches and waits while too many are unacknowledged. */
  const pageSink = (): ZipSink => {
    const batches = batcher(ZIP_BATCH_BYTES, (chunks, length) => {
      const bytes = transferable(concatBytes(chunks, length));
      inFlight += 1;
      send({ type: 'chunk', bytes, percent }, [bytes.buffer]);
      if (inFlight < ZIP_BATCHES_IN_FLIGHT) return undefined;
      return new Promise<void>((resolve) => (credit = resolve));
    });
    return {
      write: batches.add,
      close: async () => {
        await batches.flush();
      },
      abort: async () => batches.clear(),
      reset: async () => batches.clear(),
    };
  };

  port.onmessage = ({ data }) => {
    if (data.type === 'file') {
      files.get(data.index)?.(data.bytes);
      files.delete(data.index);
    } else if (data.type === 'ack') {
      inFlight -= 1;
      const resume = credit;
      credit = null;
      resume?.();
    } else {
      const entries = data.names.map((name, index) => ({
        name,
        blob: () =>
          new Promise<Uint8Array>((resolve) => {
            files.set(index, resolve);
            send({ type: 'need', index });
          }),
      }));
      writeZip(entries, pageSink(), { readAhead: data.readAhead, onProgress: (p) => (percent = p) }).then(
        () => send({ type: 'done' }),
        (error: unknown) => send({ type: 'error', message: String(error) }),
      );
    }
  };
}
