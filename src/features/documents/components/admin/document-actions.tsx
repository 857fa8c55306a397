import { ExternalLink, Trash2 } from 'lucide-react';

import { Button } from '@/components/ui/button';

import type { AdminDocument } from '../../api/get-documents-page';

interface DocumentActionsProps {
  document: AdminDocument;
  opening: boolean;
  onOpen: (document: AdminDocument) => void;
  onDelete: (document: AdminDocument) => void;
}

export function DocumentActions({ document, opening, onOpen, onDelete }: DocumentActionsProps) {
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onOpen(document)}
        disabled={opening}
        aria-label={`Abrir ${document.name}`}
      >
        <ExternalLink aria-hidden="true" />
        Abrir
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => onDelete(document)}
        aria-label={`Eliminar ${document.name}`}
      >
        <Trash2 className="text-destructive" aria-hidden="true" />
      </Button>
    </>
  );
}
