// Complete or incomplete, never by colour alone: an icon and the words, and what is missing.
import { AlertTriangle, CheckCircle2 } from 'lucide-react';

import { Badge } from '@/components/ui/badge';

import type { InvoiceEvidence } from '../../utils/status';
import { evidenceTexts } from './evidence-texts';

export function EvidenceBadge({ evidence }: { evidence: InvoiceEvidence }) {
  if (evidence.complete)
    return (
      <Badge variant="success" className="gap-1">
        <CheckCircle2 className="size-3.5" aria-hidden="true" />
        {evidenceTexts.complete}
      </Badge>
    );
  const names = evidence.missing.map((t) => t.name);
  return (
    <span className="grid gap-1">
      <Badge variant="warning" className="gap-1 justify-self-start">
        <AlertTriangle className="size-3.5" aria-hidden="true" />
        {evidenceTexts.incomplete}
      </Badge>
      {names.length > 0 && (
        <span className="line-clamp-2 text-xs text-muted-foreground" title={names.join(', ')}>
          {evidenceTexts.missing(names)}
        </span>
      )}
    </span>
  );
}
