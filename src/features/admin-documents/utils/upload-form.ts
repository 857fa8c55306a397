// The upload dialog's fields, their Spanish validation messages and where the file goes in Storage.
export const GLOBAL_COMPANY = 'global';

export interface UploadFormValues {
  /** A company id, GLOBAL_COMPANY, or '' while nothing is chosen. */
  companyId: string;
  year: string;
  month: string;
  name: string;
  documentType: string;
  file: File | null;
}

export type UploadFormErrors = Partial<Record<keyof UploadFormValues, string>>;

export const uploadMessages = {
  company: 'Selecciona una empresa o Global.',
  year: 'Ingresa un año válido (2000 a 2100).',
  month: 'Selecciona un mes.',
  name: 'Ingresa el nombre del documento.',
  file: 'Selecciona un archivo PDF.',
  insertFailed: 'No se pudo guardar el documento. Inténtalo de nuevo.',
} as const;

export function validateUpload(values: UploadFormValues): UploadFormErrors {
  const errors: UploadFormErrors = {};
  const year = Number(values.year);
  const month = Number(values.month);
  if (values.companyId === '') errors.companyId = uploadMessages.company;
  if (!Number.isInteger(year) || year < 2000 || year > 2100) errors.year = uploadMessages.year;
  if (!Number.isInteger(month) || month < 1 || month > 12) errors.month = uploadMessages.month;
  if (values.name.trim() === '') errors.name = uploadMessages.name;
  if (!values.file) errors.file = uploadMessages.file;
  return errors;
}

/** `<company_id>/<year>/<month>` or `global/<year>/<month>` (month two digits so folders sort). */
export function uploadFolder(companyId: string, year: number, month: number): string {
  return `${companyId}/${year}/${String(month).padStart(2, '0')}`;
}
