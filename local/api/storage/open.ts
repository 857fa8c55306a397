// Where Storage keeps file bytes, and the handler the gateway mounts at /storage/v1.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { AuthConfig } from '../auth';
import type { RequestRunner } from '../request-tx';
import type { RouteHandler } from '../server';
import { FileStore } from './files';
import { storageHandler } from './router';

export interface StorageOptions {
  runner: RequestRunner;
  auth: AuthConfig;
  dataDir?: string;
  storageDir?: string;
}

export async function openStorage(
  opts: StorageOptions,
): Promise<{ handler: RouteHandler; dir: string; close(): Promise<void> }> {
  // Inside the data dir, so `fresh` wipes files together with the rows that point at them.
  const temp = opts.storageDir || opts.dataDir ? null : await mkdtemp(join(tmpdir(), 'local-api-storage-'));
  const dir = opts.storageDir ?? (opts.dataDir ? join(opts.dataDir, 'storage') : (temp as string));
  const handler = storageHandler({ runner: opts.runner, auth: opts.auth, files: new FileStore(dir) });
  return {
    handler,
    dir,
    close: async () => {
      if (temp) await rm(temp, { recursive: true, force: true });
    },
  };
}
