import { Download } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/utils/format';

import type { Certificate } from '../../api/get-my-certificates';
import { certificateState } from '../../utils/certificate-status';
import { hoursText, periodText } from '../../utils/dates';
import { CertificateStateBadge } from '../certificate-state-badge';

interface CertificateCardProps {
  certificate: Certificate;
  downloading: boolean;
  onDownload: (certificate: Certificate) => void;
}

export const cardTexts = {
  revoked: 'Esta constancia fue revocada y ya no es válida: no se puede descargar.',
} as const;

// A revoked certificate is shown (with its reason) but never offered for download.
export function CertificateCard({ certificate: c, downloading, onDownload }: CertificateCardProps) {
  const revoked = certificateState(c.revoked_at) === 'revocada';
  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="gap-2">
        {/* The header is a grid: without a wrapper the badge would stretch across the card. */}
        <div>
          <CertificateStateBadge revokedAt={c.revoked_at} />
        </div>
        <CardTitle className="text-base leading-snug">{c.course_title}</CardTitle>
      </CardHeader>
      <CardContent className="grid flex-1 gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Duración</dt>
          <dd>{hoursText(c.course_hours)} horas</dd>
          <dt className="text-muted-foreground">Periodo</dt>
          <dd>{periodText(c.period_start, c.period_end)}</dd>
          <dt className="text-muted-foreground">Emitida</dt>
          <dd>{formatDate(c.issued_at)}</dd>
          <dt className="text-muted-foreground">Código</dt>
          <dd className="font-mono">{c.code}</dd>
          {c.revoked_reason && (
            <>
              <dt className="text-muted-foreground">Motivo</dt>
              <dd>{c.revoked_reason}</dd>
            </>
          )}
        </dl>
        {revoked ? (
          <p className="mt-auto text-sm text-muted-foreground">{cardTexts.revoked}</p>
        ) : (
          <Button
            variant="outline"
            className="mt-auto"
            onClick={() => onDownload(c)}
            disabled={downloading}
            aria-label={`Descargar constancia de ${c.course_title}`}
          >
            <Download aria-hidden="true" />
            Descargar Constancia
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
