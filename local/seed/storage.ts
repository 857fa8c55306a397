// Uploads the generated demo files into the portal's buckets through supabase-js storage with the service
// key: those the seeded rows reference (the files are every candidate of the date-dependent compliance
// evidence; the seed picks by the calendar, and a file no row points at would be an orphan the storage
// sweep removes). Idempotent: an object whose stored eTag (md5) already matches the file is left alone.
// Then fills in the SHA-256 and size of every seeded document still without them, from the real bytes of
// its file (the seed's SQL cannot read files; the portal computes both in the browser at upload).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { createClient, type SupabaseClient } from '@supabase/supabase-js';

import { referenceOf, STORAGE_SCHEME, storedFileOf, type StoredFile } from './storage-map';

export const DEMO_FILES_DIR = fileURLToPath(new URL('./files', import.meta.url));

const TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
};

export interface SeedStorageResult {
  uploaded: number;
  unchanged: number;
  /** documents whose sha256 and size_bytes were filled in */
  fingerprinted: number;
}

/** Every generated file with its bucket and key. */
export function demoStoragePlan(dir = DEMO_FILES_DIR): StoredFile[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => storedFileOf(relative(dir, join(e.parentPath, e.name))))
    .sort((a, b) => a.file.localeCompare(b.file));
}

export async function seedStorage(
  gateway: { url: string; serviceKey: string },
  dir = DEMO_FILES_DIR,
): Promise<SeedStorageResult> {
  const client = createClient(gateway.url, gateway.serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const referenced = await referencedObjects(client);
  const plan = demoStoragePlan(dir).filter((f) => referenced.has(`${f.bucket}/${f.key}`));
  const existing = new Map<string, string>();
  const folders = new Set(plan.map((f) => `${f.bucket}\n${f.key.slice(0, f.key.lastIndexOf('/'))}`));
  for (const entry of folders) {
    const [bucket, folder] = entry.split('\n');
    const { data, error } = await client.storage.from(bucket).list(folder, { limit: 1000 });
    if (error) throw new Error(`Storage: could not list ${bucket}/${folder}: ${error.message}`);
    for (const o of data)
      if (o.id) existing.set(`${bucket}/${folder}/${o.name}`, String(o.metadata?.eTag ?? ''));
  }
  const result: SeedStorageResult = { uploaded: 0, unchanged: 0, fingerprinted: 0 };
  for (const f of plan) {
    const bytes = readFileSync(join(dir, f.file));
    const eTag = `"${createHash('md5').update(bytes).digest('hex')}"`;
    if (existing.get(`${f.bucket}/${f.key}`) === eTag) {
      result.unchanged++;
      continue;
    }
    const { error } = await client.storage.from(f.bucket).upload(f.key, bytes, {
      contentType: TYPES[extname(f.file)] ?? 'application/octet-stream',
      upsert: true,
    });
    if (error) throw new Error(`Storage: could not upload ${f.bucket}/${f.key}: ${error.message}`);
    result.uploaded++;
  }
  result.fingerprinted = await fingerprintDocuments(client, plan, dir);
  return result;
}

/** `bucket/key` of every object a row references (the file_references view, every page). */
async function referencedObjects(client: SupabaseClient): Promise<Set<string>> {
  const referenced = new Set<string>();
  const page = 1000;
  for (let from = 0; ; from += page) {
    const { data, error } = await client
      .from('file_references')
      .select('bucket, object_name')
      .order('table_name')
      .order('column_name')
      .order('row_id')
      .range(from, from + page - 1);
    if (error) throw new Error(`Storage: could not read the file references: ${error.message}`);
    for (const r of data as { bucket: string; object_name: string }[])
      referenced.add(`${r.bucket}/${r.object_name}`);
    if (data.length < page) return referenced;
  }
}

/**
 * sha256 and size_bytes of each seeded document that has none, from its file. A fingerprint filled in for
 * the first time is not a new publication (the migration's trigger logs nothing for it).
 */
async function fingerprintDocuments(
  client: SupabaseClient,
  plan: StoredFile[],
  dir: string,
): Promise<number> {
  const files = new Map(plan.map((f) => [referenceOf(f), f.file]));
  const { data, error } = await client
    .from('documents')
    .select('id, url')
    .is('sha256', null)
    .like('url', `${STORAGE_SCHEME}%`);
  if (error) throw new Error(`Storage: could not list documents to fingerprint: ${error.message}`);
  let count = 0;
  for (const doc of data as { id: string; url: string }[]) {
    const file = files.get(doc.url);
    if (!file) continue; // not a demo file (a document someone uploaded): its fingerprint is the portal's
    const bytes = readFileSync(join(dir, file));
    const update = await client
      .from('documents')
      .update({ sha256: createHash('sha256').update(bytes).digest('hex'), size_bytes: bytes.length })
      .eq('id', doc.id);
    if (update.error) throw new Error(`Storage: could not fingerprint ${doc.url}: ${update.error.message}`);
    count++;
  }
  return count;
}
