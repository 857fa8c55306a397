// The client's REPSE tab: completeness by period, the documents by month, and the proof-of-delivery log.
import { ClientComplianceMatrix } from '@/features/compliance/components/client-matrix/client-compliance-matrix';
import { ClientDeliveryLog } from '@/features/compliance/components/deliveries/client-delivery-log';
import { RepseDocuments } from '@/features/documents/components/client/repse-documents';

export function RepseTab({ companyId }: { companyId: string }) {
  return (
    <div className="space-y-10">
      <ClientComplianceMatrix companyId={companyId} />
      <RepseDocuments companyId={companyId} />
      <ClientDeliveryLog companyId={companyId} />
    </div>
  );
}
