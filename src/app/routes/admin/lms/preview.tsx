// 'Vista Previa': the course exactly as an assigned collaborator takes it, drawn by the learning feature in
// preview mode (it reads as the admin and writes nothing: no progress, no attempts).
import { useParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { CoursePlayer } from '@/features/courses/components/learner/course-player';

export default function LmsPreviewPage() {
  const { courseId = '' } = useParams();
  return (
    <CoursePlayer
      key={courseId}
      courseId={courseId}
      preview
      backHref={paths.admin.lmsCourse.getHref(courseId)}
    />
  );
}
