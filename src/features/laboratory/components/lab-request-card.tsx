import { CalendarDays, FlaskConical, User } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/utils/format';

import type { LaboratoryRequest } from '../api/get-laboratory-requests';
import { labStatus } from '../utils/lab-status';
import { ResultButton } from './result-button';
import { VerdictBadge } from './verdict-badge';

interface LabRequestCardProps {
  request: LaboratoryRequest;
  opening: boolean;
  onOpen: () => void;
}

export function LabRequestCard({ request, opening, onOpen }: LabRequestCardProps) {
  const status = labStatus(request.status);
  const patient = request.patient_name?.trim() || 'Paciente no especificado';
  // Notes of a result the company may not receive are masked by the database (null): the card leaves the
  // box out rather than claim there are none (the result line says why the result is withheld).
  const notes = request.notes?.trim() || (request.released === false ? null : 'Sin notas adicionales.');

  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="rounded-md bg-primary/10 p-2 text-primary">
            <FlaskConical className="size-5" aria-hidden="true" />
          </span>
          <h3 className="break-words pt-1 font-semibold leading-tight">{request.request_type}</h3>
        </div>
        <Badge variant={status.variant} className="shrink-0">
          {status.label}
        </Badge>
      </div>
      <VerdictBadge
        verdict={request.verdict}
        validUntil={request.verdict_valid_until}
        restrictions={request.verdict_restrictions}
      />
      <dl className="grid gap-2 text-sm">
        <div className="flex items-center gap-2">
          <User className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <dt className="sr-only">Paciente</dt>
          <dd className="font-medium">{patient}</dd>
        </div>
        <div className="flex items-center gap-2">
          <CalendarDays className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <dt className="text-muted-foreground">Solicitado:</dt>
          <dd>{formatDate(request.request_date)}</dd>
        </div>
        {notes && (
          <div className="rounded-md bg-muted/60 p-3">
            <dt className="sr-only">Notas</dt>
            <dd className="text-muted-foreground">{notes}</dd>
          </div>
        )}
      </dl>
      <div className="mt-auto">
        <ResultButton
          hasResult={request.has_result ?? false}
          released={request.released ?? false}
          consentOn={request.consent_granted_on}
          requestType={request.request_type ?? ''}
          cancelled={status.group === 'cancelado'}
          opening={opening}
          onOpen={onOpen}
        />
      </div>
    </Card>
  );
}
