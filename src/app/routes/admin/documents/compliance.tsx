// /dashboard/admin/documentos/cumplimiento: completeness by period for the company the admin selected (or
// all of them).
import { AdminCompliance } from '@/features/compliance/components/matrix/admin-compliance';

import { useAdminContext } from '../context';

export default function CompliancePage() {
  const { companyId, companies } = useAdminContext();
  return <AdminCompliance companyId={companyId} companies={companies} />;
}
