// The storage side of the permission matrix, generated from expectations.ts: every bucket x every kind of
// caller x bucket visibility, read (download), upload, overwrite and remove. Each bucket gets a file in company A's,
// company B's and a `global/` folder (also in buckets without a global folder, so a policy that opened
// global/ everywhere is caught). Refused writes are tried on a file the caller can read when it reads any.
import { describe, expect, it, onTestFinished } from 'vitest';

import { COMPANY, type IntegrationEnv } from '../helpers';
import {
  BUCKETS,
  CALLERS,
  type BucketName,
  type BucketRow,
  type Caller,
  type CallerName,
  type StorageCell,
} from './expectations';
import { assignedTo, loadLmsWorld, MATRIX_LAB, type LmsWorld } from './rows';

let env: IntegrationEnv;
const DEFAULT_FOLDERS = [COMPANY.A, COMPANY.B, 'global'] as const;
const foldersOf = (bucket: BucketRow): readonly string[] => bucket.folders ?? DEFAULT_FOLDERS;

const keyIn = (bucket: BucketRow, folder: string, name = 'matriz') => `${folder}/${name}.${bucket.file.ext}`;
const clientOf = (caller: Caller) => (caller.uid === null ? env.anon : env.as(caller.uid));
let serial = 0;

async function upload(bucket: BucketName, key: string, body: string): Promise<void> {
  const { error } = await env.service.storage
    .from(bucket)
    .upload(key, Buffer.from(body), { contentType: BUCKETS[bucket].file.type, upsert: true });
  if (error) throw new Error(`${bucket}/${key}: ${error.message}`);
}

/** The file's content as the service role sees it, or null when it does not exist. */
async function contentOf(bucket: BucketName, key: string): Promise<string | null> {
  const { data } = await env.service.storage.from(bucket).download(key);
  return data ? Buffer.from(await data.arrayBuffer()).toString('utf8') : null;
}

function readsFolder(
  cell: StorageCell,
  bucket: BucketRow,
  caller: Caller,
  folder: string,
  world: LmsWorld,
): boolean {
  if (cell.read === 'all') return true;
  if (cell.read === 'none') return false;
  if (cell.read === 'assigned') return assignedTo(folder, caller, world);
  return folder === caller.company || (folder === 'global' && bucket.global);
}

/** The file a refused write is tried on: in the target folder if readable, else a readable one, else target. */
function writeTarget(cell: StorageCell, bucket: BucketRow, caller: Caller, world: LmsWorld): string {
  const target = bucket.writeFolder ?? caller.target;
  const readable = foldersOf(bucket).filter((f) => readsFolder(cell, bucket, caller, f, world));
  const ownCell = caller.company === null || caller.company === caller.target;
  const folder = readable.includes(target) ? target : ((ownCell ? readable[0] : undefined) ?? target);
  return keyIn(bucket, folder);
}

/** A file in A's, B's and the global folder of every bucket. */
export async function storageFixtures(): Promise<void> {
  for (const [name, bucket] of Object.entries(BUCKETS) as [BucketName, BucketRow][]) {
    for (const folder of foldersOf(bucket)) await upload(name, keyIn(bucket, folder), bucket.file.body);
  }
}

const cells = (Object.keys(BUCKETS) as BucketName[]).flatMap((name) =>
  (Object.keys(CALLERS) as CallerName[]).map((who) => ({
    name,
    who,
    bucket: BUCKETS[name] as BucketRow,
    caller: CALLERS[who] as Caller,
    cell: BUCKETS[name].callers[who] as StorageCell,
  })),
);

/** Bucket visibility and download cells; `use` hands over the file's gateway. */
export function storageReads(use: IntegrationEnv): void {
  env = use;
  describe.each(cells)('bucket $name as $who', ({ name, bucket, caller, cell }) => {
    it(`downloads exactly the folders of its rule (${cell.read})`, async () => {
      const got: Record<string, number | string> = {};
      const want: Record<string, number | string> = {};
      const world = await loadLmsWorld(env.service);
      for (const folder of foldersOf(bucket)) {
        // A client's lab result opens only after its access is logged (the portal's download does the same).
        if (name === 'lab-results' && folder in MATRIX_LAB.request)
          await clientOf(caller).rpc('record_lab_result_access', {
            p_laboratory_request_id: MATRIX_LAB.request[folder as keyof (typeof MATRIX_LAB)['request']],
          });
        const res = await clientOf(caller).storage.from(name).download(keyIn(bucket, folder));
        // The HTTP status of a refusal, or the content of a download.
        got[folder] = res.error
          ? ((res.error as { status?: number }).status ?? -1)
          : Buffer.from(await res.data.arrayBuffer()).toString('utf8');
        want[folder] = readsFolder(cell, bucket, caller, folder, world) ? bucket.file.body : 404;
      }
      expect(got).toEqual(want);
    });

    it(`${cell.seesBucket ? 'sees' : 'does not see'} the bucket`, async () => {
      const res = await clientOf(caller).storage.getBucket(name);
      if (cell.seesBucket) expect({ error: res.error, id: res.data?.id }).toEqual({ error: null, id: name });
      else
        expect({ status: (res.error as { status?: number } | null)?.status, data: res.data }).toEqual({
          status: 404,
          data: null,
        });
    });
  });
}

/** Upload, overwrite and remove cells. */
export function storageWrites(use: IntegrationEnv): void {
  env = use;
  describe.each(cells)('bucket $name as $who', ({ name, bucket, caller, cell }) => {
    it(`upload is ${cell.write ? 'allowed' : 'refused'}`, async () => {
      const key = keyIn(bucket, bucket.writeFolder ?? caller.target, `nuevo-${process.pid}-${(serial += 1)}`);
      onTestFinished(async () => {
        await env.service.storage.from(name).remove([key]);
      });
      const res = await clientOf(caller)
        .storage.from(name)
        .upload(key, Buffer.from(bucket.file.body), { contentType: bucket.file.type });
      if (cell.write) {
        expect(res.error).toBeNull();
        expect(await contentOf(name, key)).toBe(bucket.file.body);
      } else {
        expect(res.error).toMatchObject({ status: 403 });
        expect(await contentOf(name, key)).toBeNull();
      }
    });

    it(`overwrite is ${cell.write ? 'allowed' : 'refused'}`, async () => {
      const key = writeTarget(cell, bucket, caller, await loadLmsWorld(env.service));
      onTestFinished(() => upload(name, key, bucket.file.body));
      const changed = `${bucket.file.body} `;
      const res = await clientOf(caller)
        .storage.from(name)
        .upload(key, Buffer.from(changed), { contentType: bucket.file.type, upsert: true });
      if (cell.write) {
        expect(res.error).toBeNull();
        expect(await contentOf(name, key)).toBe(changed);
      } else {
        expect(res.error).toMatchObject({ status: 403 });
        expect(await contentOf(name, key)).toBe(bucket.file.body);
      }
    });

    it(`remove is ${cell.write ? 'allowed' : 'refused'}`, async () => {
      const world = await loadLmsWorld(env.service);
      const key = cell.write
        ? keyIn(bucket, bucket.writeFolder ?? caller.target, `borrable-${process.pid}-${(serial += 1)}`)
        : writeTarget(cell, bucket, caller, world);
      if (cell.write) await upload(name, key, bucket.file.body);
      onTestFinished(() => upload(name, writeTarget(cell, bucket, caller, world), bucket.file.body));
      const res = await clientOf(caller).storage.from(name).remove([key]);
      expect(res.error).toBeNull();
      if (cell.write) {
        expect(res.data?.map((o) => o.name)).toEqual([key]);
        expect(await contentOf(name, key)).toBeNull();
      } else {
        expect(res.data).toEqual([]);
        expect(await contentOf(name, key)).toBe(bucket.file.body);
      }
    });
  });
}
