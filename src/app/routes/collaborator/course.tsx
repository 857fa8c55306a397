import { useParams } from 'react-router-dom';

import { SectionPlaceholder } from '../section-placeholder';

export default function CollaboratorCoursePage() {
  const { courseId } = useParams();
  return <SectionPlaceholder title="Curso" description={courseId ? `Curso ${courseId}` : undefined} />;
}
