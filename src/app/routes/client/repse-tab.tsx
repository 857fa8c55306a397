// The client's REPSE tab: completeness by period, the documents by month, the proof-of-delivery log and
// the monthly delivery receipts.
import { ClientComplianceMatrix } from '@/features/compliance/components/client-matrix/client-compliance-matrix';
import { ClientDeliveryLog } from '@/features/compliance/components/deliveries/client-delivery-log';
import { DeliveryReceipts } from '@/features/compliance/components/receipts/delivery-receipts';
import { RepseDocuments } from '@/features/documents/components/client/repse-documents';

export function RepseTab({ companyId }: { companyId: string }) {
  return (
    <div className="space-y-10">
      <ClientComplianceMatrix companyId={companyId} />
      <RepseDocuments companyId={companyId} />
      <ClientDeliveryLog companyId={companyId} />
      <DeliveryReceipts companyId={companyId} />
    </div>
  );
}
