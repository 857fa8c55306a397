import { BadgeCheck, ShieldX } from 'lucide-react';

import { formatDate } from '@/utils/format';

import type { Verification } from '../../api/verify-certificate';
import { hoursText, periodText } from '../../utils/dates';

export function VerificationResult({ code, result }: { code: string; result: Verification }) {
  const Icon = result.revoked ? ShieldX : BadgeCheck;
  return (
    <div className="grid gap-4">
      <div
        className={
          result.revoked
            ? 'flex items-start gap-3 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-destructive'
            : 'flex items-start gap-3 rounded-md border border-success/40 bg-success/10 p-3 text-success'
        }
      >
        <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">{result.revoked ? 'Constancia revocada' : 'Constancia válida'}</p>
          {result.revoked && result.revoked_at && (
            <p className="text-sm">Revocada el {formatDate(result.revoked_at)}</p>
          )}
        </div>
      </div>
      <dl className="grid gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr] sm:gap-y-2 [&>dd]:mb-2 sm:[&>dd]:mb-0">
        <dt className="text-muted-foreground">Código</dt>
        <dd className="font-mono">{code}</dd>
        <dt className="text-muted-foreground">Trabajador</dt>
        <dd className="font-medium">{result.worker_name}</dd>
        <dt className="text-muted-foreground">Curso</dt>
        <dd>{result.course_title}</dd>
        <dt className="text-muted-foreground">Duración</dt>
        <dd>{hoursText(result.course_hours)} horas</dd>
        <dt className="text-muted-foreground">Periodo</dt>
        <dd>{periodText(result.period_start, result.period_end)}</dd>
        <dt className="text-muted-foreground">Fecha de emisión</dt>
        <dd>{formatDate(result.issued_at)}</dd>
      </dl>
    </div>
  );
}
