// The step on screen lives in the URL (?leccion=<lesson id> or ?leccion=evaluacion) so reloads and links
// land on it; without one the course resumes where the person left off.
import { useSearchParams } from 'react-router-dom';

import type { Lesson } from '../api/get-learner-course';
import type { LessonProgress } from '../api/get-lesson-progress';
import { resumeStep } from '../utils/resume';

export const STEP_PARAM = 'leccion';

export function useCourseStep(lessons: Lesson[], progress: LessonProgress[], hasQuiz: boolean) {
  const [params, setParams] = useSearchParams();
  const step = resumeStep(lessons, progress, params.get(STEP_PARAM), hasQuiz);
  const goTo = (next: string) => {
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        copy.set(STEP_PARAM, next);
        return copy;
      },
      { preventScrollReset: true },
    );
    window.scrollTo?.({ top: 0 });
  };
  return { step, goTo };
}
