// Spanish texts for file failures, and the mapping from Storage API errors (`{statusCode, error,
// message}` as storage-js exposes them: `status`, `statusCode`, `message`) to them.
import { formatMegabytes } from './buckets';

export const fileErrors = {
  missing: 'Este registro no tiene un archivo asociado.',
  invalidLink: 'El enlace del archivo no es válido.',
  notFound: 'El archivo no existe o no tienes permiso para verlo.',
  forbidden: 'No tienes permiso para realizar esta acción con el archivo.',
  tooLarge: (maxBytes: number) =>
    `El archivo supera el tamaño máximo permitido (${formatMegabytes(maxBytes)}).`,
  invalidType: 'Tipo de archivo no permitido.',
  wrongContent: (expected: string) =>
    `El archivo elegido no es ${expected}: se revisa su contenido, no solo su nombre. Elige otro archivo.`,
  empty: 'El archivo elegido está vacío. Elige otro archivo.',
  invalidName: 'Nombre de archivo no válido.',
  duplicate: 'Ya existe un archivo con ese nombre.',
  expired: 'El enlace del archivo expiró. Vuelve a abrirlo.',
  network: 'No se pudo conectar con el servidor de archivos. Revisa tu conexión a internet.',
  generic: 'No se pudo obtener el archivo. Inténtalo de nuevo.',
  uploadGeneric: 'No se pudo subir el archivo. Inténtalo de nuevo.',
} as const;

/** An error whose message is already the Spanish text to show. */
export class FileError extends Error {
  override name = 'FileError';
}

interface StorageLikeError {
  status?: number;
  statusCode?: string;
  message?: string;
  name?: string;
}

/** The Spanish text for a Storage failure; `maxBytes` fills the size message. */
export function storageErrorText(error: unknown, opts: { maxBytes?: number; upload?: boolean } = {}): string {
  if (error instanceof FileError) return error.message;
  const e = (typeof error === 'object' && error !== null ? error : {}) as StorageLikeError;
  const status = e.status ?? Number(e.statusCode);
  const message = e.message ?? '';
  if (status === 413) return fileErrors.tooLarge(opts.maxBytes ?? 10 * 1024 * 1024);
  if (status === 415) return fileErrors.invalidType;
  if (status === 409) return fileErrors.duplicate;
  if (status === 400 && /^Invalid key/i.test(message)) return fileErrors.invalidName;
  if (status === 400 && /jwt expired/i.test(message)) return fileErrors.expired;
  if (status === 403 || status === 401) return fileErrors.forbidden;
  if (status === 404) return fileErrors.notFound;
  if (e.name === 'StorageUnknownError' || error instanceof TypeError) return fileErrors.network;
  return opts.upload ? fileErrors.uploadGeneric : fileErrors.generic;
}
