// Visiting a lesson records it (last_viewed_at), which is what the course resumes from next time. Once per
// lesson shown; never in an admin's preview (profileId null).
import * as React from 'react';

import { useRecordLessonView } from '../api/record-lesson-progress';
import { QUIZ_STEP } from '../utils/resume';

export function useRecordVisit(courseId: string, profileId: string | null, step: string | null) {
  const { mutate } = useRecordLessonView();
  const recorded = React.useRef<string | null>(null);
  React.useEffect(() => {
    if (!profileId || !step || step === QUIZ_STEP || recorded.current === step) return;
    recorded.current = step;
    mutate({ courseId, lessonId: step, profileId });
  }, [courseId, profileId, step, mutate]);
}
