import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/utils/format';

interface CertificateStateBadgeProps {
  revokedAt: string | null;
}

export function CertificateStateBadge({ revokedAt }: CertificateStateBadgeProps) {
  if (revokedAt) return <Badge variant="destructive">Revocada el {formatDate(revokedAt)}</Badge>;
  return <Badge variant="success">Vigente</Badge>;
}
