import { MyCourses } from '@/features/courses/components/learner/my-courses';
import { useAuth } from '@/lib/auth/auth-context';

// The collaborator layout already admits only a signed-in collaborator; the list is its own.
export default function CollaboratorCoursesPage() {
  const { profile } = useAuth();
  if (!profile) return null;
  return <MyCourses profileId={profile.id} />;
}
