// The upload dialog's fields, their Spanish validation messages and where the file goes in Storage.
import { z } from 'zod';

export const GLOBAL_COMPANY = 'global';

export const uploadMessages = {
  company: 'Selecciona una empresa o Global.',
  year: 'Ingresa un año válido (2000 a 2100).',
  month: 'Selecciona un mes.',
  name: 'Ingresa el nombre del documento.',
  file: 'Selecciona un archivo PDF.',
  insertFailed: 'No se pudo guardar el documento. Inténtalo de nuevo.',
} as const;

export const uploadSchema = z.object({
  /** A company id or GLOBAL_COMPANY. */
  companyId: z.string().min(1, uploadMessages.company),
  year: z.coerce
    .number({ error: uploadMessages.year })
    .int(uploadMessages.year)
    .min(2000, uploadMessages.year)
    .max(2100, uploadMessages.year),
  month: z.coerce.number().int().min(1, uploadMessages.month).max(12, uploadMessages.month),
  name: z.string().trim().min(1, uploadMessages.name),
  documentType: z
    .string()
    .trim()
    .transform((value) => value || null),
  // Starts undefined (nothing picked); the output is always a File.
  file: z
    .custom<File | undefined>()
    .refine((value): value is File => value instanceof File, uploadMessages.file)
    .transform((value) => value as File),
});

export type UploadFormInput = z.input<typeof uploadSchema>;
export type UploadFormOutput = z.output<typeof uploadSchema>;

export const uploadDefaults = (companyId: string, now = new Date()): UploadFormInput => ({
  companyId: companyId === 'all' ? '' : companyId,
  year: String(now.getFullYear()),
  month: String(now.getMonth() + 1),
  name: '',
  documentType: '',
  // No file yet: the schema's 'Selecciona un archivo PDF.' answers a submit without one.
  file: undefined,
});

/** `<company_id>/<year>/<month>` or `global/<year>/<month>` (month two digits so folders sort). */
export function uploadFolder(companyId: string, year: number, month: number): string {
  return `${companyId}/${year}/${String(month).padStart(2, '0')}`;
}
