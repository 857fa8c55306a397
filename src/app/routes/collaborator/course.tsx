import { useParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { CoursePlayer } from '@/features/courses/components/learner/course-player';
import { useAuth } from '@/lib/auth/auth-context';

export default function CollaboratorCoursePage() {
  const { courseId = '' } = useParams();
  const { profile } = useAuth();
  if (!profile) return null;
  return (
    <CoursePlayer
      key={courseId}
      courseId={courseId}
      profileId={profile.id}
      backHref={paths.collaborator.lms.getHref()}
    />
  );
}
