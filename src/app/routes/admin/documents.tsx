import { AdminDocuments } from '@/features/admin-documents/components/admin-documents';
import { useCompanies } from '@/features/companies/api/get-companies';

import { useAdminContext } from './context';

// The app layer composes the two features: the company list feeds the upload dialog's select.
export default function AdminDocumentsPage() {
  const { companyId } = useAdminContext();
  const companies = useCompanies();
  return <AdminDocuments companyId={companyId} companies={companies.data ?? []} />;
}
