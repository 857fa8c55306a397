// The edit / delete / reorder buttons of a module, lesson or question row.
import { Pencil, Trash2 } from 'lucide-react';

import { Button } from '@/components/ui/button';

import { ReorderButtons } from './reorder-buttons';

interface ItemActionsProps {
  /** 'módulo Introducción', 'lección Uso del arnés'... for the accessible names. */
  name: string;
  index: number;
  count: number;
  busy?: boolean;
  onMove: (step: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function ItemActions({ name, index, count, busy, onMove, onEdit, onDelete }: ItemActionsProps) {
  return (
    <div className="flex shrink-0 flex-wrap items-center gap-1">
      <ReorderButtons name={name} index={index} count={count} disabled={busy} onMove={onMove} />
      <Button variant="ghost" size="icon" aria-label={`Editar ${name}`} title="Editar" onClick={onEdit}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Eliminar ${name}`} title="Eliminar" onClick={onDelete}>
        <Trash2 className="text-destructive" aria-hidden="true" />
      </Button>
    </div>
  );
}
