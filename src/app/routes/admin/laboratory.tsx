import { SectionPlaceholder } from '../section-placeholder';

export default function AdminLaboratoryPage() {
  return <SectionPlaceholder title="Laboratorio" description="Solicitudes y resultados de laboratorio." />;
}
