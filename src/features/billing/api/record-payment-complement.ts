// Saves a payment complement: uploads its XML to `invoices/<company_id>/rep-<folio fiscal>.xml`, then
// record_payment_complement() stores it and its payments and updates each invoice, all or nothing; when
// that is refused, the uploaded XML is removed, so nothing stays half-saved. The id comes from the dialog,
// the same on every attempt: a retry after an attempt that did finish uploads and records nothing.
import { useMutation } from '@tanstack/react-query';

import { FileError } from '@/lib/files/file-errors';
import { removeFile } from '@/lib/files/remove-file';
import { uploadFile } from '@/lib/files/upload-file';
import { rowExists } from '@/lib/insert-once';
import { supabase } from '@/lib/supabase';

import type { PaymentComplement } from '../utils/payment-complement';
import { paymentRefusalText } from '../utils/payment-complement-messages';

export interface RecordComplementInput {
  /** The complement row's id, made once per submission. */
  id: string;
  companyId: string;
  complement: PaymentComplement;
  xml: File;
}

export const recordComplementTexts = {
  saved: 'Complemento guardado',
  savedDescription: (uuid: string) => `El complemento ${uuid} se guardó con sus pagos.`,
  failed: 'No se pudo guardar el complemento de pago. Inténtalo de nuevo.',
} as const;

/** One row per related document, in the XML's order, as record_payment_complement() takes them. */
export const complementPayments = (complement: PaymentComplement) =>
  complement.payments.flatMap((payment) =>
    payment.documents.map((doc) => ({
      invoice_uuid: doc.invoiceUuid,
      paid_on: payment.paidOn,
      method: payment.method,
      currency: doc.currency,
      exchange_rate: payment.exchangeRate,
      equivalence: doc.equivalence,
      installment: doc.installment,
      previous_balance: doc.previousBalance,
      amount_paid: doc.paid,
      remaining: doc.remaining,
    })),
  );

/** Some systems give .xml files no type; Storage only takes the types the bucket allows. */
const asXml = (file: File) => (file.type ? file : new File([file], file.name, { type: 'application/xml' }));

export async function recordPaymentComplement(input: RecordComplementInput): Promise<void> {
  if (await rowExists('payment_complements', input.id)) return;
  const { complement } = input;
  const xmlUrl = await uploadFile({
    bucket: 'invoices',
    folder: input.companyId,
    file: asXml(input.xml),
    name: `rep-${complement.uuid}.xml`,
  });
  const { error } = await supabase.rpc('record_payment_complement', {
    p_id: input.id,
    p_company_id: input.companyId,
    p_rep_uuid: complement.uuid,
    p_issuer_rfc: complement.issuerRfc,
    p_receiver_rfc: complement.receiverRfc,
    p_xml_url: xmlUrl,
    p_payments: complementPayments(complement),
  });
  if (!error) return;
  await removeFile(xmlUrl).catch((cause: unknown) => console.warn('No se pudo limpiar', cause));
  // The database's refusals (another RFC, an unknown invoice, stale balances, recorded before) are Spanish;
  // those with amounts or installments are worded here from the numbers they carry.
  const spanish = ['22023', '23505', '42501'].includes(error.code ?? '');
  throw new FileError(paymentRefusalText(error) ?? (spanish ? error.message : recordComplementTexts.failed));
}

export const useRecordPaymentComplement = () =>
  useMutation({
    mutationFn: recordPaymentComplement,
    meta: {
      writes: ['payment_complements', 'invoice_payments', 'invoices'],
      successToast: {
        title: recordComplementTexts.saved,
        description: (_data, input) =>
          recordComplementTexts.savedDescription((input as RecordComplementInput).complement.uuid),
      },
    },
  });
