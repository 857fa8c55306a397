import { AdminDashboards } from '@/features/indicators/components/admin/admin-dashboards';

import { useAdminContext } from './context';

export default function AdminIndicatorsPage() {
  const { companyId, companies } = useAdminContext();
  return <AdminDashboards companyId={companyId} companies={companies} />;
}
