import { SectionPlaceholder } from '../section-placeholder';

export default function AdminDocumentsPage() {
  return (
    <SectionPlaceholder title="Documentos (REPSE)" description="Documentos REPSE por empresa y globales." />
  );
}
