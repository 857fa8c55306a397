import { SectionPlaceholder } from '../section-placeholder';

export default function AdminMonthlyReportsPage() {
  return (
    <SectionPlaceholder title="Reportes Mensuales" description="Reportes mensuales en PDF por empresa." />
  );
}
