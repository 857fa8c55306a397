import { AdminReports } from '@/features/indicators/components/admin/admin-reports';

import { useAdminContext } from './context';

export default function AdminMonthlyReportsPage() {
  const { companyId, companies } = useAdminContext();
  return <AdminReports companyId={companyId} companies={companies} />;
}
