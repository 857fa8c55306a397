// Names of the entries of a zip built in the browser: safe on every OS, the file's own extension kept, and
// never two entries with the same path (a later one gets ' (2)').
const UNSAFE = /[\\/:*?"<>|\p{Cc}]+/gu;

/** A name every OS accepts: no path separators or reserved characters, no trailing dots or spaces. */
export function safeFileName(name: string, fallback = 'documento'): string {
  const clean = name
    .normalize('NFC')
    .replace(UNSAFE, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[. ]+$/, '');
  return clean === '' ? fallback : clean;
}

/** '.pdf' from 'storage://repse-documents/x/m03-guia.pdf' (or an https link); '' when there is none. */
export function extensionOf(reference: string): string {
  const last = reference.split(/[?#]/)[0].split('/').pop() ?? '';
  const match = /\.[A-Za-z0-9]{1,8}$/.exec(last);
  return match ? match[0].toLowerCase() : '';
}

export interface ZipNameInput {
  /** Folders, outermost first; each is made safe. */
  folders: string[];
  /** The document's name (its extension is taken from the reference). */
  name: string;
  reference: string;
}

/** One unique path per input, in order: folders/name.ext, then 'name (2).ext'... on a clash. */
export function uniqueZipPaths(inputs: ZipNameInput[]): string[] {
  const used = new Set<string>();
  return inputs.map(({ folders, name, reference }) => {
    const folder = folders.map((f) => safeFileName(f, 'carpeta')).join('/');
    const ext = extensionOf(reference);
    let base = safeFileName(name);
    if (ext && base.toLowerCase().endsWith(ext)) base = base.slice(0, -ext.length) || 'documento';
    const prefix = folder ? `${folder}/` : '';
    let path = `${prefix}${base}${ext}`;
    for (let n = 2; used.has(path.toLowerCase()); n += 1) path = `${prefix}${base} (${n})${ext}`;
    used.add(path.toLowerCase());
    return path;
  });
}
