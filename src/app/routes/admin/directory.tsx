import { AdminDirectory } from '@/features/directory/components/admin/admin-directory';

import { useAdminContext } from './context';

export default function AdminDirectoryPage() {
  const { companyId, companies } = useAdminContext();
  return <AdminDirectory companyId={companyId} companies={companies} />;
}
