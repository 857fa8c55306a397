import { createColumnHelper } from '@tanstack/react-table';

import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/utils/format';

import type { ProgressRow } from '../../api/get-progress-page';
import { completedWithoutCertificate, PROGRESS_STATE_INFO, progressState } from '../../utils/progress-state';
import { IssueCertificateButton } from './issue-certificate-button';

const column = createColumnHelper<ProgressRow>();

export function progressColumns(companyName: (id: string | null) => string, today: string) {
  return [
    column.accessor('course_title', {
      meta: { label: 'Curso', primary: true, className: 'min-w-40 font-medium' },
    }),
    column.accessor('full_name', {
      meta: { label: 'Colaborador', className: 'min-w-40' },
      cell: ({ row }) => (
        <div className="grid">
          <span>{row.original.full_name || row.original.email || '—'}</span>
          <span className="text-xs text-muted-foreground">{companyName(row.original.company_id)}</span>
        </div>
      ),
    }),
    column.accessor('lessons_completed', {
      meta: { label: 'Lecciones' },
      cell: ({ row }) => `${row.original.lessons_completed ?? 0} de ${row.original.lessons_total ?? 0}`,
    }),
    column.accessor('best_score', {
      meta: { label: 'Evaluación' },
      cell: ({ row }) => {
        const r = row.original;
        if (!r.has_quiz) return 'Sin evaluación';
        if (r.best_score === null) return 'Sin intentos';
        return `${r.best_score} % · ${r.quiz_passed ? 'Aprobada' : 'No aprobada'}`;
      },
    }),
    column.accessor('due_date', {
      meta: { label: 'Fecha límite' },
      cell: ({ row }) => (row.original.due_date ? formatDate(row.original.due_date) : 'Sin fecha'),
    }),
    column.display({
      id: 'state',
      meta: { label: 'Estado' },
      cell: ({ row }) => {
        const state = PROGRESS_STATE_INFO[progressState(row.original, today)];
        return (
          <div className="grid justify-items-start gap-1">
            <Badge variant={state.variant}>{state.label}</Badge>
            {row.original.certificate_code && (
              <span className="font-mono text-xs">{row.original.certificate_code}</span>
            )}
            {completedWithoutCertificate(row.original) && (
              <>
                <span className="text-xs text-muted-foreground">Sin constancia vigente</span>
                {row.original.certificate_blocker && (
                  <span className="max-w-64 text-xs text-destructive">
                    {row.original.certificate_blocker}
                  </span>
                )}
                <IssueCertificateButton
                  profileId={row.original.profile_id ?? ''}
                  courseId={row.original.course_id ?? ''}
                  name={row.original.full_name || row.original.email || ''}
                  courseTitle={row.original.course_title ?? ''}
                />
              </>
            )}
          </div>
        );
      },
    }),
  ];
}
