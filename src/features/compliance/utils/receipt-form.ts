// 'Emitir Acuse': the company and the month, their Spanish messages, and the month the dialog starts on
// (the one that just ended, in Mexico City, where the provider and its clients work).
import { z } from 'zod';

import { monthKey, todayInMexico } from './periods';

export const receiptFormMessages = {
  company: 'Selecciona una empresa.',
  year: 'Ingresa un año válido (2000 a 2100).',
  month: 'Selecciona un mes.',
  future: 'No se puede emitir un acuse de un mes que aún no empieza.',
} as const;

/** 'YYYY-MM-01' of the month the given Mexico City day belongs to. */
const firstDay = (day: string) => `${day.slice(0, 7)}-01`;

export function receiptSchema(today = todayInMexico()) {
  return z
    .object({
      companyId: z.string().min(1, receiptFormMessages.company),
      year: z.coerce
        .number({ error: receiptFormMessages.year })
        .int(receiptFormMessages.year)
        .min(2000, receiptFormMessages.year)
        .max(2100, receiptFormMessages.year),
      month: z.coerce.number().int().min(1, receiptFormMessages.month).max(12, receiptFormMessages.month),
    })
    .transform(({ companyId, year, month }) => ({ companyId, month: `${monthKey({ year, month })}-01` }))
    .refine(({ month }) => month <= firstDay(today), {
      message: receiptFormMessages.future,
      path: ['month'],
    });
}

export type ReceiptFormInput = z.input<ReturnType<typeof receiptSchema>>;

export function receiptDefaults(companyId: string, today = todayInMexico()): ReceiptFormInput {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  return { companyId, year: String(previous.year), month: String(previous.month) };
}

/** The month the form's values name, or null while they do not name one. */
export function formMonth(values: Partial<ReceiptFormInput>): string | null {
  const year = Number(values.year);
  const month = Number(values.month);
  if (!Number.isInteger(year) || year < 2000 || year > 2100 || !(month >= 1 && month <= 12)) return null;
  return `${monthKey({ year, month })}-01`;
}
