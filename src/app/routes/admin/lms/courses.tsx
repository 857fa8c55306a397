import { AdminCourses } from '@/features/courses/components/list/admin-courses';

export default function LmsCoursesPage() {
  return <AdminCourses />;
}
