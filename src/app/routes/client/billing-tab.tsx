// The client's 'Facturación' tab: the invoice list with the deductibility evidence of each invoice (the
// route composes both features). Its own module so that both load only when the tab opens.
import { InvoiceList } from '@/features/billing/components/invoice-list';
import { renderInvoiceEvidence } from '@/features/compliance/components/deductibility/render-invoice-evidence';

export function BillingTab({ companyId }: { companyId: string }) {
  return <InvoiceList companyId={companyId} renderEvidence={renderInvoiceEvidence} />;
}
