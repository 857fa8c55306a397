import { SectionPlaceholder } from '../section-placeholder';

export default function CollaboratorCoursesPage() {
  return <SectionPlaceholder title="Capacitación (LMS)" description="Tus cursos de capacitación." />;
}
