import { AuditLog } from '@/features/audit/components/audit-log';

import { useAdminContext } from './context';

export default function AdminAuditPage() {
  const { companyId, companies } = useAdminContext();
  return <AuditLog companyId={companyId} companies={companies} />;
}
