// The bulk upload dialog's fields, their Spanish validation messages and where each file goes in
// Storage. The period, company, document type and its dates are shared by every file; each file has its
// own editable name. The type comes from the compliance catalogue (handed in by the route) and decides
// which date is required: the issue date of an opinion (its expiry is computed by the database) or the
// expiry date of a registration.
import { z } from 'zod';

import { messages } from '@/config/messages';

export const GLOBAL_COMPANY = 'global';

/** A type of the catalogue as the upload needs it (the route passes the active ones). */
export interface UploadType {
  id: string;
  name: string;
  scope: string;
  validity: string;
  validity_days: number | null;
}

export const uploadMessages = {
  company: 'Selecciona una empresa o Global.',
  year: 'Ingresa un año válido (2000 a 2100).',
  month: 'Selecciona un mes.',
  type: 'Selecciona el tipo de documento.',
  typeScope: 'Ese tipo no corresponde a la empresa elegida.',
  issuedOn: 'Indica la fecha de emisión.',
  expiresOn: 'Indica la fecha de vencimiento.',
  name: 'Ingresa el nombre del documento.',
  files: 'Selecciona al menos un archivo PDF.',
  insertFailed: 'No se pudo guardar el documento. Inténtalo de nuevo.',
  connectionLost:
    'Se perdió la conexión al guardar el documento. El archivo ya está en el servidor: reinténtalo para terminar (no se subirá dos veces).',
} as const;

const fileItem = z.object({
  /** Stable key of the row in the list (not the file name: two files may share one). */
  id: z.string(),
  file: z.instanceof(File),
  name: z.string().trim().min(1, uploadMessages.name),
});

const isoDate = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), messages.invalidDate)
  .transform((v) => v || null);

/** Types a company upload may use (company types) or a Global one (global types). */
export const typesForCompany = (types: UploadType[], companyId: string) =>
  types.filter((t) => (companyId === GLOBAL_COMPANY ? t.scope === 'global' : t.scope === 'company'));

export function makeUploadSchema(types: UploadType[]) {
  return z
    .object({
      /** A company id or GLOBAL_COMPANY. */
      companyId: z.string().min(1, uploadMessages.company),
      year: z.coerce
        .number({ error: uploadMessages.year })
        .int(uploadMessages.year)
        .min(2000, uploadMessages.year)
        .max(2100, uploadMessages.year),
      month: z.coerce.number().int().min(1, uploadMessages.month).max(12, uploadMessages.month),
      documentTypeId: z.string().min(1, uploadMessages.type),
      issuedOn: isoDate,
      expiresOn: isoDate,
      files: z.array(fileItem).min(1, uploadMessages.files),
    })
    .superRefine((v, ctx) => {
      const type = types.find((t) => t.id === v.documentTypeId);
      if (!type) return;
      if (v.companyId && !typesForCompany([type], v.companyId).length) {
        ctx.addIssue({ code: 'custom', path: ['documentTypeId'], message: uploadMessages.typeScope });
      }
      if (type.validity === 'days_from_issue' && !v.issuedOn) {
        ctx.addIssue({ code: 'custom', path: ['issuedOn'], message: uploadMessages.issuedOn });
      }
      if (type.validity === 'until_expiry' && !v.expiresOn) {
        ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: uploadMessages.expiresOn });
      }
    })
    .transform(({ issuedOn, expiresOn, ...rest }) => {
      const validity = types.find((t) => t.id === rest.documentTypeId)?.validity;
      // Only the date the type uses is saved (the database computes an opinion's expiry itself).
      return {
        ...rest,
        issuedOn: validity === 'none' ? null : issuedOn,
        expiresOn: validity === 'until_expiry' ? expiresOn : null,
      };
    });
}

export type UploadFormInput = z.input<ReturnType<typeof makeUploadSchema>>;
export type UploadFormOutput = z.output<ReturnType<typeof makeUploadSchema>>;
export type UploadItem = z.output<typeof fileItem>;

export const uploadDefaults = (companyId: string, now = new Date()): UploadFormInput => ({
  companyId: companyId === 'all' ? '' : companyId,
  year: String(now.getFullYear()),
  month: String(now.getMonth() + 1),
  documentTypeId: '',
  issuedOn: '',
  expiresOn: '',
  files: [],
});

/** 'Opinión IMSS' from 'Opinión IMSS.pdf': the row's default name is the file's, without extension. */
export function nameFromFile(fileName: string): string {
  const base = fileName.normalize('NFC').replace(/\.[A-Za-z0-9]{1,8}$/, '');
  return base.trim() || fileName;
}

/**
 * New list rows for picked files. Each id is also the id of the document row the file becomes, so
 * uploading it again (a retry after a lost answer) writes no second row.
 */
export function itemsFromFiles(files: File[]): UploadItem[] {
  return files.map((file) => ({ id: crypto.randomUUID(), file, name: nameFromFile(file.name) }));
}

/** `<company_id>/<year>/<month>` or `global/<year>/<month>` (month two digits so folders sort). */
export function uploadFolder(companyId: string, year: number, month: number): string {
  return `${companyId}/${year}/${String(month).padStart(2, '0')}`;
}
