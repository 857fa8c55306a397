import { SectionPlaceholder } from '../section-placeholder';

export default function AdminClientsPage() {
  return (
    <SectionPlaceholder
      title="Perfiles Cliente"
      description="Administra las cuentas de los clientes y sus empresas."
    />
  );
}
