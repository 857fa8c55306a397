// 'Asignaciones': assign the course, and the current assignments a page at a time with the total, each
// removable (confirmed).
import { Users } from 'lucide-react';
import * as React from 'react';

import { DataList } from '@/components/data-table/data-list';
import { useTableParams } from '@/components/data-table/use-table-params';
import type { CompanyChoice } from '@/components/form/company-field';
import { AlertDialog } from '@/components/ui/alert-dialog';

import { useDeleteAssignment, type DeleteAssignmentInput } from '../../api/assignments';
import { assignmentsErrorTexts, useAssignments, type Assignment } from '../../api/get-assignments';
import { AssignmentForm } from './assignment-form';
import { AssignmentItem, assignmentTargetName } from './assignment-item';

const texts = {
  title: 'Asignaciones',
  loading: 'Cargando asignaciones...',
  empty: {
    icon: Users,
    title: 'Sin Asignaciones',
    description: 'Asigna el curso a un colaborador o a una empresa.',
  },
  list: 'Asignaciones del curso',
} as const;

export function AssignmentsSection({
  courseId,
  companies,
}: {
  courseId: string;
  companies: CompanyChoice[];
}) {
  const [params, setParams] = useTableParams();
  const assignments = useAssignments(courseId, params);
  const remove = useDeleteAssignment();
  const [toDelete, setToDelete] = React.useState<DeleteAssignmentInput | null>(null);

  const renderRows = (rows: Assignment[]) => (
    <ul className="grid gap-2" aria-label={texts.list}>
      {rows.map((a) => (
        <li key={a.id}>
          <AssignmentItem
            assignment={a}
            onRemove={() => setToDelete({ id: a.id, targetName: assignmentTargetName(a) })}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <section aria-labelledby="course-assignments-title" className="grid gap-4">
      <h3 id="course-assignments-title" className="text-lg font-semibold">
        {texts.title}
      </h3>
      <AssignmentForm courseId={courseId} companies={companies} />
      <DataList
        query={assignments}
        params={params}
        onParamsChange={setParams}
        texts={{ loading: texts.loading, error: assignmentsErrorTexts, empty: texts.empty }}
        renderRows={renderRows}
      />
      <AlertDialog
        open={toDelete !== null}
        onOpenChange={(next) => !next && !remove.isPending && setToDelete(null)}
        title="¿Quitar asignación?"
        description={toDelete ? `El curso dejará de estar asignado a ${toDelete.targetName}.` : undefined}
        confirmLabel="Quitar"
        confirmVariant="destructive"
        onConfirm={() =>
          toDelete &&
          // The DataList goes back a page if this was the last assignment of a later page.
          remove.mutate(toDelete, { onSettled: () => setToDelete(null) })
        }
        busy={remove.isPending}
      />
    </section>
  );
}
