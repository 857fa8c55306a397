// File bytes on disk: one file per object version, named by the version uuid, so a key never becomes a
// file system path and an upsert can write the new version before the old one is dropped (after commit).
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';

export class FileStore {
  private ready: Promise<unknown> | undefined;

  constructor(readonly dir: string) {}

  private pathOf(version: string): string {
    if (!/^[0-9a-f-]{36}$/.test(version)) throw new Error(`bad object version ${version}`);
    return join(this.dir, 'objects', version);
  }

  private ensure(): Promise<unknown> {
    this.ready ??= mkdir(join(this.dir, 'objects'), { recursive: true });
    return this.ready;
  }

  async write(version: string, bytes: Uint8Array): Promise<void> {
    await this.ensure();
    await writeFile(this.pathOf(version), bytes, { flag: 'wx' });
  }

  async copy(from: string, to: string): Promise<void> {
    await this.ensure();
    await copyFile(this.pathOf(from), this.pathOf(to));
  }

  /** Best effort: a leftover file is harmless, a missing one is what we wanted. */
  async remove(...versions: (string | null | undefined)[]): Promise<void> {
    for (const v of versions) if (v) await rm(this.pathOf(v), { force: true }).catch(() => undefined);
  }

  async size(version: string): Promise<number | null> {
    const info = await stat(this.pathOf(version)).catch(() => null);
    return info?.isFile() ? info.size : null;
  }

  /** The whole file (image transformations), or null when it is missing. */
  read(version: string): Promise<Buffer | null> {
    return readFile(this.pathOf(version)).catch(() => null);
  }

  pipe(version: string, res: ServerResponse): void {
    createReadStream(this.pathOf(version))
      .on('error', () => res.destroy())
      .pipe(res);
  }
}
