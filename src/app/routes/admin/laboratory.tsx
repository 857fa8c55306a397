import { AdminLaboratory } from '@/features/laboratory/components/admin/admin-laboratory';

import { useAdminContext } from './context';

export default function AdminLaboratoryPage() {
  const { companyId, companies } = useAdminContext();
  return <AdminLaboratory companyId={companyId} companies={companies} />;
}
