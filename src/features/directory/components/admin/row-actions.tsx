import { Pencil, Trash2 } from 'lucide-react';

import { Button } from '@/components/ui/button';

interface RowActionsProps {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** 'Editar' and 'Eliminar' icon buttons named after the row (the name is also their tooltip). */
export function EditDeleteActions({ name, onEdit, onDelete }: RowActionsProps) {
  const edit = `Editar ${name}`;
  const remove = `Eliminar ${name}`;
  return (
    <>
      <Button variant="ghost" size="icon" onClick={onEdit} aria-label={edit} title={edit}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" onClick={onDelete} aria-label={remove} title={remove}>
        <Trash2 className="text-destructive" aria-hidden="true" />
      </Button>
    </>
  );
}
