import { SectionPlaceholder } from '../section-placeholder';

export default function CollaboratorCertificatesPage() {
  return (
    <SectionPlaceholder
      title="Mis Certificados"
      description="Los certificados de los cursos que completaste."
    />
  );
}
