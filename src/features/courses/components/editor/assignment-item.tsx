// One assignment of the course: who (a collaborator or a company), its due date and its removal button.
import { Building2, Trash2, User } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { formatDate } from '@/utils/format';

import type { Assignment } from '../../api/get-assignments';
import { collaboratorLabel } from './collaborator-picker';

export const assignmentTargetName = (a: Assignment) =>
  a.profile ? collaboratorLabel(a.profile) : a.company ? `${a.company.name} (empresa)` : '—';

export function AssignmentItem({
  assignment: a,
  onRemove,
}: {
  assignment: Assignment;
  onRemove: () => void;
}) {
  const Icon = a.profile ? User : Building2;
  const name = assignmentTargetName(a);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
      <span className="flex min-w-0 items-center gap-2">
        <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="min-w-0 break-words">{name}</span>
      </span>
      <span className="flex items-center gap-2 text-sm text-muted-foreground">
        {a.due_date ? `Fecha límite: ${formatDate(a.due_date)}` : 'Sin fecha límite'}
        <Button variant="ghost" size="icon" aria-label={`Quitar asignación de ${name}`} onClick={onRemove}>
          <Trash2 className="text-destructive" aria-hidden="true" />
        </Button>
      </span>
    </div>
  );
}
