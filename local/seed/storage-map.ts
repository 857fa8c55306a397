// Where each generated demo file lives in Storage, and the reference rows store for it.
// Reference format (every file column): `storage://<bucket>/<key>`; keys are `<company_id>/<file>` or
// `global/<file>`. The company ids are the fixed ids of supabase/seed.sql.
import { join } from 'node:path';

export const STORAGE_SCHEME = 'storage://';

export const DEMO_COMPANY_IDS: Record<string, string> = {
  'empresa-a': '10000000-0000-4000-8000-00000000000a',
  'empresa-b': '10000000-0000-4000-8000-00000000000b',
  'empresa-c': '10000000-0000-4000-8000-00000000000c',
};

/** Top-level folder of local/seed/files -> bucket. */
export const FOLDER_BUCKET: Record<string, string> = {
  repse: 'repse-documents',
  laboratorio: 'lab-results',
  facturas: 'invoices',
  reportes: 'monthly-reports',
  fotos: 'photos',
};

export interface StoredFile {
  bucket: string;
  key: string;
  /** path relative to the demo files folder */
  file: string;
}

/** `repse/empresa-a/m03-x.pdf` -> repse-documents / `<id of A>/m03-x.pdf`; `.../global/...` -> `global/...`. */
export function storedFileOf(file: string): StoredFile {
  const [folder, owner, ...rest] = file.split(/[\\/]/);
  const bucket = FOLDER_BUCKET[folder];
  const prefix = owner === 'global' ? 'global' : DEMO_COMPANY_IDS[owner];
  if (!bucket || !prefix || rest.length === 0) throw new Error(`demo file outside the storage plan: ${file}`);
  return { bucket, key: `${prefix}/${rest.join('/')}`, file: join(folder, owner, ...rest) };
}

export const referenceOf = (f: Pick<StoredFile, 'bucket' | 'key'>): string =>
  `${STORAGE_SCHEME}${f.bucket}/${f.key}`;

/** The inverse, for checks: which generated file a reference names (null when none could). */
export function fileOfReference(ref: string): string | null {
  if (!ref.startsWith(STORAGE_SCHEME)) return null;
  const [bucket, owner, ...rest] = ref.slice(STORAGE_SCHEME.length).split('/');
  const folder = Object.keys(FOLDER_BUCKET).find((k) => FOLDER_BUCKET[k] === bucket);
  const slug =
    owner === 'global' ? 'global' : Object.keys(DEMO_COMPANY_IDS).find((k) => DEMO_COMPANY_IDS[k] === owner);
  return folder && slug && rest.length > 0 ? join(folder, slug, ...rest) : null;
}
