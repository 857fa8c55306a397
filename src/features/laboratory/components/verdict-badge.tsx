import { Badge } from '@/components/ui/badge';

import { labVerdict } from '../utils/lab-verdict';
import { localDate } from '../utils/request-form';

interface VerdictBadgeProps {
  verdict: string | null;
  validUntil: string | null;
  restrictions?: string | null;
}

/** 'Apto' / 'Apto con Restricciones' / 'No Apto' with «Vigente hasta <fecha>» or «Vencido»; nothing without one. */
export function VerdictBadge({ verdict, validUntil, restrictions }: VerdictBadgeProps) {
  const info = labVerdict(verdict, validUntil, localDate());
  if (!info) return null;
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      <Badge variant={info.variant} className="sm:whitespace-nowrap">
        Dictamen: {info.label}
      </Badge>
      <span
        className={info.expired ? 'text-xs font-medium text-destructive' : 'text-xs text-muted-foreground'}
      >
        {info.validity}
      </span>
      {restrictions && <span className="text-xs text-muted-foreground">Restricciones: {restrictions}</span>}
    </span>
  );
}
