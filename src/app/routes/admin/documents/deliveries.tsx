// Admin 'Documentos (REPSE) › Entregas': the proof-of-delivery log for the header's company (or all), and
// the monthly delivery receipts issued from it.
import { AdminDeliveryLog } from '@/features/compliance/components/deliveries/admin-delivery-log';
import { DeliveryReceipts } from '@/features/compliance/components/receipts/delivery-receipts';

import { useAdminContext } from '../context';

export default function AdminDeliveriesPage() {
  const { companyId, companies } = useAdminContext();
  return (
    <div className="space-y-10">
      <AdminDeliveryLog companyId={companyId} companies={companies} />
      <DeliveryReceipts companyId={companyId} companies={companies} />
    </div>
  );
}
