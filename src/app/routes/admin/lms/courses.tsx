import { SectionPlaceholder } from '../../section-placeholder';

export default function LmsCoursesPage() {
  return (
    <SectionPlaceholder title="Gestión LMS" description="Cursos de capacitación de los colaboradores." />
  );
}
