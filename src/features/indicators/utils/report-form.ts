// The monthly report dialog's fields, their Spanish messages and where the PDF goes in Storage. A new
// report needs its PDF; replacing one keeps the stored PDF unless another is chosen.
import { z } from 'zod';

import { GLOBAL_COMPANY } from './dashboard-form';

export const reportMessages = {
  company: 'Selecciona una empresa o Global.',
  title: 'Ingresa el título del reporte.',
  titleLength: 'El título admite hasta 120 caracteres.',
  year: 'Ingresa un año válido (2000 a 2100).',
  month: 'Selecciona un mes.',
  file: 'Selecciona un archivo PDF.',
  insertFailed: 'No se pudo guardar el reporte. Inténtalo de nuevo.',
} as const;

const fields = {
  /** A company id or GLOBAL_COMPANY. */
  companyId: z.string().min(1, reportMessages.company),
  title: z.string().trim().min(1, reportMessages.title).max(120, reportMessages.titleLength),
  year: z.coerce
    .number({ error: reportMessages.year })
    .int(reportMessages.year)
    .min(2000, reportMessages.year)
    .max(2100, reportMessages.year),
  month: z.coerce.number().int().min(1, reportMessages.month).max(12, reportMessages.month),
};

export const reportSchema = z.object({
  ...fields,
  // Starts undefined (nothing picked); the output is always a File.
  file: z
    .custom<File | undefined>()
    .refine((value): value is File => value instanceof File, reportMessages.file)
    .transform((value) => value as File),
});

export const replaceReportSchema = z.object({ ...fields, file: z.custom<File | undefined>() });

export type ReportFormInput = z.input<typeof replaceReportSchema>;
export type ReportFormOutput = z.output<typeof replaceReportSchema>;

export function reportDefaults(
  scope: string,
  row?: {
    company_id: string | null;
    is_global: boolean;
    title: string | null;
    year: number | null;
    month: number | null;
  },
  now = new Date(),
): ReportFormInput {
  if (row) {
    return {
      companyId: row.is_global ? GLOBAL_COMPANY : (row.company_id ?? ''),
      title: row.title ?? '',
      year: String(row.year ?? now.getFullYear()),
      month: String(row.month ?? now.getMonth() + 1),
      file: undefined,
    };
  }
  return {
    companyId: scope === 'all' ? '' : scope,
    title: '',
    year: String(now.getFullYear()),
    month: String(now.getMonth() + 1),
    file: undefined,
  };
}

/** `<company_id>/<year>/<month>` or `global/<year>/<month>` (month two digits so folders sort). */
export function reportFolder(companyId: string, year: number, month: number): string {
  return `${companyId}/${year}/${String(month).padStart(2, '0')}`;
}
