// Admin 'Documentos (REPSE) › Entregas': the proof-of-delivery log for the header's company (or all).
import { AdminDeliveryLog } from '@/features/compliance/components/deliveries/admin-delivery-log';

import { useAdminContext } from '../context';

export default function AdminDeliveriesPage() {
  const { companyId, companies } = useAdminContext();
  return <AdminDeliveryLog companyId={companyId} companies={companies} />;
}
