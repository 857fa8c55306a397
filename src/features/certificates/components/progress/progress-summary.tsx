// One line per course for the current course/company filters: assigned, completed and % complete.
import { Progress } from '@/components/ui/progress';

import { useProgressSummary } from '../../api/get-progress-summary';
import type { ProgressFilters } from '../../utils/progress-filters';

export function ProgressSummary({ filters }: { filters: ProgressFilters }) {
  const summary = useProgressSummary(filters);
  if (!summary.data?.length) return null;
  return (
    <ul aria-label="Resumen por curso" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {summary.data.map((s) => (
        <li key={s.courseId} className="grid content-start gap-2 rounded-md border p-3 text-sm">
          <span className="font-medium">{s.title}</span>
          <span className="text-muted-foreground">
            {s.completed} de {s.assigned} completado{s.assigned === 1 ? '' : 's'} · {s.percent} %
          </span>
          <Progress value={s.percent} label={`Avance de ${s.title}`} />
        </li>
      ))}
    </ul>
  );
}
