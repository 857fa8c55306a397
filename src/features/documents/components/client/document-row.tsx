import { FileText } from 'lucide-react';

import { FileRow } from '@/components/file-row';
import { Badge } from '@/components/ui/badge';

import type { CompanyDocument } from '../../api/get-documents';

export const DEFAULT_DOCUMENT_TYPE = 'Documento General';

interface DocumentRowProps {
  document: CompanyDocument;
  opening: boolean;
  onOpen: (document: CompanyDocument) => void;
}

export function DocumentRow({ document, opening, onOpen }: DocumentRowProps) {
  return (
    <FileRow
      icon={FileText}
      title={document.name}
      details={
        <>
          <Badge variant="secondary">{document.document_type || DEFAULT_DOCUMENT_TYPE}</Badge>
          {document.is_global && <Badge variant="info">Global</Badge>}
        </>
      }
      openText="Abrir"
      openName={`${opening ? 'Abriendo' : 'Abrir'} ${document.name}`}
      opening={opening}
      onOpen={() => onOpen(document)}
    />
  );
}
