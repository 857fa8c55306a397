import { Badge } from '@/components/ui/badge';

import { invoiceStatus } from '../utils/invoice-status';

export function InvoiceStatusBadge({ status }: { status: string }) {
  const info = invoiceStatus(status);
  return <Badge variant={info.variant}>{info.label}</Badge>;
}
