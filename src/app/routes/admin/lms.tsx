import { SectionPlaceholder } from '../section-placeholder';

export default function AdminLmsPage() {
  return <SectionPlaceholder title="Gestión LMS" description="Cursos y certificados de los colaboradores." />;
}
