// The renderer the routes hand to the billing lists (their renderEvidence slot): one stable function, so
// the lists' columns are built once.
import type { DeductibleInvoice } from './evidence-plan';
import { InvoiceEvidence } from './invoice-evidence';

export function renderInvoiceEvidence(invoice: DeductibleInvoice) {
  return <InvoiceEvidence invoice={invoice} />;
}
