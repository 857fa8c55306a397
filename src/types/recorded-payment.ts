// One payment a complement (REP) recorded for an invoice, as the invoice lists embed it
// (invoice_payments with its payment_complements row): billing lists it, and the deductibility file of
// compliance groups it by month. Here because features do not import each other.
import type { Tables } from './database';

export type RecordedPayment = Pick<
  Tables<'invoice_payments'>,
  'id' | 'paid_on' | 'installment' | 'amount_paid' | 'remaining' | 'currency'
> & {
  complement: Pick<Tables<'payment_complements'>, 'id' | 'rep_uuid' | 'xml_url'> | null;
};
