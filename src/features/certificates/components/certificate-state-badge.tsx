import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/utils/format';

import {
  CERTIFICATE_STATE_LABELS as LABELS,
  CERTIFICATE_STATE_VARIANTS as VARIANTS,
} from '../utils/certificate-status';

interface CertificateStateBadgeProps {
  revokedAt: string | null;
}

export function CertificateStateBadge({ revokedAt }: CertificateStateBadgeProps) {
  if (revokedAt) {
    return (
      <Badge variant={VARIANTS.revocada}>
        {LABELS.revocada} el {formatDate(revokedAt)}
      </Badge>
    );
  }
  return <Badge variant={VARIANTS.vigente}>{LABELS.vigente}</Badge>;
}
