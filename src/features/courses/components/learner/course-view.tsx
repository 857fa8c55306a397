// A loaded course: header with progress, the outline and the current step (lesson or quiz), and the
// 'Curso Completado' panel once the database reports the course complete.
import { PageSection } from '@/components/page-header';
import { Progress } from '@/components/ui/progress';
import { LoadingBlock } from '@/components/ui/spinner';
import { thematicAreaText } from '@/utils/thematic-areas';

import { useCourseStatus } from '../../api/get-course-status';
import type { CourseDetail } from '../../api/get-learner-course';
import { useQuiz } from '../../api/get-learner-quiz';
import { useLessonProgress } from '../../api/get-lesson-progress';
import { isCourseComplete } from '../../utils/course-state';
import { CourseComplete } from './course-complete';
import { CourseStep } from './course-step';

export const courseViewTexts = {
  loading: 'Cargando tu avance...',
  lessons: (done: number, total: number) => `${done} de ${total} lecciones`,
  progressLabel: 'Avance del curso',
  hours: (h: number) => `${h} ${h === 1 ? 'hora' : 'horas'}`,
  empty: 'Este curso todavía no tiene lecciones.',
} as const;

export function CourseView({ course, profileId }: { course: CourseDetail; profileId: string | null }) {
  const preview = profileId === null;
  const quiz = useQuiz(course.id);
  const progress = useLessonProgress(course.id, profileId);
  const status = useCourseStatus(course.id, profileId);
  const waiting = quiz.isPending || (!preview && progress.isPending);
  const rows = progress.data ?? [];
  const completed = new Set(rows.filter((r) => r.completed_at).map((r) => r.lesson_id));
  const total = course.lessons.length;
  const done = course.lessons.filter((l) => completed.has(l.id)).length;
  const hasQuiz = !!quiz.data;
  const complete = !!status.data && isCourseComplete(status.data);

  return (
    <PageSection
      id="course-title"
      title={course.title}
      description={[
        courseViewTexts.hours(Number(course.estimated_hours)),
        thematicAreaText(course.thematic_area),
      ]
        .filter(Boolean)
        .join(' · ')}
    >
      <div className="grid gap-1">
        <Progress
          value={total > 0 ? (done / total) * 100 : 0}
          label={courseViewTexts.progressLabel}
          valueText={courseViewTexts.lessons(done, total)}
        />
        <p className="text-sm">{courseViewTexts.lessons(done, total)}</p>
      </div>
      {complete && (
        <CourseComplete
          code={status.data?.certificate_code ?? null}
          pending={Boolean(status.data?.certificate_blocker)}
          hasQuiz={hasQuiz}
        />
      )}
      {waiting && <LoadingBlock text={courseViewTexts.loading} />}
      {!waiting && total === 0 && !hasQuiz && <p>{courseViewTexts.empty}</p>}
      {!waiting && (total > 0 || hasQuiz) && (
        <CourseStep
          course={course}
          profileId={profileId}
          completed={completed}
          quiz={quiz.data ?? null}
          progress={rows}
          quizPassed={status.data?.quiz_passed === true}
          bestScore={status.data?.best_score ?? null}
        />
      )}
    </PageSection>
  );
}
