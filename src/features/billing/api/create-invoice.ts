// Upload the PDF and the XML to `invoices/<company_id>/<número>.pdf|.xml`, then insert the row; if
// anything after the first upload fails, what was uploaded is removed so nothing stays half-saved.
// Errors reaching the caller carry the Spanish message to show in the form. The row's id comes from the
// form, the same on every attempt: a retry after an attempt that did finish uploads nothing and inserts
// nothing (lib/insert-once).
import { useMutation } from '@tanstack/react-query';

import { FileError } from '@/lib/files/file-errors';
import { removeFile } from '@/lib/files/remove-file';
import { uploadFile } from '@/lib/files/upload-file';
import { insertOnce, rowExists } from '@/lib/insert-once';

import { invoiceMessages } from '../utils/invoice-form';
import type { InvoiceStatusValue } from '../utils/invoice-status';
import { paymentRefusalText } from '../utils/payment-complement-messages';

export interface InvoiceFields {
  invoiceNumber: string;
  cfdiUuid: string | null;
  issueDate: string;
  dueDate: string | null;
  paidOn: string | null;
  amount: number;
  currency: string;
  status: InvoiceStatusValue;
}

export interface CreateInvoiceInput extends InvoiceFields {
  /** The new row's id, made once per submission. */
  id: string;
  companyId: string;
  pdf: File;
  xml: File;
}

export const invoiceRow = (f: InvoiceFields) => ({
  invoice_number: f.invoiceNumber,
  cfdi_uuid: f.cfdiUuid,
  issue_date: f.issueDate,
  due_date: f.dueDate,
  paid_on: f.paidOn,
  amount: f.amount,
  currency: f.currency,
  status: f.status,
});

/** Some systems give .xml files no type; Storage only takes the types the bucket allows. */
const asXml = (file: File) => (file.type ? file : new File([file], file.name, { type: 'application/xml' }));

const cleanUp = (refs: string[]) =>
  Promise.all(
    refs.map((ref) => removeFile(ref).catch((cause: unknown) => console.warn('No se pudo limpiar', cause))),
  );

/** Unique number or UUID (23505), a payment date or status the complements set, and other refusals as the
 * form's Spanish message. */
export function saveErrorText(error: { code?: string; details?: unknown } | null): string {
  if (error?.code === '23505') return invoiceMessages.duplicate;
  return paymentRefusalText(error) ?? invoiceMessages.saveFailed;
}

export async function createInvoice(input: CreateInvoiceInput): Promise<void> {
  if (await rowExists('invoices', input.id)) return;
  const uploaded: string[] = [];
  try {
    const upload = (file: File, ext: string) =>
      uploadFile({
        bucket: 'invoices',
        folder: input.companyId,
        file,
        name: `${input.invoiceNumber}.${ext}`,
      });
    uploaded.push(await upload(input.pdf, 'pdf'));
    uploaded.push(await upload(asXml(input.xml), 'xml'));
    const { error } = await insertOnce('invoices', {
      id: input.id,
      company_id: input.companyId,
      ...invoiceRow(input),
      file_url: uploaded[0],
      xml_url: uploaded[1],
    });
    if (error) throw new FileError(saveErrorText(error));
  } catch (error) {
    await cleanUp(uploaded);
    throw error;
  }
}

export const useCreateInvoice = () =>
  useMutation({
    mutationFn: createInvoice,
    meta: {
      writes: ['invoices'],
      successToast: {
        title: 'Factura guardada',
        description: (_data, input) => `La factura ${(input as CreateInvoiceInput).invoiceNumber} se guardó.`,
      },
    },
  });
