import { Pencil, Trash2 } from 'lucide-react';

import { Button } from '@/components/ui/button';

interface RowActionsProps {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** 'Editar' and 'Eliminar' icon buttons named after the row. */
export function EditDeleteActions({ name, onEdit, onDelete }: RowActionsProps) {
  return (
    <>
      <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Editar ${name}`}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" onClick={onDelete} aria-label={`Eliminar ${name}`}>
        <Trash2 className="text-destructive" aria-hidden="true" />
      </Button>
    </>
  );
}
