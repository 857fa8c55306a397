// The bulk upload dialog's fields, their Spanish validation messages and where each file goes in
// Storage. The period, type and company are shared by every file; each file has its own editable name.
import { z } from 'zod';

export const GLOBAL_COMPANY = 'global';

export const uploadMessages = {
  company: 'Selecciona una empresa o Global.',
  year: 'Ingresa un año válido (2000 a 2100).',
  month: 'Selecciona un mes.',
  name: 'Ingresa el nombre del documento.',
  files: 'Selecciona al menos un archivo PDF.',
  insertFailed: 'No se pudo guardar el documento. Inténtalo de nuevo.',
} as const;

const fileItem = z.object({
  /** Stable key of the row in the list (not the file name: two files may share one). */
  id: z.string(),
  file: z.instanceof(File),
  name: z.string().trim().min(1, uploadMessages.name),
});

export const uploadSchema = z.object({
  /** A company id or GLOBAL_COMPANY. */
  companyId: z.string().min(1, uploadMessages.company),
  year: z.coerce
    .number({ error: uploadMessages.year })
    .int(uploadMessages.year)
    .min(2000, uploadMessages.year)
    .max(2100, uploadMessages.year),
  month: z.coerce.number().int().min(1, uploadMessages.month).max(12, uploadMessages.month),
  documentType: z
    .string()
    .trim()
    .transform((value) => value || null),
  files: z.array(fileItem).min(1, uploadMessages.files),
});

export type UploadFormInput = z.input<typeof uploadSchema>;
export type UploadFormOutput = z.output<typeof uploadSchema>;
export type UploadItem = z.output<typeof fileItem>;

export const uploadDefaults = (companyId: string, now = new Date()): UploadFormInput => ({
  companyId: companyId === 'all' ? '' : companyId,
  year: String(now.getFullYear()),
  month: String(now.getMonth() + 1),
  documentType: '',
  files: [],
});

/** 'Opinión IMSS' from 'Opinión IMSS.pdf': the row's default name is the file's, without extension. */
export function nameFromFile(fileName: string): string {
  const base = fileName.normalize('NFC').replace(/\.[A-Za-z0-9]{1,8}$/, '');
  return base.trim() || fileName;
}

let counter = 0;
/** New list rows for picked files; ids stay unique across picks within the session. */
export function itemsFromFiles(files: File[]): UploadItem[] {
  return files.map((file) => {
    counter += 1;
    return { id: `file-${counter}`, file, name: nameFromFile(file.name) };
  });
}

/** `<company_id>/<year>/<month>` or `global/<year>/<month>` (month two digits so folders sort). */
export function uploadFolder(companyId: string, year: number, month: number): string {
  return `${companyId}/${year}/${String(month).padStart(2, '0')}`;
}
