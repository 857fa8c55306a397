// The admin invoice dialog's fields and their Spanish messages. Creating needs the PDF and the CFDI XML;
// editing changes the data only (the files stay).
import { z } from 'zod';

import { messages } from '@/config/messages';

import { INVOICE_STATUSES, knownStatus } from './invoice-status';

export const invoiceMessages = {
  company: 'Selecciona la empresa de la factura.',
  number: 'Ingresa el número de factura.',
  numberChars: 'El número no puede contener / ni \\.',
  issueDate: 'Ingresa la fecha de emisión.',
  invalidDate: messages.invalidDate,
  dueBeforeIssue: 'El vencimiento no puede ser anterior a la emisión.',
  paidBeforeIssue: 'La fecha de pago no puede ser anterior a la emisión.',
  amount: 'Ingresa un monto válido (0 o mayor, hasta 2 decimales).',
  status: 'Selecciona un estado.',
  pdf: 'Selecciona el PDF de la factura.',
  xml: 'Selecciona el XML (CFDI 4.0) de la factura.',
  noRfc: 'La empresa no tiene RFC registrado. Agrégalo en Perfiles Cliente antes de subir facturas.',
  rfcMismatch: (xml: string, company: string) =>
    `El RFC del receptor del XML (${xml}) no coincide con el RFC de la empresa (${company}).`,
  duplicate: 'Ya existe una factura con ese número o folio fiscal.',
  saveFailed: 'No se pudo guardar la factura. Inténtalo de nuevo.',
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const file = (message: string) =>
  z.custom<File | undefined>().refine((value) => value === undefined || value instanceof File, message);

export const invoiceSchema = z
  .object({
    mode: z.enum(['create', 'edit']),
    companyId: z.string().min(1, invoiceMessages.company),
    invoiceNumber: z
      .string()
      .trim()
      .min(1, invoiceMessages.number)
      .refine((v) => !/[\\/]/.test(v), invoiceMessages.numberChars),
    cfdiUuid: z.string().transform((v) => v.trim().toUpperCase() || null),
    issueDate: z.string().regex(DATE, invoiceMessages.issueDate),
    dueDate: z
      .string()
      .refine((v) => v === '' || DATE.test(v), invoiceMessages.invalidDate)
      .transform((v) => v || null),
    // The month of the payment is the month whose evidence makes the invoice deductible.
    paidOn: z
      .string()
      .refine((v) => v === '' || DATE.test(v), invoiceMessages.invalidDate)
      .transform((v) => v || null),
    amount: z
      .string()
      .trim()
      .regex(/^\d+(\.\d{1,2})?$/, invoiceMessages.amount)
      .transform(Number),
    currency: z.string().regex(/^[A-Z]{3}$/),
    status: z.enum(INVOICE_STATUSES, { error: invoiceMessages.status }),
    pdf: file(invoiceMessages.pdf),
    xml: file(invoiceMessages.xml),
  })
  .superRefine((v, ctx) => {
    if (v.dueDate && v.dueDate < v.issueDate)
      ctx.addIssue({ code: 'custom', path: ['dueDate'], message: invoiceMessages.dueBeforeIssue });
    if (v.paidOn && v.paidOn < v.issueDate)
      ctx.addIssue({ code: 'custom', path: ['paidOn'], message: invoiceMessages.paidBeforeIssue });
    if (v.mode === 'create' && !v.pdf)
      ctx.addIssue({ code: 'custom', path: ['pdf'], message: invoiceMessages.pdf });
    if (v.mode === 'create' && !v.xml)
      ctx.addIssue({ code: 'custom', path: ['xml'], message: invoiceMessages.xml });
  });

export type InvoiceFormInput = z.input<typeof invoiceSchema>;
export type InvoiceFormOutput = z.output<typeof invoiceSchema>;

export const today = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

export const createDefaults = (companyId: string): InvoiceFormInput => ({
  mode: 'create',
  companyId: companyId === 'all' ? '' : companyId,
  invoiceNumber: '',
  cfdiUuid: '',
  issueDate: today(),
  dueDate: '',
  paidOn: '',
  amount: '',
  currency: 'MXN',
  status: 'pendiente',
  pdf: undefined,
  xml: undefined,
});

interface EditableInvoice {
  company_id: string;
  invoice_number: string;
  cfdi_uuid: string | null;
  issue_date: string;
  due_date: string | null;
  paid_on: string | null;
  amount: number | string;
  currency: string;
  status: string;
}

export const editDefaults = (invoice: EditableInvoice): InvoiceFormInput => ({
  mode: 'edit',
  companyId: invoice.company_id,
  invoiceNumber: invoice.invoice_number,
  cfdiUuid: invoice.cfdi_uuid ?? '',
  issueDate: invoice.issue_date,
  dueDate: invoice.due_date ?? '',
  paidOn: invoice.paid_on ?? '',
  amount: Number(invoice.amount).toFixed(2),
  currency: invoice.currency,
  // An unknown stored status is offered as pendiente; the admin sees and confirms it before saving.
  status: knownStatus(invoice.status) ?? 'pendiente',
  pdf: undefined,
  xml: undefined,
});
