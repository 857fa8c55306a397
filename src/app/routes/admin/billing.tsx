import { AdminInvoices } from '@/features/billing/components/admin/admin-invoices';

import { useAdminContext } from './context';

export default function AdminBillingPage() {
  const { companyId, companies } = useAdminContext();
  return <AdminInvoices companyId={companyId} companies={companies} />;
}
