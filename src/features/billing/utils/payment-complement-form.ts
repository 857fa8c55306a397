// The 'Subir Complemento de Pago' dialog's fields and messages: the company and the REP's XML.
import { z } from 'zod';

export const complementFormTexts = {
  company: 'Selecciona la empresa del complemento.',
  xml: 'Selecciona el XML del complemento de pago (Pagos 2.0).',
  noRfc: 'La empresa no tiene RFC registrado. Agrégalo en Perfiles Cliente antes de subir complementos.',
  recorded: (uuid: string) => `El complemento de pago ${uuid} ya se registró.`,
  checkFailed: 'No se pudo revisar el complemento contra las facturas de la empresa. Inténtalo de nuevo.',
} as const;

export const complementSchema = z.object({
  companyId: z.string().min(1, complementFormTexts.company),
  xml: z
    .custom<File | undefined>()
    .refine((value): value is File => value instanceof File, complementFormTexts.xml),
});

export type ComplementFormInput = z.input<typeof complementSchema>;
export type ComplementFormOutput = z.output<typeof complementSchema>;
