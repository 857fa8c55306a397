import { ExternalLink, FileText } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

import type { CompanyDocument } from '../../api/get-documents';

export const DEFAULT_DOCUMENT_TYPE = 'Documento General';

interface DocumentRowProps {
  document: CompanyDocument;
  opening: boolean;
  onOpen: (document: CompanyDocument) => void;
}

export function DocumentRow({ document, opening, onOpen }: DocumentRowProps) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <FileText className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0">
          <p className="break-words font-medium">{document.name}</p>
          <div className="mt-1 flex flex-wrap gap-2">
            <Badge variant="secondary">{document.document_type || DEFAULT_DOCUMENT_TYPE}</Badge>
            {document.is_global && <Badge variant="info">Global</Badge>}
          </div>
        </div>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="ml-8 self-start sm:ml-0 sm:self-center"
        // The name starts with the visible text (WCAG 2.5.3, label in name), then says which document.
        aria-label={`${opening ? 'Abriendo' : 'Abrir'} ${document.name}`}
        disabled={opening}
        onClick={() => onOpen(document)}
      >
        <ExternalLink aria-hidden="true" />
        {opening ? 'Abriendo...' : 'Abrir'}
      </Button>
    </li>
  );
}
