import { Ban, Download } from 'lucide-react';

import { Button } from '@/components/ui/button';

import type { Certificate } from '../../api/get-my-certificates';

interface CertificateActionsProps {
  certificate: Certificate;
  downloading: boolean;
  onDownload: (certificate: Certificate) => void;
  onRevoke: (certificate: Certificate) => void;
}

export function CertificateActions({
  certificate: c,
  downloading,
  onDownload,
  onRevoke,
}: CertificateActionsProps) {
  // A revoked certificate is no longer valid: it is neither downloaded nor revoked again.
  if (c.revoked_at) return null;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onDownload(c)}
        disabled={downloading}
        aria-label={`Descargar constancia ${c.code}`}
      >
        <Download aria-hidden="true" />
        Descargar
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onRevoke(c)}
        aria-label={`Revocar constancia ${c.code}`}
      >
        <Ban className="text-destructive" aria-hidden="true" />
        Revocar
      </Button>
    </>
  );
}
