import { AdminDocuments } from '@/features/documents/components/admin/admin-documents';

import { useAdminContext } from '../context';

export default function AdminDocumentsPage() {
  const { companyId, companies } = useAdminContext();
  return <AdminDocuments companyId={companyId} companies={companies} />;
}
