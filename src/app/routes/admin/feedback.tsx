import { AdminFeedback } from '@/features/feedback/components/admin/admin-feedback';

import { useAdminContext } from './context';

export default function AdminFeedbackPage() {
  const { companyId, companies } = useAdminContext();
  return <AdminFeedback companyId={companyId} companies={companies} />;
}
