import { SectionPlaceholder } from '../section-placeholder';

export default function AdminFeedbackPage() {
  return (
    <SectionPlaceholder
      title="Retroalimentación"
      description="Calificaciones y comentarios de los clientes."
    />
  );
}
