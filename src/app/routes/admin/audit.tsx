import { SectionPlaceholder } from '../section-placeholder';

export default function AdminAuditPage() {
  return (
    <SectionPlaceholder
      title="Auditoría"
      description="Registro de cada cambio hecho por los administradores."
    />
  );
}
