import { ExternalLink, Trash2 } from 'lucide-react';

import { Button } from '@/components/ui/button';

import type { AdminDocument } from '../api/get-admin-documents';

export interface DocumentActionsProps {
  openingId: string | null;
  onOpen: (document: AdminDocument) => void;
  onDelete: (document: AdminDocument) => void;
}

export function DocumentActions({
  document,
  openingId,
  onOpen,
  onDelete,
}: DocumentActionsProps & { document: AdminDocument }) {
  return (
    <div className="flex justify-end gap-2">
      <Button
        variant="outline"
        size="sm"
        onClick={() => onOpen(document)}
        disabled={openingId === document.id}
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
    </div>
  );
}
