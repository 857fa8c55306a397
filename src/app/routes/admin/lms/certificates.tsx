import { AdminCertificates } from '@/features/certificates/components/admin/admin-certificates';

import { useAdminContext } from '../context';

export default function LmsCertificatesPage() {
  // The header's company filter is hidden on the LMS pages: the list has its own.
  const { companies } = useAdminContext();
  return <AdminCertificates companies={companies} />;
}
