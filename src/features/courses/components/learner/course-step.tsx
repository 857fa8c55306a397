// The outline beside (desktop) or above (phone) the step on screen, and the step itself: a lesson with its
// navigation and completion, or the final quiz.
import type { CourseDetail } from '../../api/get-learner-course';
import type { Quiz } from '../../api/get-learner-quiz';
import type { LessonProgress } from '../../api/get-lesson-progress';
import { useCompleteLesson } from '../../api/record-lesson-progress';
import { useCourseStep } from '../../hooks/use-course-step';
import { useRecordVisit } from '../../hooks/use-record-visit';
import { QUIZ_STEP } from '../../utils/resume';
import { CourseOutline } from './course-outline';
import { LessonView } from './lesson-view';
import { QuizPanel } from './quiz-panel';

interface CourseStepProps {
  course: CourseDetail;
  profileId: string | null;
  completed: Set<string>;
  progress: LessonProgress[];
  quiz: Quiz | null;
  quizPassed: boolean;
  bestScore: number | null;
}

export function CourseStep({
  course,
  profileId,
  completed,
  progress,
  quiz,
  quizPassed,
  bestScore,
}: CourseStepProps) {
  const { step, goTo } = useCourseStep(course.lessons, progress, quiz !== null);
  useRecordVisit(course.id, profileId, step);
  const complete = useCompleteLesson();
  const lessons = course.lessons;
  const index = lessons.findIndex((lesson) => lesson.id === step);
  const lesson = index >= 0 ? lessons[index] : null;
  const previous = index > 0 ? lessons[index - 1].id : null;
  const next = index >= 0 && index < lessons.length - 1 ? lessons[index + 1].id : quiz ? QUIZ_STEP : null;
  const pending = lessons.filter((l) => !completed.has(l.id)).length;
  const attemptsLeft = !quiz || quiz.max_attempts === null || quiz.attempts_used < quiz.max_attempts;
  // The same rule as the quiz panel's: only completing lessons would open it (a preview is never locked,
  // and a passed quiz or one out of attempts has its own message there).
  const quizLockedBy = profileId !== null && !quizPassed && attemptsLeft ? pending : 0;

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
      <CourseOutline
        modules={course.modules}
        completed={completed}
        current={step}
        hasQuiz={quiz !== null}
        quizLockedBy={quizLockedBy}
        onSelect={goTo}
      />
      <div className="min-w-0">
        {lesson && (
          <LessonView
            key={lesson.id}
            lesson={lesson}
            index={index}
            total={lessons.length}
            completed={completed.has(lesson.id)}
            canWrite={profileId !== null}
            completing={complete.isPending}
            onComplete={() =>
              profileId && complete.mutate({ courseId: course.id, lessonId: lesson.id, profileId })
            }
            onPrevious={previous ? () => goTo(previous) : null}
            onNext={next ? () => goTo(next) : null}
          />
        )}
        {step === QUIZ_STEP && quiz && (
          <QuizPanel
            courseId={course.id}
            quiz={quiz}
            preview={profileId === null}
            lessonsDone={pending === 0}
            passed={quizPassed}
            bestScore={bestScore}
          />
        )}
      </div>
    </div>
  );
}
