import { useParams } from 'react-router-dom';

import { CourseEditor } from '@/features/courses/components/editor/course-editor';

import { useAdminContext } from '../context';

export default function LmsCourseEditorPage() {
  const { courseId = '' } = useParams();
  const { companies } = useAdminContext();
  return <CourseEditor key={courseId} courseId={courseId} companies={companies} />;
}
