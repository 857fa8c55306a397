// Admin 'Facturación': the billing list with each paid invoice's deductibility file (compliance), composed
// here because features never import each other.
import { AdminInvoices } from '@/features/billing/components/admin/admin-invoices';
import { renderInvoiceEvidence } from '@/features/compliance/components/deductibility/render-invoice-evidence';

import { useAdminContext } from './context';

export default function AdminBillingPage() {
  const { companyId, companies } = useAdminContext();
  return <AdminInvoices companyId={companyId} companies={companies} renderEvidence={renderInvoiceEvidence} />;
}
