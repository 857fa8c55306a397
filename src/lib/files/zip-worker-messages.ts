// What the page and the zip worker say to each other (zip-in-worker.ts and zip-worker-serve.ts). The page
// fetches the files; the worker writes the archive with JSZip and asks for each file when the archive comes
// within `readAhead` files of it; the archive's bytes come back in batches, each acknowledged once written,
// so that no more than a few batches are ever in flight.

/** Page → worker. */
export type ToZipWorker =
  | { type: 'start'; names: string[]; readAhead: number }
  | { type: 'file'; index: number; bytes: Uint8Array }
  | { type: 'ack' };

/** Worker → page. */
export type FromZipWorker =
  | { type: 'need'; index: number }
  | { type: 'chunk'; bytes: Uint8Array; percent: number }
  | { type: 'done' }
  | { type: 'error'; message: string };

/** What both ends need of a MessagePort, a Worker or a worker's global scope. */
export interface ZipPort<In, Out> {
  postMessage: (message: Out, transfer: Transferable[]) => void;
  onmessage: ((event: MessageEvent<In>) => void) | null;
}

/** Bytes of the archive gathered before they are sent to the page. */
export const ZIP_BATCH_BYTES = 1024 * 1024;
/** Batches sent and not yet acknowledged before the worker waits. */
export const ZIP_BATCHES_IN_FLIGHT = 4;

/** The bytes' own buffer, to be transferred (a view into a larger buffer is copied first). */
export function transferable(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const whole =
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength &&
    bytes.buffer instanceof ArrayBuffer;
  return whole ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes);
}
