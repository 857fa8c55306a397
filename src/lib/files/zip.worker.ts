// The zip worker (zip-in-worker.ts starts it): JSZip off the page's main thread.
import type { FromZipWorker, ToZipWorker, ZipPort } from './zip-worker-messages';
import { serveZip } from './zip-worker-serve';

serveZip(self as unknown as ZipPort<ToZipWorker, FromZipWorker>);
