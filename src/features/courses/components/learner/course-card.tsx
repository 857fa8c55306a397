// One assigned course: cover, title, hours and área temática, progress, quiz state, due date, and the
// link that starts, continues or reviews it.
import { CalendarClock, Clock } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/utils/format';
import { thematicAreaText } from '@/utils/thematic-areas';

import type { MyCourse } from '../../api/get-my-courses';
import { courseAction, isCourseComplete, isOverdue } from '../../utils/course-state';
import { CourseCover } from './course-cover';
import { QuizStateText } from './quiz-state-text';

export const cardTexts = {
  hours: (h: number) => `${h} ${h === 1 ? 'hora' : 'horas'}`,
  lessons: (done: number, total: number) => `${done} de ${total} lecciones`,
  progressLabel: 'Avance del curso',
  due: (date: string) => `Vence el ${formatLongDate(date)}`,
  overdue: 'Vencido',
  completed: 'Completado',
  certificate: (code: string) => `Constancia ${code}`,
  actions: { start: 'Comenzar', continue: 'Continuar', review: 'Revisar' },
} as const;

export function CourseCard({ item }: { item: MyCourse }) {
  const title = item.course?.title ?? item.course_title ?? '';
  const total = item.lessons_total ?? 0;
  const done = item.lessons_completed ?? 0;
  const complete = isCourseComplete(item);
  const overdue = isOverdue(item);
  const hours = Number(item.course?.estimated_hours ?? 0);
  return (
    <Card className="flex h-full flex-col">
      <CourseCover reference={item.course?.cover_url ?? null} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap gap-2">
          {complete && <Badge variant="success">{cardTexts.completed}</Badge>}
          {overdue && <Badge variant="destructive">{cardTexts.overdue}</Badge>}
        </div>
        <h3 className="text-lg font-semibold leading-tight">{title}</h3>
        {item.course?.description && (
          <p className="line-clamp-3 text-sm text-muted-foreground">{item.course.description}</p>
        )}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          {hours > 0 && (
            <span className="inline-flex items-center gap-1">
              <Clock className="size-4" aria-hidden="true" />
              {cardTexts.hours(hours)}
            </span>
          )}
          <span>{thematicAreaText(item.course?.thematic_area)}</span>
        </p>
        <div className="grid gap-1">
          <Progress
            value={total > 0 ? (done / total) * 100 : 0}
            label={`${cardTexts.progressLabel}: ${title}`}
            valueText={cardTexts.lessons(done, total)}
          />
          <p className="text-sm">{cardTexts.lessons(done, total)}</p>
        </div>
        <QuizStateText item={item} />
        {item.due_date && !complete && (
          <p className="inline-flex items-center gap-1 text-sm text-muted-foreground">
            <CalendarClock className="size-4" aria-hidden="true" />
            {cardTexts.due(item.due_date)}
          </p>
        )}
        {item.certificate_code && (
          <p className="text-sm font-medium">{cardTexts.certificate(item.certificate_code)}</p>
        )}
        <div className="mt-auto pt-2">
          <Link
            to={paths.collaborator.course.getHref(item.course_id)}
            className={buttonVariants({ variant: complete ? 'outline' : 'default', className: 'w-full' })}
          >
            {cardTexts.actions[courseAction(item)]}
            <span className="sr-only">: {title}</span>
          </Link>
        </div>
      </div>
    </Card>
  );
}
