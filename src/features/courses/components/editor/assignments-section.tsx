// 'Asignaciones': assign the course, and the current assignments with their removal (confirmed).
import { Building2, Trash2, User, Users } from 'lucide-react';
import * as React from 'react';

import type { CompanyChoice } from '@/components/form/company-field';
import { QueryStates } from '@/components/query-states';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/utils/format';

import { useDeleteAssignment, type DeleteAssignmentInput } from '../../api/assignments';
import { useAssignments, type Assignment } from '../../api/get-assignments';
import { useCollaborators } from '../../api/get-collaborators';
import { AssignmentForm, collaboratorLabel } from './assignment-form';

const texts = {
  title: 'Asignaciones',
  loading: 'Cargando asignaciones...',
  error: { title: 'Error', description: 'No se pudieron cargar las asignaciones del curso.' },
  empty: {
    icon: Users,
    title: 'Sin asignaciones',
    description: 'Asigna el curso a un colaborador o a una empresa.',
  },
  list: 'Asignaciones del curso',
} as const;

const targetName = (a: Assignment) =>
  a.profile ? collaboratorLabel(a.profile) : a.company ? `${a.company.name} (empresa)` : '—';

export function AssignmentsSection({
  courseId,
  companies,
}: {
  courseId: string;
  companies: CompanyChoice[];
}) {
  const assignments = useAssignments(courseId);
  const collaborators = useCollaborators();
  const remove = useDeleteAssignment();
  const [toDelete, setToDelete] = React.useState<DeleteAssignmentInput | null>(null);

  return (
    <section aria-labelledby="course-assignments-title" className="grid gap-4">
      <h3 id="course-assignments-title" className="text-lg font-semibold">
        {texts.title}
      </h3>
      <AssignmentForm courseId={courseId} collaborators={collaborators.data ?? []} companies={companies} />
      <QueryStates query={assignments} loading={texts.loading} error={texts.error} empty={texts.empty}>
        {(rows) => (
          <ul className="grid gap-2" aria-label={texts.list}>
            {rows.map((a) => {
              const Icon = a.profile ? User : Building2;
              const name = targetName(a);
              return (
                <li
                  key={a.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
                >
                  <span className="flex min-w-0 items-center gap-2">
                    <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    <span className="min-w-0 break-words">{name}</span>
                  </span>
                  <span className="flex items-center gap-2 text-sm text-muted-foreground">
                    {a.due_date ? `Fecha límite: ${formatDate(a.due_date)}` : 'Sin fecha límite'}
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Quitar asignación de ${name}`}
                      onClick={() => setToDelete({ id: a.id, targetName: name })}
                    >
                      <Trash2 className="text-destructive" aria-hidden="true" />
                    </Button>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </QueryStates>
      <AlertDialog
        open={toDelete !== null}
        onOpenChange={(next) => !next && !remove.isPending && setToDelete(null)}
        title="¿Quitar asignación?"
        description={toDelete ? `El curso dejará de estar asignado a ${toDelete.targetName}.` : undefined}
        confirmLabel="Quitar"
        onConfirm={() => toDelete && remove.mutate(toDelete, { onSettled: () => setToDelete(null) })}
        busy={remove.isPending}
      />
    </section>
  );
}
