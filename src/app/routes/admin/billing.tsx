import { SectionPlaceholder } from '../section-placeholder';

export default function AdminBillingPage() {
  return <SectionPlaceholder title="Facturación" description="Facturas de las empresas cliente." />;
}
